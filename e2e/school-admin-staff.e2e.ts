import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../server/platform/mail/test-smtp-server.ts';
import { InvitePages } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { StaffPage } from './pages/staff.page.ts';
import { RIVERBANK } from './pages/subjects.page.ts';
import { axeViolations, launchBrowser, newContext } from './support/browser.ts';
import { apiSession } from './support/journey.ts';
import { startServer, type E2eServer } from './support/server.ts';

/** Where the journey leaves its screenshots, to be looked at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-staff';
const SIGN_IN_LINK = /https?:\/\/[^\s"<>]+\/sign-in\/link\/[A-Za-z0-9_-]+/;
const ADDRESS = 'new.teacher@school.test';
/** Until they set a name, an account made by an invitation is called by its address's local part. */
const NEW_NAME = 'new.teacher';

describe('a school admin runs the staff page', () => {
  let smtp: TestSmtpServer;
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
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

  async function mailTo(address: string, after: number): Promise<ReceivedMail> {
    const mails = await smtp.waitFor(after + 1, 30_000);
    const mail = mails.slice(after).find((m) => m.to.includes(address));
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }

  it('invites a teacher who accepts, grants and revokes subject creator, and removes them after confirming, by keyboard', async () => {
    const admin = await newPage();
    await new SignInPage(admin).signInFrom(`${RIVERBANK}/admin/staff`, 'admin@demo.test');
    const staff = new StaffPage(admin);
    await staff.waitForList();
    await staff.card('teacher@demo.test').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/staff-1280.png`, fullPage: true });

    // Invite a teacher of Year 8 Science by e-mail.
    const before = smtp.received.length;
    await staff.addresses().focus();
    await admin.keyboard.type(ADDRESS);
    await staff.subject().focus();
    await staff.subject().selectOption({ label: 'Year 8 Science' });
    await staff.press(staff.sendButton());
    await admin.getByText('An invitation was sent.').waitFor();
    const invited = staff.card(ADDRESS);
    await invited.getByText('Invitation pending').waitFor();
    await invited.getByText('to teach Year 8 Science').waitFor();

    // They sign in from the mail and accept.
    const mail = await mailTo(ADDRESS, before);
    const link = new URL(SIGN_IN_LINK.exec(mail.decoded)![0]).pathname;
    const teacher = await newPage();
    await teacher.goto(link);
    await teacher.getByRole('button', { name: 'Continue' }).click();
    await teacher.waitForURL(/\/invite\/[a-z0-9]+$/);
    await new InvitePages(teacher).acceptButton().click();
    // The account the invitation made is finished first: a name, and sign-in links.
    await teacher.getByRole('heading', { level: 1, name: 'Finish setting up your account' }).waitFor();
    await teacher.getByLabel('Your name').fill(NEW_NAME);
    await teacher.getByRole('radio', { name: 'With a link emailed to me each time' }).check();
    await teacher.getByRole('button', { name: 'Save and continue' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Year 8 Science', exact: true }).waitFor();

    // Now on Staff as accepted, teaching Year 8 Science.
    await admin.reload();
    await staff.waitForList();
    await staff.press(staff.search());
    await admin.keyboard.type(NEW_NAME);
    const card = staff.card(ADDRESS);
    await card.getByText('Accepted').waitFor();
    await card.getByText('Year 8 Science').waitFor();
    expect(await staff.list().getByRole('listitem').count()).toBe(1);

    // Grant subject creator, then revoke it, by keyboard.
    for (const step of ['grant', 'revoke'] as const) {
      await staff.press(card.getByRole('button', { name: `Change roles of ${NEW_NAME}` }));
      const dialog = staff.dialog(`Roles of ${NEW_NAME}`);
      await staff.press(dialog.getByRole('checkbox', { name: /Subject creator/ }), 'Space');
      if (step === 'grant') expect(await axeViolations(admin)).toEqual([]);
      await staff.press(dialog.getByRole('button', { name: 'Save roles' }));
      await dialog.waitFor({ state: 'detached' });
      const badge = card.getByText('Subject creator', { exact: true });
      if (step === 'grant') await badge.waitFor();
      else await badge.waitFor({ state: 'detached' });
    }

    // Remove them: the confirmation says where their subject goes, and nothing is lost.
    await staff.press(card.getByRole('button', { name: `Remove from school: ${NEW_NAME}` }));
    const confirm = staff.dialog(`Remove ${NEW_NAME} from Riverbank High School?`);
    await confirm.getByText('Year 8 Science stays with its other teacher.').waitFor();
    await confirm.getByText(/students keep their place and all their work/).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/staff-remove-1280.png` });
    await staff.press(confirm.getByRole('button', { name: `Remove ${NEW_NAME}` }));
    await admin.getByText(`${NEW_NAME} was removed from Riverbank High School.`).waitFor();
    await admin.getByText('No one matches these filters.', { exact: false }).waitFor();

    // Year 8 Science is still there, with its students, taught by its other teacher.
    const { headers } = await apiSession(teacher, 'teacher@demo.test');
    const subjects = await teacher.request.get('/v3/subjects?institutionId=1', { headers });
    expect(JSON.stringify(await subjects.json())).toContain('Year 8 Science');
  });

  it('reads well at 390 px, with no axe-core violations, and offers the admin no way to remove themselves', async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 390, height: 844 });
    await new SignInPage(admin).signInFrom(`${RIVERBANK}/admin/staff`, 'admin@demo.test');
    const staff = new StaffPage(admin);
    await staff.waitForList();
    expect(await axeViolations(admin)).toEqual([]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.screenshot({ path: `${SHOTS}/staff-390.png`, fullPage: true });
    // The admin's own card offers no Remove; the list says who they are.
    const own = staff.card('admin@demo.test');
    await own.getByText('(you)').waitFor();
    expect(await own.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  });
});
