import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../server/platform/mail/test-smtp-server.ts';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { EVERY_KIND, publishLesson, YEAR_7 } from './support/lessons.ts';
import { InvitationPanel, InvitePages } from './pages/invitations.page.ts';
import { ClassView, StudentLesson } from './pages/lessons.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const CO_TEACHER = 'hillside.teacher@demo.test';
/** Three people, an invitation by mail and several dialogs checked with axe, on a machine that may be busy. */
const JOURNEY_TIMEOUT_MS = 240_000;

/** The invitation page a mail links to, as a path of the server under test. */
function invitationPathOf(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9]+/.exec(mail.decoded);
  if (!match) throw new Error(`no invitation link in:\n${mail.decoded}`);
  return new URL(match[0]).pathname;
}

/** Signs in on the sign-in page and comes back to `path`. */
async function signInAndReturn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(path)}`);
  await new SignInPage(page).signIn(email);
  await page.waitForURL(`**${path}`);
}

describe('two teachers mark one answer', () => {
  let smtp: TestSmtpServer;
  let journey: Journey;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    journey = await startJourney({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await journey?.close();
    await smtp?.close();
  });

  it(
    'the second to save is told the mark changed, sees the first mark, and replaces it knowingly; the student sees it live',
    async () => {
      const tessa = await journey.newPage();
      const shortAnswer = EVERY_KIND.filter((item) => item.kind === 'shortAnswer');
      const id = await publishLesson(tessa.page, { title: 'Ice', items: shortAnswer });
      const lessonPath = `${YEAR_7.path}/lessons/${id}`;

      // Tessa invites a colleague from Hillside College to teach Year 7 Science with her.
      await new SignInPage(tessa.page).signInFrom(YEAR_7.path, 'teacher@demo.test');
      const panel = new InvitationPanel(tessa.page);
      await panel.classCode();
      const before = smtp.received.length;
      await panel.inviteByEmail(CO_TEACHER, 'Co-teachers');
      const mails = await smtp.waitFor(before + 1, 30_000);
      const invitation = mails.slice(before).find((mail) => mail.to.includes(CO_TEACHER));
      if (!invitation) throw new Error(`no mail to ${CO_TEACHER}`);
      const hana = await journey.newPage();
      await signInAndReturn(hana.page, invitationPathOf(invitation), CO_TEACHER);
      await new InvitePages(hana.page).acceptButton().click();
      await hana.page.waitForURL(/\/sci-7a-\d+$/);

      // Sam answers; his lesson stays open.
      const sam = await journey.newPage();
      await new SignInPage(sam.page).signInFrom(lessonPath, 'student@demo.test');
      const lesson = new StudentLesson(sam.page);
      await lesson
        .question(1)
        .getByRole('textbox', { name: 'Your answer to question 1' })
        .fill('Frozen water');
      await lesson.waitForStatus('saved');

      // Both teachers open the same answer.
      await tessa.page.goto(`${lessonPath}/class`);
      await hana.page.goto(`${lessonPath}/class`);
      const tessaView = new ClassView(tessa.page);
      const hanaView = new ClassView(hana.page);
      await tessaView.waitForLive();
      await hanaView.waitForLive();
      await tessaView.cell('Sam Student', 1).getByText('To mark').waitFor();
      await hanaView.cell('Sam Student', 1).getByText('To mark').waitFor();
      const tessaDialog = await tessaView.openAnswer('Sam Student', 1);
      const hanaDialog = await hanaView.openAnswer('Sam Student', 1);
      expect(await axeViolations(hana.page)).toEqual([]);

      // Tessa saves first.
      await tessaView.fillMark(tessaDialog, '1', 'Right: ice is solid water.');
      await tessaDialog.waitFor({ state: 'hidden' });
      await tessaView.cell('Sam Student', 1).getByText('1/1').waitFor();

      // Hana's dialog already shows Tessa's mark; her save is refused, and what she typed stays.
      const current = hanaDialog.getByTestId('current-mark');
      await current.getByText('1/1 from Tessa Teacher').waitFor();
      await hanaView.fillMark(hanaDialog, '0.5', 'Say what ice is made of, and how it forms.');
      await hanaDialog
        .getByRole('alert')
        .getByText('This mark changed while you were marking', { exact: false })
        .waitFor();
      await hanaDialog.locator('[data-testid="current-mark"][data-changed="true"]').waitFor();
      await current.getByText('Right: ice is solid water.').waitFor();
      expect(await hanaDialog.getByRole('textbox', { name: /Score/ }).inputValue()).toBe('0.5');
      expect(await hanaDialog.getByRole('textbox', { name: 'Feedback for the student' }).inputValue()).toBe(
        'Say what ice is made of, and how it forms.',
      );
      expect(await axeViolations(hana.page)).toEqual([]);
      await hana.page.screenshot({ path: '/tmp/lweb/mark-conflict-1280.png' });

      // Saving again replaces Tessa's mark, knowingly; everyone sees Hana's now, without a reload.
      await hanaDialog.getByRole('button', { name: 'Save mark' }).click();
      await hanaDialog.waitFor({ state: 'hidden' });
      await hanaView.cell('Sam Student', 1).getByText('0.5/1').waitFor();
      await tessaView.cell('Sam Student', 1).getByText('0.5/1').waitFor();
      await lesson.question(1).getByText('0.5 / 1 marks').waitFor();
      await lesson.question(1).getByText('Say what ice is made of, and how it forms.').waitFor();
      await lesson.question(1).getByText('Feedback from Hana Hillside', { exact: false }).waitFor();
      expect(await axeViolations(sam.page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
