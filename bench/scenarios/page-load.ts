import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { buildDemoTemplate } from '../../e2e/support/demo-template.ts';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { progressGrid } from '../../e2e/pages/outcome-progress.page.ts';
import { YEAR_7 } from '../../e2e/support/lessons.ts';
import { startServer, type Check, type Scenario, type Server, type Settings } from '../harness.ts';
import { firstLoad, PHONE_PROFILE, type FirstLoad, type PageSpec } from '../page-load/first-load.ts';
import { formatTable, median } from '../verdict.ts';

/** Largest contentful paint of each page's first load on the phone profile. */
const TARGET_LCP_MS = 2_500;
const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'demo-password-1';

/** The built client as it ships (with its .br and .gz), and a copy without them: the baseline. */
async function buildClients(dir: string): Promise<{ compressed: string; uncompressed: string }> {
  const compressed = path.join(dir, 'compressed');
  const uncompressed = path.join(dir, 'uncompressed');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: path.join(ROOT, 'web'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: compressed, emptyOutDir: true, sourcemap: false },
  });
  cpSync(compressed, uncompressed, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  return { compressed, uncompressed };
}

/** The session cookie (name=value) of a demo account. */
async function signIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`signing in as ${email} answered ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The pages, each opened as the demo person who opens it most (README's demo accounts). */
async function pagesOf(origin: string): Promise<PageSpec[]> {
  const student = await signIn(origin, 'student@demo.test');
  const teacher = await signIn(origin, 'teacher@demo.test');
  const lessons = await fetch(`${origin}/v3/subjects/${YEAR_7.id}/activities`, {
    headers: { cookie: student },
  }).then((r) => r.json() as Promise<{ activities: { id: number; title: string }[] }>);
  const lesson = lessons.activities.find((a) => a.title === 'States of matter');
  if (!lesson) throw new Error('the demo lesson States of matter is missing');
  return [
    {
      name: 'sign-in',
      path: '/sign-in',
      loaded: (page) => page.getByRole('heading', { level: 1, name: 'Sign in' }),
    },
    {
      name: "student's subjects page",
      path: '/app/riverbank-high-1',
      session: student,
      loaded: (page) => page.getByTestId('subject-name').filter({ hasText: 'Year 7 Science' }),
    },
    {
      name: 'a lesson (student)',
      path: `${YEAR_7.path}/lessons/${lesson.id}`,
      session: student,
      loaded: (page) => page.getByRole('heading', { level: 1, name: 'States of matter' }),
    },
    {
      name: 'progress grid (teacher)',
      path: `${YEAR_7.path}/progress`,
      session: teacher,
      loaded: (page) => progressGrid(page).table(),
    },
  ];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-AU')} KB`;

interface Measured {
  spec: PageSpec;
  compressed: FirstLoad[];
  uncompressed: FirstLoad[];
}

function report(measured: Measured[]): Check[] {
  const lcp = (loads: FirstLoad[]) => median(loads.map((l) => l.lcpMs));
  const bytes = (loads: FirstLoad[]) => median(loads.map((l) => l.bytes));
  console.log('\nFirst loads on the phone profile (LCP per round; bytes over the network)\n');
  console.log(
    formatTable(
      ['page', 'compressed', 'bytes', 'uncompressed (baseline)', 'bytes'],
      measured.map((m) => [
        m.spec.name,
        m.compressed.map((l) => seconds(l.lcpMs)).join(' / '),
        kilobytes(bytes(m.compressed)),
        m.uncompressed.map((l) => seconds(l.lcpMs)).join(' / '),
        kilobytes(bytes(m.uncompressed)),
      ]),
    ),
  );
  return measured.map((m) => ({
    label: `first load, ${m.spec.name}: LCP on Slow 4G, CPU /${PHONE_PROFILE.cpuSlowdown}`,
    figure:
      `${seconds(lcp(m.compressed))}, ${kilobytes(bytes(m.compressed))}; ` +
      `${(lcp(m.compressed) / lcp(m.uncompressed)).toFixed(2)}x uncompressed ` +
      `(${seconds(lcp(m.uncompressed))}, ${kilobytes(bytes(m.uncompressed))})`,
    required: `LCP <= ${seconds(TARGET_LCP_MS)}`,
    pass: lcp(m.compressed) <= TARGET_LCP_MS,
  }));
}

/**
 * Each page's first load in Chromium on the phone profile, from the app serving the client as it
 * ships and, as the baseline, from the same app serving it without its compressed files, each on
 * its own copy of the demo database. Rounds interleave: every page on both servers, then again in
 * reverse order.
 */
async function measurePages(rounds: number): Promise<Check[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  const servers: Server[] = [];
  const template = await buildDemoTemplate();
  const browser = await launchBrowser();
  try {
    const clients = await buildClients(dir);
    for (const [name, webDist] of Object.entries(clients)) {
      const dataDir = path.join(dir, `data-${name}`);
      cpSync(template.dir, dataDir, { recursive: true });
      const env = { DATABASE_URL: undefined, DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: 'false' };
      servers.push(await startServer('server/main.ts', { ...env, LOG_LEVEL: 'warn' }, '/healthz'));
    }
    const [compressed, uncompressed] = servers as [Server, Server];
    const [specs, baselineSpecs] = await Promise.all([
      pagesOf(compressed.origin),
      pagesOf(uncompressed.origin),
    ]);
    const measured: Measured[] = specs.map((spec) => ({ spec, compressed: [], uncompressed: [] }));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? [...measured.keys()].reverse() : [...measured.keys()];
      for (const i of order) {
        const m = measured[i]!;
        const pairs = [
          () => firstLoad(browser, compressed.origin, m.spec).then((l) => m.compressed.push(l)),
          () =>
            firstLoad(browser, uncompressed.origin, baselineSpecs[i]!).then((l) => m.uncompressed.push(l)),
        ];
        for (const load of round % 2 ? pairs.reverse() : pairs) await load();
      }
    }
    return report(measured);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    template.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** First page loads in a browser; no load on the bench database: measured after the HTTP rounds. */
export function pageLoad(settings: Settings): Scenario {
  return {
    loads: [],
    after: () =>
      measurePages(settings.rounds).catch((error: unknown) => [
        {
          label: 'first page loads on the phone profile',
          figure: `not measured: ${(error as Error).message.slice(0, 160)}`,
          required: `LCP <= ${seconds(TARGET_LCP_MS)}`,
          pass: false,
        },
      ]),
  };
}
