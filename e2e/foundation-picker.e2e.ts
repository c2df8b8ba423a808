import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const RIVERBANK = '/app/riverbank-high-1';
const HILLSIDE = '/app/hillside-college-2';

async function tiles(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Select your school' }).waitFor();
  return page.getByTestId('institution-tile');
}

describe('the institution picker at / (spec 2.2)', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
  });
  afterAll(() => journey.close());

  it('shows a 350 x 180 tile per school to a teacher of two schools, with each banner', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'teacher@demo.test');
    const list = await tiles(page);
    expect(await list.count()).toBe(2);
    const box = await list.first().boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([350, 180]);
    const banners = await list
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
    // Riverbank has an uploaded banner; Hillside only a headerUrl.
    expect(banners.sort()).toEqual(['/banners/hillside.svg', '/banners/riverbank.svg']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('remembers the school opened and goes straight there next time; switching school forgets it', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'teacher@demo.test');
    await (await tiles(page)).filter({ hasText: 'Hillside College' }).click();
    await page.waitForURL(`**${HILLSIDE}`);
    await page.getByRole('heading', { level: 1, name: 'Hillside College' }).waitFor();

    await page.goto('/');
    await page.waitForURL(`**${HILLSIDE}`);

    await page.getByRole('link', { name: 'Switch school' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await (await tiles(page)).count()).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('default-institution'))).toBeNull();
  });

  it('takes a student of exactly one usable school straight to it, with no switch control', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'student@demo.test');
    await page.waitForURL(`**${RIVERBANK}`);
    await page.getByRole('heading', { level: 1, name: 'Riverbank High School' }).waitFor();
    expect(await page.getByRole('link', { name: 'Switch school' }).count()).toBe(0);
  });

  it('sends a person with no school to onboarding, replacing the picker in history', async () => {
    const { page } = await journey.newPage();
    await page.goto('/sign-in');
    await new SignInPage(page).signIn('newcomer@demo.test');
    await page.waitForURL('**/app/onboarding');
    await page.getByRole('heading', { level: 1, name: "Welcome! Let's get you started" }).waitFor();
    await page.getByRole('link', { name: 'Go to the invite page' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/');
  });

  it('lets an invited teacher accept the school from its tile and opens it, replacing history', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/', 'invited@demo.test');
    await page.getByText('Invited to join').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept invitation to Riverbank High School' }).click();
    await page.waitForURL(`**${RIVERBANK}`);
    await page.getByRole('heading', { level: 1, name: 'Riverbank High School' }).waitFor();
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/');
  });

  it('never redirects to an expired school, even the remembered one, and marks its tile', async () => {
    const { page: staffPage } = await journey.newPage();
    const staff = await apiSession(staffPage, 'staff@demo.test');
    const expire = await staffPage.request.patch('/v3/institutions/2', {
      headers: staff.headers,
      data: { expiresOn: '2020-01-01T00:00:00.000Z' },
    });
    expect(expire.status()).toBe(200);

    const { page } = await journey.newPage();
    await page.goto('/sign-in');
    await page.evaluate(() =>
      localStorage.setItem('default-institution', JSON.stringify({ endpoint: 'app', institutionId: 2 })),
    );
    await new SignInPage(page).signIn('teacher@demo.test');
    const list = await tiles(page);
    await list.filter({ hasText: 'Expired' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await staffPage.request.patch('/v3/institutions/2', {
      headers: staff.headers,
      data: { expiresOn: null },
    });
  });

  it('retries a failing banner three times, logs it and falls back to the default image', async () => {
    const { page, consoleErrors } = await journey.newPage();
    let attempts = 0;
    // Hillside College's banner is served by the platform; here its server never delivers it.
    await page.route(
      (url) => url.pathname === '/banners/hillside.svg',
      async (route) => {
        attempts += 1;
        await route.abort('connectionrefused');
      },
    );
    await new SignInPage(page).signInFrom('/', 'teacher@demo.test');
    const hillside = (await tiles(page)).filter({ hasText: 'Hillside College' }).locator('img');
    // Poll through the locator: the tile may swap its <img> element when it changes source.
    await expect
      .poll(() => hillside.evaluate((img) => new URL((img as HTMLImageElement).src).pathname), {
        timeout: 20_000,
      })
      .toBe('/banners/default.svg');
    expect(attempts).toBe(3);
    expect(consoleErrors.some((e) => e.includes('Failed to load image after retries'))).toBe(true);
  });
});
