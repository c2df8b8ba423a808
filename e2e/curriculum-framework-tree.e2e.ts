import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  californiaCasePackage,
  repairedOpenSaltSample,
} from '../server/features/outcomes/case-package.fixtures.ts';
import { axeViolations, shotPath } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The Californian demo school, offered a US framework an operator imports. */
const BAYVIEW = '/app/bayview-middle-3';
const CODE = 'US_OPENSALT_SAMPLE';
/** California's mathematics as CASE Network 2 publishes it, eight levels deep. */
const DEEP = 'US_CA_MATHS_CASE';

/** Runs `npm run curricula:import` on the journey's database, as an operator would. */
function importPackage(dataDir: string, name: string, pkg: unknown, args: readonly string[]): string {
  const file = path.join(dataDir, name);
  writeFileSync(file, JSON.stringify(pkg));
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/import-curricula.ts', file, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('a teacher browses a CASE framework as its tree and reads how its outcomes relate', () => {
  let journey: Journey;
  let dataDir: string;
  let importOutput: string;

  beforeAll(async () => {
    // The operator imports OpenSALT's published sample framework (CCSS 6.RP and 7.RP, three levels,
    // 23 associations) into a copy of the demo database, as `npm run curricula:import` does.
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-framework-'));
    cpSync(inject('e2eDemoTemplate'), dataDir, { recursive: true });
    importOutput = importPackage(dataDir, 'what-standards-could-be.json', repairedOpenSaltSample(), [
      '--code',
      CODE,
      '--name',
      'What Standards Could Be',
    ]);
    importPackage(dataDir, 'california-math.json', californiaCasePackage(), [
      '--code',
      DEEP,
      '--name',
      'California Mathematics (CASE Network)',
      '--licence',
      'CC BY 4.0',
    ]);
    journey = await startJourney({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await journey?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the import says how many items, how deep, and how many associations it kept', () => {
    expect(importOutput).toContain('16 items, 3 level(s) deep, 14 to tag and 2 grouping them');
    expect(importOutput).toContain('23 association(s) besides the tree kept');
  });

  for (const viewport of WIDTHS) {
    it(`opens a level by keyboard and an outcome with its related outcomes, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(
        `${BAYVIEW}/curriculum?curriculum=${CODE}`,
        'bayview.teacher@demo.test',
      );
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;

      const tree = page.getByRole('region', { name: 'Outcomes by their place in the framework' });
      await tree.waitFor();
      // The top two levels (clusters, standards) start open, so a standard's components show.
      await tree.getByText('Understand ratio concepts and use ratio reasoning to solve problems.').waitFor();
      const components = tree.getByText(/Make tables of equivalent ratios/);
      await components.waitFor();
      const toggle = tree.getByRole('button', { name: 'Outcomes under CCSS.Math.Content.6.RP.A.3 (4)' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // By keyboard, the standard's components close and open again.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await components.waitFor({ state: 'detached' });
      await page.keyboard.press('Enter');
      await components.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`framework-tree-${viewport.width}.png`), fullPage: true });

      // The standard before it opens by keyboard, with what it comes before.
      await tree
        .getByRole('button', { name: /Understand the concept of a ratio and use ratio language/ })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const related = dialog.getByRole('region', { name: 'Related outcomes' });
      await related.getByText('Comes before').waitFor();
      await related.getByRole('button', { name: /CCSS\.Math\.Content\.6\.RP\.A\.2/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`framework-outcome-${viewport.width}.png`) });

      // Following it opens the next standard, which says what comes after.
      await related.getByRole('button', { name: /CCSS\.Math\.Content\.6\.RP\.A\.2/ }).click();
      await dialog.getByRole('region', { name: 'Related outcomes' }).getByText('Comes after').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }

  for (const viewport of WIDTHS) {
    it(`opens a deep framework down to a standard's components by keyboard, ${viewport.width} px wide`, async () => {
      const { page, consoleErrors } = await journey.newPage();
      await page.setViewportSize(viewport);
      await new SignInPage(page).signInFrom(
        `${BAYVIEW}/curriculum?curriculum=${DEEP}`,
        'bayview.teacher@demo.test',
      );
      await page.getByRole('heading', { level: 1, name: 'Curriculum' }).waitFor();
      const errorsSignedOut = consoleErrors.length;
      const tree = page.getByRole('region', { name: 'Outcomes by their place in the framework' });
      await tree.waitFor();
      // Grade 5's own list item: the innermost that holds its button.
      const grade5 = tree
        .locator('li', { has: page.getByRole('button', { name: /^Outcomes under Grade 5 \(/ }) })
        .last();
      const openByKeyboard = async (name: RegExp) => {
        const toggle = grade5.getByRole('button', { name });
        await toggle.focus();
        await page.keyboard.press('Enter');
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      };
      await openByKeyboard(/^Outcomes under Number & Operations—Fractions \(/);
      await openByKeyboard(/^Outcomes under 5\.NF\.B \(/);
      await openByKeyboard(/^Outcomes under 5\.NF\.B\.4 \(/);
      await grade5.getByText(/^5\.NF\.B\.4\.a/).waitFor();
      await grade5.getByText('Cluster · Grade 5').first().waitFor();
      await grade5
        .getByRole('button', { name: /^Outcomes under Number & Operations—Fractions/ })
        .scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shotPath(`framework-deep-${viewport.width}.png`) });
      expect(consoleErrors.slice(errorsSignedOut)).toEqual([]);
    });
  }
});
