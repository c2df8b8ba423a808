import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { LearningOutcome } from '../../common/outcomes/schema.ts';
import {
  readShippedSources,
  readSourcesAt,
  type SourceOnDisk,
} from '../../server/features/outcomes/curriculum-files.service.ts';
import { outcomesOf } from '../../server/test/curriculum-outcomes.ts';
import { sharedCurriculaDir } from '../../server/test/shared-curricula.ts';
import type { Check, Scenario } from '../harness.ts';
import { measureKeystrokes, type KeystrokeFigures } from '../outcome-search/keystrokes.ts';

/** Per keystroke, over every imported outcome (all curricula at once), in Node and in Chromium. */
const TARGET_P95_MS = 2;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every curriculum the platform reads: the shipped ones, and NSW and the NZ draft where present. */
async function everyOutcome(): Promise<LearningOutcome[]> {
  const sources: SourceOnDisk[] = await readShippedSources();
  try {
    const shared = sharedCurriculaDir();
    for (const folder of ['nsw-science-7-10-2023', 'nz-curriculum-science-draft-2025'])
      sources.push(...(await readSourcesAt(path.join(shared, folder))));
  } catch {
    // Without the data beside the checkout, the shipped curricula alone.
  }
  return outcomesOf(sources);
}

async function measureInChromium(outcomes: LearningOutcome[]): Promise<KeystrokeFigures> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir,
        minify: true,
        emptyOutDir: true,
        lib: {
          entry: path.resolve(import.meta.dirname, '../outcome-search/browser-entry.ts'),
          formats: ['iife'],
          name: 'outcomeSearchBench',
          fileName: () => 'search.js',
        },
      },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>outcome search</title>');
      await page.addScriptTag({ path: path.join(outDir, 'search.js') });
      return await page.evaluate((all) => window.measureOutcomeSearch(all), outcomes);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const check = (where: string, figures: KeystrokeFigures): Check => ({
  label: `outcome search per keystroke, ${figures.outcomes} outcomes, ${where}`,
  figure:
    `p95 ${figures.p95Ms.toFixed(2)} ms, p50 ${figures.p50Ms.toFixed(2)} ms over ${figures.keystrokes} keystrokes; ` +
    `${(figures.p95Ms / figures.baselineP95Ms).toFixed(1)}x a substring scan (p95 ${figures.baselineP95Ms.toFixed(2)} ms)`,
  required: `p95 <= ${TARGET_P95_MS} ms`,
  pass: figures.p95Ms <= TARGET_P95_MS,
});

/** The outcome search widget's search, with no server involved: measured after the HTTP rounds. */
export function outcomeSearch(): Scenario {
  return {
    loads: [],
    after: async () => {
      const outcomes = await everyOutcome();
      const checks = [check('Node', measureKeystrokes(outcomes))];
      checks.push(
        await measureInChromium(outcomes)
          .then((figures) => check('Chromium', figures))
          .catch((error: unknown) => ({
            label: 'outcome search per keystroke, Chromium',
            figure: `not measured: ${(error as Error).message.slice(0, 160)}`,
            required: `p95 <= ${TARGET_P95_MS} ms`,
            pass: false,
          })),
      );
      return checks;
    },
  };
}
