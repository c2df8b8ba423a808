import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';
import { AppHeaderPart } from './pages/app-header.page.ts';

describe('signing in and out', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('sends a signed-out visitor of a protected page to sign-in and back there afterwards', async () => {
    const { page } = await journey.newPage();
    await page.goto('/app/riverbank-high-1');
    await page.waitForURL(/\/sign-in\?returnTo=/);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/app/riverbank-high-1');
    await new SignInPage(page).signIn('teacher@demo.test');
    await page.waitForURL('**/app/riverbank-high-1');
    await page.getByRole('heading', { level: 1, name: 'Riverbank High School' }).waitFor();
  });

  it('shows one generic message for a wrong password and keeps the e-mail', async () => {
    const { page } = await journey.newPage();
    await page.goto('/sign-in');
    const signIn = new SignInPage(page);
    await signIn.signIn('teacher@demo.test', 'not-the-password');
    await page.getByText('Incorrect email or password. Check them and try again.').waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe('teacher@demo.test');

    await signIn.signIn('nobody@demo.test', 'not-the-password');
    await page.getByText('Incorrect email or password. Check them and try again.').waitFor();
  });

  it('shows field problems from the server next to the field', async () => {
    const { page } = await journey.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address, like name@school.edu.au.').waitFor();
  });

  it('signs out and a protected API then answers 401', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'student@demo.test');
    await new AppHeaderPart(page).signOut();
    await new SignInPage(page).expectOnPage();
    const me = await page.request.get('/v3/auth/me');
    expect(me.status()).toBe(401);
    expect(await me.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('has no accessibility violations and breaks no content-security rule on the sign-in page', async () => {
    const { page, consoleErrors } = await journey.newPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await new SignInPage(page).signIn('teacher@demo.test', 'wrong-password');
    await page.getByText('Incorrect email or password. Check them and try again.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
