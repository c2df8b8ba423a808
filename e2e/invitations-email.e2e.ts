import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../server/platform/mail/test-smtp-server.ts';
import { axeViolations, launchBrowser, newContext } from './support/browser.ts';
import { startServer, type E2eServer } from './support/server.ts';
import { InvitationPanel, InvitePages } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

/** The path of the first link in a mail that matches `pattern` (the mail's host is PUBLIC_URL's). */
function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.decoded);
  if (!match) throw new Error(`no link matching ${String(pattern)} in:\n${mail.decoded}`);
  return new URL(match[0]).pathname;
}

const SIGN_IN_LINK = /https?:\/\/[^\s"<>]+\/sign-in\/link\/[A-Za-z0-9_-]+/;

/** The page a sign-in link opens signs in only when the person continues. */
async function continueFromLinkPage(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in with your email link' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}
const INVITE_LINK = /https?:\/\/[^\s"<>]+\/invite\/[a-z0-9]+/;

describe('invitations by e-mail, received over SMTP and followed', () => {
  let smtp: TestSmtpServer;
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await newContext(browser, server.baseUrl);
    contexts.push(context);
    return context.newPage();
  }

  async function openSubjectAsTeacher(name: string): Promise<{ page: Page; panel: InvitationPanel }> {
    const page = await newPage();
    await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
    const subjects = new SubjectsPage(page);
    await subjects.waitForList();
    await subjects.item(name).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    const panel = new InvitationPanel(page);
    await panel.classCode();
    return { page, panel };
  }

  /** Waits for the mail to `address`, counting from `after` mails already received. */
  async function mailTo(address: string, after: number): Promise<ReceivedMail> {
    const mails = await smtp.waitFor(after + 1, 30_000);
    const mail = mails.slice(after).find((m) => m.to.includes(address));
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }

  it('invites a new student, whose one-time link signs them in to accept and land in the subject', async () => {
    const address = 'new.pupil@school.test';
    const { page: teacher, panel } = await openSubjectAsTeacher('Year 8 Science');
    const before = smtp.received.length;
    await panel.inviteByEmail(address, 'Students');
    await teacher.getByText('Invitation sent to 1 person.').waitFor();
    await panel.pendingRows().filter({ hasText: address }).waitFor();

    const mail = await mailTo(address, before);
    expect(mail.decoded).toContain('Join Year 8 Science at Riverbank High School');
    const signInLink = linkIn(mail, SIGN_IN_LINK);

    // A mail scanner fetches the link before the pupil does, in this form and in the form older
    // mails carry (which leads to the same page); neither uses it up.
    const token = signInLink.split('/').pop()!;
    for (const path of [signInLink, `/v3/auth/signInLink/${token}`]) {
      const scanned = await fetch(new URL(path, server.baseUrl), { headers: { accept: 'text/html' } });
      expect(scanned.status).toBe(200);
      expect(scanned.headers.get('set-cookie')).toBeNull();
    }

    const pupil = await newPage();
    await pupil.goto(signInLink);
    await pupil.getByRole('heading', { level: 1, name: 'Sign in with your email link' }).waitFor();
    expect(await axeViolations(pupil)).toEqual([]);
    await continueFromLinkPage(pupil);
    await pupil.waitForURL(/\/invite\/[a-z0-9]+$/);
    const invite = new InvitePages(pupil);
    await invite.heading('Join Year 8 Science').waitFor();
    await pupil.getByText('Signed in as new.pupil', { exact: false }).waitFor();
    expect(await axeViolations(pupil)).toEqual([]);
    await invite.acceptButton().click();
    // The account the invitation made has no name nor password yet: the pupil chooses links.
    await pupil.getByRole('heading', { level: 1, name: 'Finish setting up your account' }).waitFor();
    expect(await axeViolations(pupil)).toEqual([]);
    await pupil.getByLabel('Your name').fill('Nova Pupil');
    await pupil.getByRole('radio', { name: 'With a link emailed to me each time' }).check();
    await pupil.getByRole('button', { name: 'Save and continue' }).click();
    await pupil.waitForURL(/\/app\/riverbank-high-1\/sci-8b-\d+$/);
    await pupil.getByRole('heading', { level: 1, name: 'Year 8 Science', exact: true }).waitFor();

    // The link works once: opened again, in another browser, it says so and leads to the invitation.
    const later = await newPage();
    await later.goto(signInLink);
    await continueFromLinkPage(later);
    await later.getByText('This link has already been used or has expired').waitFor();
    await later.getByText('Each sign-in link works once, and only for a while.', { exact: false }).waitFor();
    expect(await axeViolations(later)).toEqual([]);
    await later.getByRole('link', { name: 'Go on' }).click();
    await later.waitForURL(/\/invite\/[a-z0-9]+$/);

    // The teacher sees them among those who joined, and no longer as waiting.
    await teacher.reload();
    await panel.joinedRows().filter({ hasText: 'Nova Pupil' }).waitFor();
    await teacher.getByText('No email invitations are waiting.').waitFor();
  });

  it('invites a co-teacher, who signs in from the link, accepts, teaches the subject and is told whom to ask to create one', async () => {
    const { page: teacher, panel } = await openSubjectAsTeacher('Year 8 Science');
    const before = smtp.received.length;
    await panel.inviteByEmail('newcomer@demo.test', 'Co-teachers');
    await teacher.getByText('Invitation sent to 1 person.').waitFor();
    const row = panel.pendingRows().filter({ hasText: 'newcomer@demo.test' });
    expect(await row.textContent()).toContain('Co-teacher');

    // Someone with a password gets the invitation page, not a sign-in link.
    const mail = await mailTo('newcomer@demo.test', before);
    expect(mail.decoded).toContain('Teach Year 8 Science at Riverbank High School');
    const invitePath = linkIn(mail, INVITE_LINK);

    const colleague = await newPage();
    await colleague.goto(invitePath);
    const invite = new InvitePages(colleague);
    await invite.heading('Teach Year 8 Science').waitFor();
    await colleague.getByRole('link', { name: 'Sign in to accept' }).click();
    await new SignInPage(colleague).signIn('newcomer@demo.test');
    await colleague.waitForURL(`**${invitePath}`);
    await invite.acceptButton().click();
    await colleague.waitForURL(/\/app\/riverbank-high-1\/sci-8b-\d+$/);
    await colleague.getByRole('heading', { level: 1, name: 'Year 8 Science', exact: true }).waitFor();
    // As a teacher of the subject: listed among its teachers, with the invitation panel.
    const teachers = colleague.getByRole('region', { name: 'Teachers' });
    await teachers.getByText('Nia Newcomer', { exact: true }).waitFor();
    await new InvitationPanel(colleague).panel().waitFor();

    // On the school's page they may update that subject but not create one: whom to ask, and no form.
    await colleague.goto('/app/riverbank-high-1');
    const notice = colleague.getByRole('region', { name: 'Want to create a subject?' });
    await notice
      .getByText('Only subject creators at Riverbank High School can create subjects.', { exact: false })
      .waitFor();
    await notice.getByText('Ada Admin', { exact: false }).waitFor();
    expect(await notice.getByRole('link', { name: 'admin@demo.test' }).getAttribute('href')).toBe(
      'mailto:admin@demo.test',
    );
    expect(await colleague.getByRole('button', { name: 'Create subject' }).count()).toBe(0);
    expect(await axeViolations(colleague)).toEqual([]);
  });

  it('resends the waiting invitations, or one of them, and deactivates one', async () => {
    const address = 'late.pupil@school.test';
    const { page: teacher, panel } = await openSubjectAsTeacher('Year 10 Physics');
    let before = smtp.received.length;
    await panel.inviteByEmail(address);
    await mailTo(address, before);
    const row = panel.pendingRows().filter({ hasText: address });
    await row.waitFor();

    before = smtp.received.length;
    await panel.button('Resend all').click();
    await teacher.getByText('1 invitation sent again.').waitFor();
    const again = await mailTo(address, before);
    expect(again.decoded).toContain('Join Year 10 Physics');

    before = smtp.received.length;
    await row.getByRole('button', { name: `Resend the invitation to ${address}` }).click();
    expect((await mailTo(address, before)).decoded).toContain('Join Year 10 Physics');

    await row.getByRole('button', { name: `Deactivate the invitation for ${address}` }).click();
    await teacher.getByText(`The invitation for ${address} was deactivated.`).waitFor();
    await row.waitFor({ state: 'detached' });
    const invitePath = linkIn(again, SIGN_IN_LINK);
    const pupil = await newPage();
    await pupil.goto(invitePath);
    await continueFromLinkPage(pupil);
    await new InvitePages(pupil).heading('This invitation has been turned off').waitFor();
  });
});
