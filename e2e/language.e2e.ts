import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';

const TEACHER = 'teacher@demo.test';
const INVITED = 'language.journey@example.test';

/** The header's account menu, opened: where the language is chosen. */
async function openAccountMenu(page: Page) {
  await new AppHeaderPart(page).accountButton().click();
  const group = page.getByRole('group', { name: 'Language' });
  await group.waitFor();
  return group;
}

async function chooseLanguage(page: Page, name: 'English (Australia)' | 'English (United States)') {
  const group = await openAccountMenu(page);
  await group.getByRole('menuitem', { name }).click();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The date an invitation expires, as each language writes it in the panel ('10 Dec 2026', 'Dec 10, 2026'). */
const expiryIn = (language: 'en-AU' | 'en-US', iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

describe('choosing the interface language', () => {
  let journey: Journey;
  /** Year 7 Science's page, with one e-mail invitation waiting, and when it expires. */
  let subjectUrl: string;
  let expiresOn: string;

  beforeAll(async () => {
    journey = await startJourney();
    const { page } = await journey.newPage();
    const { headers } = await apiSession(page, TEACHER);
    const institutionId = Number(RIVERBANK.split('-').at(-1));
    const { subjects } = (await (
      await page.request.get(`/v3/subjects?institutionId=${institutionId}`)
    ).json()) as {
      subjects: { id: number; name: string; subjectUrl: string }[];
    };
    const subject = subjects.find((s) => s.name === 'Year 7 Science');
    if (!subject) throw new Error('the demo teacher has no Year 7 Science');
    subjectUrl = subject.subjectUrl;
    const invited = await page.request.post('/v3/roleInvitations/actions/magicEnsureUser', {
      headers,
      data: { emailAddresses: [INVITED], role: 'student', subjectId: subject.id, institutionId },
    });
    expect(invited.status()).toBe(200);
    const { roleInvitations } = (await (
      await page.request.get(`/v3/subjects/${subject.id}/roleInvitations`)
    ).json()) as { roleInvitations: { emailAddress: string | null; expiresOn: string | null }[] };
    const invitation = roleInvitations.find((i) => i.emailAddress === INVITED);
    if (!invitation?.expiresOn) throw new Error('the e-mail invitation has no expiry');
    expiresOn = invitation.expiresOn;
  });
  afterAll(() => journey.close());

  it('switches a teacher to US dates and spelling at once, kept on reload and at the next sign-in', async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(subjectUrl, TEACHER);
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science', exact: true }).waitFor();
    const expiry = () =>
      page.getByTestId('pending-email-invitations').getByRole('row').filter({ hasText: INVITED });

    // The browser prefers en-AU and the teacher has not chosen.
    expect(await htmlLang(page)).toBe('en-AU');
    await expiry().getByText(expiryIn('en-AU', expiresOn), { exact: true }).waitFor();

    await chooseLanguage(page, 'English (United States)');
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await expiry().getByText(expiryIn('en-US', expiresOn), { exact: true }).waitFor();
    expect(expiryIn('en-US', expiresOn)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page
      .getByTestId('invitation-panel')
      .getByRole('button', { name: 'Reset code', exact: true })
      .click();
    const reset = page.getByRole('dialog', { name: 'Reset the class code?' });
    await reset.getByText(/stop working right away/).waitFor();
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await reset.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science', exact: true }).waitFor();
    await expiry().getByText(expiryIn('en-US', expiresOn), { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    expect(await axeViolations(page)).toEqual([]);
    const group = await openAccountMenu(page);
    expect(
      await group.getByRole('menuitem', { name: 'English (United States)' }).getAttribute('aria-current'),
    ).toBe('true');
    await page.keyboard.press('Escape');

    // US spelling on the subjects page too.
    await page.getByRole('link', { name: 'Back to Riverbank High School' }).click();
    await page.getByText(/drag the cards to organize them/).waitFor();

    // Another browser (preferring en-AU) signs in: the saved choice wins; signed out, the browser's.
    const { page: elsewhere } = await journey.newPage();
    await elsewhere.goto('/sign-in');
    await elsewhere.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await htmlLang(elsewhere)).toBe('en-AU');
    await new SignInPage(elsewhere).signInFrom(subjectUrl, TEACHER);
    await elsewhere.getByRole('heading', { level: 1, name: 'Year 7 Science', exact: true }).waitFor();
    expect(await htmlLang(elsewhere)).toBe('en-US');
    await elsewhere
      .getByTestId('pending-email-invitations')
      .getByText(expiryIn('en-US', expiresOn), { exact: true })
      .waitFor();
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('spells the US way for someone who chose US English', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'newcomer@demo.test');
    await page.getByRole('heading', { name: 'Enrol in a subject' }).waitFor();
    await page.getByText(/school or organisation/).waitFor();

    await chooseLanguage(page, 'English (United States)');
    await page.getByRole('heading', { name: 'Enroll in a subject' }).waitFor();
    await page.getByText(/school or organization/).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Enroll in a subject' }).waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    expect(await axeViolations(page)).toEqual([]);

    await chooseLanguage(page, 'English (Australia)');
    await page.getByRole('heading', { name: 'Enrol in a subject' }).waitFor();
    expect(await htmlLang(page)).toBe('en-AU');
  });
});
