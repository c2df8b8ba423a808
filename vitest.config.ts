import { defineConfig } from 'vitest/config';

/**
 * Four projects; `npm test` runs unit, component and api together, then e2e on its own so the
 * browser journeys never compete with the database-heavy API tests for the machine's two cores:
 * - unit: pure rules, `*.test.ts` beside the code;
 * - component: web components with behaviour, `web/**\/*.test.tsx`, with Testing Library on jsdom
 *   (web/test/setup.ts, web/test/render.tsx);
 * - api: `*.api.test.ts`, through app.inject on PGlite and (with TEST_DATABASE_URL) PostgreSQL, each
 *   file on clones of one database per engine migrated once for the run (server/test/global-setup.ts);
 * - e2e: `e2e/**\/*.e2e.ts`, real Chromium against the built app.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{common,server,web,scripts,bench}/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker imports the server once for all its files, instead of once per file (a
          // quarter of the API tests' time went on imports); each file still builds its own app
          // on its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          // What a page shows after a key or a save can take seconds on a loaded machine.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          hookTimeout: 180_000,
          globalSetup: ['e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
