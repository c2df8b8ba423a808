import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { DEMO_CODES, InvitePages } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const normalised = (code: string) => code.toLowerCase().replace(/-/g, '');

/** Signs in on the sign-in page and comes back to `path` (invite pages never send anyone there). */
async function signInAndReturn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(path)}`);
  await new SignInPage(page).signIn(email);
  await page.waitForURL(`**${path}`);
}

describe('joining by link and the invite pages', () => {
  let journey: Journey;
  let physicsCode: string;
  beforeAll(async () => {
    journey = await startJourney();
    // Set-up: the class code of Year 10 Physics, which no demo student is in yet.
    const { page } = await journey.newPage();
    const { headers } = await apiSession(page, 'teacher@demo.test');
    const list = await page.request.get('/v3/subjects?institutionId=1');
    const { subjects } = (await list.json()) as { subjects: { id: number; name: string }[] };
    const physics = subjects.find((s) => s.name === 'Year 10 Physics');
    const res = await page.request.post('/v3/roleInvitations/actions/ensureMultiUse', {
      headers,
      data: { subjectId: physics?.id },
    });
    physicsCode = ((await res.json()) as { roleInvitation: { code: string } }).roleInvitation.code;
  });
  afterAll(() => journey.close());

  it('forwards /join to /invite, in place of it in history, signed out', async () => {
    const { page } = await journey.newPage();
    await page.goto('/sign-in');
    await page.goto('/join');
    await page.waitForURL('**/invite');
    await new InvitePages(page).heading('Join with a class code').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL('**/sign-in');
  });

  it('follows a link signed out: sees what it is for, signs in, comes back, accepts and lands in the subject', async () => {
    const { page } = await journey.newPage();
    const invite = new InvitePages(page);
    await page.goto(`/app/useInvitationCode/${physicsCode}`);
    await page.waitForURL(`**/invite/${physicsCode}`);
    await invite.heading('Join Year 10 Physics').waitFor();
    expect(await invite.detail('invitation-subject')).toBe('Year 10 Physics');
    expect(await invite.detail('invitation-institution')).toBe('Riverbank High School');
    expect(await invite.acceptButton().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=/);
    await new SignInPage(page).signIn('newcomer@demo.test');
    await page.waitForURL(`**/invite/${physicsCode}`);
    await invite.acceptButton().waitFor();
    await page.getByText('Signed in as', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await invite.acceptButton().click();
    await page.waitForURL(/\/app\/riverbank-high-1\/phy-10-\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Year 10 Physics', exact: true }).waitFor();
  });

  it('shows the accept screen signed in on the useInvitationCode route', async () => {
    const { page } = await journey.newPage();
    await signInAndReturn(page, `/app/useInvitationCode/${physicsCode}`, 'student@demo.test');
    const invite = new InvitePages(page);
    await invite.heading('Join Year 10 Physics').waitFor();
    await invite.acceptButton().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('tells someone already in the subject so, with no accept, and takes them to it', async () => {
    const { page } = await journey.newPage();
    await signInAndReturn(page, `/invite/${normalised(DEMO_CODES.active)}`, 'student@demo.test');
    const invite = new InvitePages(page);
    await invite.heading('Join Year 7 Science').waitFor();
    await page.getByText("You're already in this subject").waitFor();
    expect(await invite.acceptButton().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open subject' }).click();
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/riverbank-high-1\/sci-7a-\d+$/);
  });

  it('has its own page for a wrong, an expired and a turned-off code, each with a way home', async () => {
    const { page } = await journey.newPage();
    const invite = new InvitePages(page);
    await page.goto('/invite');
    await invite.enterCode('abc');
    await page.getByText('Class codes are at least 6 characters long.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/invite');

    await invite.enterCode('ABCD-EFGH-JKMN');
    await page.waitForURL('**/invite/abcdefghjkmn');
    await invite.heading("This code doesn't work").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/invite/${DEMO_CODES.expired}`);
    await invite.heading('This invitation has expired').waitFor();
    await page.goto(`/invite/${normalised(DEMO_CODES.inactive)}`);
    await invite.heading('This invitation has been turned off').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Go home' }).click();
    // Home needs a signed-in person: the visitor is asked to sign in.
    await page.waitForURL('**/sign-in');
  });
});
