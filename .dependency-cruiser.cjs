/**
 * The import rules of ARCHITECTURE.md (conventions 1 and 3), checked by `npm run check`:
 * no cycles; a feature reaches another only through its index.ts; only repos import the database;
 * common/ imports neither side; web/ never imports server/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = '(\\.test\\.tsx?|\\.fixtures\\.ts)$|^server/test/|^web/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Import cycles (type-only imports included) tie modules together for good.',
      severity: 'error',
      from: { path: '^(server|web|common)/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders that import each other (features/subjects <-> features/invitations) have no direction.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server|web|common)/' },
      to: { circular: true },
    },
    {
      name: 'server-feature-internals',
      comment: "A server feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^server/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^server/features/([^/]+)/',
        pathNot: ['^server/features/$1/', '^server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'features-from-outside',
      comment:
        'Outside the features, only the composition root and tests import a feature, through its index.ts.',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: ['^server/features/', '^server/composition\\.ts$', TESTS, '^server/seed/'],
      },
      to: { path: '^server/features/' },
    },
    {
      name: 'feature-index-only',
      comment: "The composition root takes a feature's parts from its index.ts.",
      severity: 'error',
      from: { path: '^server/composition\\.ts$' },
      to: { path: '^server/features/[^/]+/(?!index\\.ts$)' },
    },
    {
      name: 'only-repos-import-the-database',
      comment: 'SQL lives in *.repo.ts; everything else calls a repo (types may be shared).',
      severity: 'error',
      from: {
        path: '^server/',
        pathNot: [
          '\\.repo\\.ts$',
          '^server/db/',
          // The demo seed writes rows as a migration does; the job queue and the event bus are
          // built on the database connection itself.
          '^server/seed/',
          '^server/platform/(jobs|events)/',
          '^server/main\\.ts$',
          TESTS,
        ],
      },
      to: {
        path: ['^server/db/(client|schema)', '(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-is-shared-and-pure',
      comment: 'common/ is used by both sides: no server, no web, no node built-ins.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: ['^server/', '^web/'], dependencyTypes: ['local', 'aliased'] },
    },
    {
      name: 'common-does-no-io',
      severity: 'error',
      from: { path: '^common/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach into what they test; the rules are about the product's own code.
    exclude: { path: ['(^|/)(dist|data)/', '^server/db/migrations/', TESTS] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
