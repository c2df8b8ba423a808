import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { InvitationPanel, InvitePages, JOIN_MESSAGES, JoinForm } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

/** Signs the teacher in and opens one of their subjects from the list. */
async function openSubjectAsTeacher(
  journey: Journey,
  name: string,
): Promise<{ page: Page; panel: InvitationPanel }> {
  const { page } = await journey.newPage();
  await new SignInPage(page).signInFrom(RIVERBANK, 'teacher@demo.test');
  const subjects = new SubjectsPage(page);
  await subjects.waitForList();
  await subjects.item(name).getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  const panel = new InvitationPanel(page);
  await panel.panel().waitFor();
  return { page, panel };
}

async function studentJoins(journey: Journey, code: string): Promise<JoinForm> {
  const { page } = await journey.newPage();
  await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
  await new SubjectsPage(page).waitForList();
  const form = new JoinForm(page);
  await form.join(code);
  return form;
}

describe("the teacher's invitation panel", () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows a class code, its link and QR code, and presents them full screen', async () => {
    const { page, panel } = await openSubjectAsTeacher(journey, 'Year 10 Physics');
    const code = await panel.classCode();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await panel.state()).toBe('On');
    const link = (await page.getByTestId('join-link').textContent()) ?? '';
    expect(link).toBe(`${journey.server.baseUrl}/invite/${code.replace(/-/g, '').toLowerCase()}`);
    const qr = page.getByRole('img', { name: 'QR code of the join link for Year 10 Physics' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await page.getByText('Nobody has joined with a code or invitation yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await panel.button('Present').click();
    const present = page.getByRole('dialog', { name: 'Join Year 10 Physics' });
    await present.waitFor();
    expect(await present.getByTestId('present-code').textContent()).toBe(code);
    await present.getByRole('img', { name: 'QR code of the join link for Year 10 Physics' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await present.waitFor({ state: 'detached' });
  });

  it('lists the student who joined with the code, with when', async () => {
    const { panel } = await openSubjectAsTeacher(journey, 'Year 10 Physics');
    const code = await panel.classCode();
    const form = await studentJoins(journey, code);
    await form
      .input()
      .page()
      .getByRole('heading', { level: 1, name: 'Year 10 Physics', exact: true })
      .waitFor();

    const { page: again, panel: reopened } = await openSubjectAsTeacher(journey, 'Year 10 Physics');
    const row = reopened.joinedRows().filter({ hasText: 'Sam Student' });
    await row.waitFor();
    expect(await row.textContent()).toContain(code);
    expect(await axeViolations(again)).toEqual([]);
  });

  it('resets the code after asking: the old code stops working and the new one works', async () => {
    const { page, panel } = await openSubjectAsTeacher(journey, 'Year 9 Chemistry');
    const oldCode = await panel.classCode();
    await panel.button('Reset code').click();
    const dialog = page.getByRole('dialog', { name: 'Reset the class code?' });
    await dialog.getByText(`${oldCode} and its link stop working straight away`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Reset code' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('class-code').filter({ hasNotText: oldCode }).waitFor();
    const newCode = await panel.classCode();
    expect(newCode).not.toBe(oldCode);

    const visitor = (await journey.newPage()).page;
    const invite = new InvitePages(visitor);
    await visitor.goto(`/invite/${oldCode}`);
    await invite.heading('This invitation has been turned off').waitFor();
    await visitor.goto(`/invite/${newCode}`);
    await invite.heading('Join Year 9 Chemistry').waitFor();
  });

  it('turns the code off, so joining with it fails, and on again', async () => {
    const { page, panel } = await openSubjectAsTeacher(journey, 'Biology Club');
    const code = await panel.classCode();
    await panel.button('Turn off').click();
    await page.getByText('The class code is off. Nobody can join with it.').first().waitFor();
    expect(await panel.state()).toBe('Off');
    expect(await panel.button('Present').count()).toBe(0);

    const form = await studentJoins(journey, code);
    await form.expectError(JOIN_MESSAGES.expired);

    await panel.button('Turn on').click();
    await page.getByText('The class code is on again.').first().waitFor();
    expect(await panel.state()).toBe('On');
    expect(await panel.classCode()).toBe(code);

    await form.submitButton().click();
    await form.input().page().getByRole('heading', { level: 1, name: 'Biology Club', exact: true }).waitFor();
  });

  it('names every entry of a pasted list that is not an e-mail address, and sends nothing', async () => {
    const { page, panel } = await openSubjectAsTeacher(journey, 'Year 10 Physics');
    await panel.inviteByEmail('ok.one@school.test, Kim Lee; ok.two@school');
    const error = page.getByTestId('email-invites-error');
    await error.filter({ hasText: "These aren't email addresses" }).waitFor();
    expect(await error.textContent()).toContain('“Kim”, “Lee”, “ok.two@school”');
    expect(await page.getByRole('textbox', { name: 'Email addresses' }).inputValue()).toContain('Kim Lee');
    await page.getByText('No email invitations are waiting.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
