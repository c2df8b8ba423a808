import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '../server/test/engines.ts';
import { axeViolations, launchBrowser, newContext, shotPath } from './support/browser.ts';
import { startServer, type E2eServer } from './support/server.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

/**
 * Records every state each subject item shows, in order, from now on: a duplicate can finish
 * faster than a person (or a test) could look twice, so the page keeps the history itself.
 */
async function recordItemStates(page: Page): Promise<() => Promise<Record<string, string[]>>> {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    const record = () => {
      for (const item of document.querySelectorAll<HTMLElement>('[data-testid="subject-item"]')) {
        const name = item.querySelector('[data-testid="subject-name"]')?.textContent ?? '';
        const states = (seen[name] ??= []);
        const state = item.dataset.state ?? '';
        if (states.at(-1) !== state) states.push(state);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    (window as unknown as { itemStates: typeof seen }).itemStates = seen;
  });
  return () =>
    page.evaluate(() => (window as unknown as { itemStates: Record<string, string[]> }).itemStates);
}

describe('duplicating a subject', () => {
  let journey: Journey;
  beforeAll(async () => {
    // Held back, as a busy queue would: an idle queue can finish the copy before the teacher's
    // own request has answered, and then the copy is first seen ready.
    journey = await startJourney({ DUPLICATE_JOB_DELAY_MS: '8000' });
  });
  afterAll(() => journey.close());

  it('shows the copy duplicating, then as a normal item once the copy is ready, without a reload', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    const states = await recordItemStates(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The dialog names the copy as the original plus ' (copy)'; the teacher may rename it and give it a code.
    await subjects.chooseFromMenu('Year 8 Science', 'Duplicate');
    const dialog = page.getByRole('dialog', { name: 'Duplicate subject' });
    const name = dialog.getByLabel('Name of the copy');
    expect(await name.inputValue()).toBe('Year 8 Science (copy)');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shotPath('duplicate-dialog-1280.png') });
    await name.fill('');
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await dialog.getByText('Please fill in this field.').waitFor();
    await name.fill('Year 8 Science (copy)');
    await dialog.getByLabel('Subject code').fill('8SCI-B');
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const copy = subjects.item('Year 8 Science (copy)');
    await copy.getByRole('link', { name: /Year 8 Science \(copy\)/ }).waitFor({ timeout: 40_000 });
    expect(await copy.getAttribute('data-state')).toBe('ready');
    await copy.getByRole('button', { name: 'More actions for Year 8 Science (copy)' }).waitFor();

    expect((await states())['Year 8 Science (copy)']).toEqual(['duplicating', 'ready']);
    expect(navigations).toEqual([]);
    await copy.getByText('8SCI-B').waitFor();

    await page.reload();
    await subjects.waitForList();
    expect(await subjects.names()).toContain('Year 8 Science (copy)');
  });
});

/**
 * A subject cannot be deleted while a copy of it is being made; a copy still fails when its source
 * goes in the moment before the copy is recorded, and then shows it (spec 4). The API refuses the
 * delete, so this journey runs its server on a PostgreSQL database of its own and plays that
 * moment straight in the database. The server holds duplication jobs back for a moment
 * (DUPLICATE_JOB_DELAY_MS), as a busy queue would.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a duplicate whose source goes (on PostgreSQL)', () => {
  let database: TestDatabase;
  let server: E2eServer;
  let browser: Browser;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    server = await startServer({ DATABASE_URL: database.url!, DUPLICATE_JOB_DELAY_MS: '12000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it('refuses to delete the source while copying, and shows a failed copy, live, which can be deleted', async () => {
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    const sourceId = Number(await subjects.item('Year 10 Physics').getAttribute('data-subject-id'));

    await subjects.duplicate('Year 10 Physics');
    const copy = subjects.item('Year 10 Physics (copy)');
    await copy.waitFor();
    expect(
      await copy.getAttribute('data-state'),
      'the server must hold duplication jobs back for DUPLICATE_JOB_DELAY_MS ms',
    ).toBe('duplicating');
    await copy.getByText('Duplicating…').waitFor();

    await subjects.deleteSubject('Year 10 Physics');
    await page
      .getByText('A copy of this subject is being made; it can be deleted once the copy is ready')
      .waitFor();
    expect(await subjects.names()).toContain('Year 10 Physics');

    // The source goes just before the copy was recorded (another teacher's delete, a moment earlier).
    await database.database.db.execute(sql`update subjects set deleted_on = now() where id = ${sourceId}`);
    await copy.getByText('Copy failed').waitFor({ timeout: 30_000 });
    expect(await copy.getAttribute('data-state')).toBe('duplicating_failed');
    expect(await copy.getByRole('link').count()).toBe(0);

    await subjects.deleteSubject('Year 10 Physics (copy)');
    await copy.waitFor({ state: 'detached' });
    await page.reload();
    await subjects.waitForList();
    expect(await subjects.names()).not.toContain('Year 10 Physics (copy)');
  });
});
