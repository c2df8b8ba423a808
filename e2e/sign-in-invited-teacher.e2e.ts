import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../server/platform/mail/test-smtp-server.ts';
import { axeViolations, launchBrowser, newContext } from './support/browser.ts';
import { startServer, type E2eServer } from './support/server.ts';
import { AppHeaderPart } from './pages/app-header.page.ts';
import { InvitationPanel, InvitePages } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

const ADDRESS = 'nia.teacher@school.test';
const FIRST_PASSWORD = 'river stones and ferns';
const SECOND_PASSWORD = 'ferns by the river bank';
/** A long journey of many pages, each checked with axe, on a machine that may be busy. */
const JOURNEY_TIMEOUT_MS = 300_000;
const SUBJECT_PATH = /\/app\/riverbank-high-1\/sci-8b-\d+$/;

function pathOfLink(mail: ReceivedMail, page: 'sign-in/link' | 'reset-password'): string {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}/[A-Za-z0-9_-]+`).exec(mail.decoded);
  if (!match) throw new Error(`no ${page} link in:\n${mail.decoded}`);
  return new URL(match[0]).pathname;
}

describe('an invited teacher sets a password, signs out and signs in again', () => {
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
  async function mailTo(address: string, after: number): Promise<ReceivedMail> {
    const mails = await smtp.waitFor(after + 1, 30_000);
    const mail = mails.slice(after).find((m) => m.to.includes(address));
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }
  const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });

  it(
    'accepts by e-mail, sets a name and password, signs out, signs in, and resets a forgotten password',
    async () => {
      // A teacher invites a colleague who has no account: the mail carries a one-time sign-in link.
      const teacher = await newPage();
      await new SignInPage(teacher).signInFrom(RIVERBANK, 'teacher@demo.test');
      const subjects = new SubjectsPage(teacher);
      await subjects.waitForList();
      await subjects.item('Year 8 Science').getByRole('link').first().click();
      const panel = new InvitationPanel(teacher);
      await panel.classCode();
      let before = smtp.received.length;
      await panel.inviteByEmail(ADDRESS, 'Co-teachers');
      const invitation = await mailTo(ADDRESS, before);

      const nia = await newPage();
      await nia.goto(pathOfLink(invitation, 'sign-in/link'));
      await nia.getByRole('button', { name: 'Continue' }).click();
      await new InvitePages(nia).acceptButton().click();

      // Accepting leads to setting the account up, then on to the subject.
      await nia.getByRole('heading', { level: 1, name: 'Finish setting up your account' }).waitFor();
      expect(await axeViolations(nia)).toEqual([]);
      await nia.getByLabel('Your name').fill('Nia Teacher');
      await nia.getByLabel('Password', { exact: true }).fill('short');
      await nia.getByRole('button', { name: 'Save and continue' }).click();
      await nia.getByText('Must be at least 8 characters.').waitFor();
      expect(await axeViolations(nia)).toEqual([]);
      await nia.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
      await nia.getByRole('button', { name: 'Save and continue' }).click();
      await nia.waitForURL(SUBJECT_PATH);
      await nia.getByRole('button', { name: 'Signed in as Nia Teacher' }).waitFor();

      // Signed out, she signs in again with her password; a wrong one first, whose message takes the focus.
      await new AppHeaderPart(nia).signOut();
      await signInHeading(nia).waitFor();
      const signIn = new SignInPage(nia);
      await signIn.signIn(ADDRESS, 'not my password');
      const failure = nia.getByRole('alert');
      await failure.getByText('Incorrect email or password.', { exact: false }).waitFor();
      expect(await failure.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await axeViolations(nia)).toEqual([]);
      await signIn.signIn(ADDRESS, FIRST_PASSWORD);
      await nia.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await nia.getByRole('button', { name: 'Signed in as Nia Teacher' }).waitFor();

      // Forgotten, from a new browser: the sign-in page mails a reset link.
      const later = await newPage();
      await later.goto('/sign-in');
      await later.getByRole('link', { name: 'Forgot your password?' }).click();
      await later.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      expect(await axeViolations(later)).toEqual([]);
      before = smtp.received.length;
      await later.getByLabel('Email address').fill(ADDRESS);
      await later.getByRole('button', { name: 'Send the link' }).click();
      await later
        .getByText(`If an account uses ${ADDRESS}, we've sent it a link.`, { exact: false })
        .waitFor();
      expect(await axeViolations(later)).toEqual([]);
      const reset = await mailTo(ADDRESS, before);
      expect(reset.decoded).toContain('Choose a new password');

      await later.goto(pathOfLink(reset, 'reset-password'));
      await later.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      expect(await axeViolations(later)).toEqual([]);
      await later.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
      await later.getByRole('button', { name: 'Save password and sign in' }).click();
      await later.getByRole('button', { name: 'Signed in as Nia Teacher' }).waitFor();

      // The reset signed her other browser out; the new password works there, the old one does not.
      await nia.goto('/');
      await signInHeading(nia).waitFor();
      await signIn.signIn(ADDRESS, FIRST_PASSWORD);
      await nia.getByText('Incorrect email or password.', { exact: false }).waitFor();
      await signIn.signIn(ADDRESS, SECOND_PASSWORD);
      await nia.getByRole('button', { name: 'Signed in as Nia Teacher' }).waitFor();

      // The sign-in link page, for those who chose links, answers alike for any address.
      const someone = await newPage();
      await someone.goto('/sign-in');
      await someone.getByRole('link', { name: 'Email me a sign-in link' }).click();
      // The sign-in form has an address field too: fill the new page's only once it is there.
      await someone.getByRole('heading', { level: 1, name: 'Email me a sign-in link' }).waitFor();
      await someone.getByLabel('Email address').fill('nobody@school.test');
      await someone.getByRole('button', { name: 'Send the link' }).click();
      await someone
        .getByText("If an account uses nobody@school.test, we've sent it a link.", { exact: false })
        .waitFor();
      expect(await axeViolations(someone)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "signs in a handful of people from the school's one address while a stranger's guesses fail",
    async () => {
      const people = [
        'teacher@demo.test',
        'student@demo.test',
        'hillside.teacher@demo.test',
        'bayview.teacher@demo.test',
      ];
      for (const email of people) {
        const page = await newPage();
        await new SignInPage(page).signInFrom('/', email);
        await page.getByRole('button', { name: /^Signed in as / }).waitFor();
      }
      const stranger = await newPage();
      await stranger.goto('/sign-in');
      const guesser = new SignInPage(stranger);
      const answerTo = async (password: string) => {
        const answer = stranger.waitForResponse((response) => response.url().endsWith('/v3/auth/login'));
        await guesser.signIn(ADDRESS, password);
        return (await answer).status();
      };
      // Ten failures on the account from this address (one was Nia's own typo) lock it here.
      let answer = 401;
      for (let guess = 1; answer === 401 && guess <= 11; guess++) answer = await answerTo(`guess ${guess}`);
      expect(answer).toBe(429);
      // From the stranger's browser even the right password is refused now.
      expect(await answerTo(SECOND_PASSWORD)).toBe(429);
      await stranger.getByText('Too many sign-in attempts.', { exact: false }).waitFor();
      expect(await axeViolations(stranger)).toEqual([]);

      // Nia's own browser has signed in before: the stranger's guesses do not stop her.
      const nia = contexts[1]!.pages()[0]!;
      await new AppHeaderPart(nia).signOut();
      await signInHeading(nia).waitFor();
      await new SignInPage(nia).signIn(ADDRESS, SECOND_PASSWORD);
      await nia.getByRole('button', { name: 'Signed in as Nia Teacher' }).waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
