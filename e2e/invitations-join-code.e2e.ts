import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { DEMO_CODES, JOIN_MESSAGES, JoinForm } from './pages/invitations.page.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { RIVERBANK, SubjectsPage } from './pages/subjects.page.ts';

/** The class code of one of the demo teacher's subjects, made through the API (set-up only). */
async function classCodeOf(
  journey: Journey,
  subjectName: string,
): Promise<{ code: string; subjectId: number }> {
  const { page } = await journey.newPage();
  const { headers } = await apiSession(page, 'teacher@demo.test');
  const list = await page.request.get('/v3/subjects?institutionId=1');
  const { subjects } = (await list.json()) as { subjects: { id: number; name: string }[] };
  const subject = subjects.find((s) => s.name === subjectName);
  if (!subject) throw new Error(`no subject ${subjectName}`);
  const res = await page.request.post('/v3/roleInvitations/actions/ensureMultiUse', {
    headers,
    data: { subjectId: subject.id },
  });
  const { roleInvitation } = (await res.json()) as { roleInvitation: { code: string } };
  return { code: roleInvitation.code, subjectId: subject.id };
}

async function openAsStudent(
  journey: Journey,
): Promise<{ page: Page; form: JoinForm; subjects: SubjectsPage }> {
  const { page } = await journey.newPage();
  await new SignInPage(page).signInFrom(RIVERBANK, 'student@demo.test');
  const subjects = new SubjectsPage(page);
  await subjects.waitForList();
  return { page, form: new JoinForm(page), subjects };
}

describe('joining a subject with a class code', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it("lands a student in the subject of a good code, typed the way it's written on the board", async () => {
    const { code, subjectId } = await classCodeOf(journey, 'Year 10 Physics');
    const { page, subjects } = await openAsStudent(journey);
    const form = new JoinForm(page);
    const written = code.toUpperCase().replace(/(.{4})(?=.)/g, '$1-');
    await form.join(` ${written} `);
    await page.waitForURL(`**${RIVERBANK}/phy-10-${subjectId}`);
    await page.getByRole('heading', { level: 1, name: 'Year 10 Physics', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Back to Riverbank High School' }).click();
    await subjects.waitForList();
    await subjects.item('Year 10 Physics').waitFor();
  });

  it('says a wrong code is wrong, keeps it in the input and lets the student try again', async () => {
    const { page, form } = await openAsStudent(journey);
    await form.join('ABCD-EFGH-JKMN');
    await form.expectError(JOIN_MESSAGES.invalid);
    expect(await form.input().inputValue()).toBe('abcdefghjkmn');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says an expired code and a turned-off code have expired', async () => {
    const { form } = await openAsStudent(journey);
    await form.join(DEMO_CODES.expired);
    await form.expectError(JOIN_MESSAGES.expired);
    await form.join(DEMO_CODES.inactive);
    await form.expectError(JOIN_MESSAGES.expired);
  });

  it('checks the code before sending it, and Escape closes the form', async () => {
    const { page, form } = await openAsStudent(journey);
    await form.join('');
    await form.expectError(JOIN_MESSAGES.missing);
    await form.join('ab-c');
    await form.expectError(JOIN_MESSAGES.tooShort);
    await form.input().press('Escape');
    await form.input().waitFor({ state: 'detached' });
    await form.opener().waitFor();
    expect(await page.getByTestId('join-subject-error').count()).toBe(0);
  });

  it('takes a student who is already in the subject straight to it', async () => {
    const { page, form } = await openAsStudent(journey);
    await form.join(DEMO_CODES.active);
    await page.getByRole('heading', { level: 1, name: 'Year 7 Science', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${RIVERBANK}/sci-7a-\\d+$`));
  });

  it("shows the 'joined another institution' dialog for another school's subject, and Confirm goes there", async () => {
    const { page, form } = await openAsStudent(journey);
    await form.join(DEMO_CODES.otherSchool);
    const dialog = page.getByRole('dialog', { name: 'Year 9 Earth Science at Hillside College' });
    await dialog.waitFor();
    await dialog.getByText("You've joined the subject").waitFor();
    await dialog.getByText('use “Switch school” to go to Hillside College', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Go to the subject' }).click();
    await page.waitForURL(/\/app\/hillside-college-\d+\/ess-9-\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Year 9 Earth Science' }).waitFor();
  });

  it("tells a student already in the other school's subject so, not that they joined, and Cancel stays", async () => {
    const { page, form } = await openAsStudent(journey);
    await form.join(DEMO_CODES.otherSchool);
    const dialog = page.getByRole('dialog', { name: 'Year 9 Earth Science at Hillside College' });
    await dialog.waitFor();
    await dialog.getByText("You're already in this subject").waitFor();
    expect(await dialog.getByText("You've joined the subject").count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(RIVERBANK);
  });
});

describe('guessing class codes', () => {
  let journey: Journey;
  beforeAll(async () => {
    // A tight per-person limit, so a few wrong codes reach it.
    journey = await startJourney({ INVITATION_LIMIT_PER_PERSON: '2' });
  });
  afterAll(() => journey.close());

  it('slows a student after too many wrong codes and says how long to wait: under a minute', async () => {
    const { page, form } = await openAsStudent(journey);
    for (const guess of ['ABCD-EFGH-JKMN', 'BCDE-FGHJ-KMNP']) {
      await form.join(guess);
      await form.expectError(JOIN_MESSAGES.invalid);
    }
    await form.join('CDEF-GHJK-MNPQ');
    await form.expectError(/^Too many attempts\. Please try again in \d{1,2} seconds?\.$/);
    expect(await form.input().isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
