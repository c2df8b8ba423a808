import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { apiSession, startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';

const RIVERBANK_ID = 1;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPQqjrwHwAEmgJkqYTxHAAAAABJRU5ErkJggg==',
  'base64',
);

describe('a banner image uploaded to the platform', () => {
  let journey: Journey;
  let inlineUrl: string;
  beforeAll(async () => {
    journey = await startJourney();
    const { page } = await journey.newPage();
    const { headers } = await apiSession(page, 'admin@demo.test');
    const res = await page.request.post(`/v3/institutions/${RIVERBANK_ID}/bannerImage`, {
      headers: { ...headers, 'content-type': 'image/png' },
      data: PNG,
    });
    expect(res.status()).toBe(200);
    const { institution } = (await res.json()) as {
      institution: { bannerImageUpload: { originalUploadFile: { inlineUrl: string } } };
    };
    inlineUrl = institution.bannerImageUpload.originalUploadFile.inlineUrl;
  });
  afterAll(() => journey.close());

  it("is shown on the school's page to its student, from the platform, breaking no content rule", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom(`/app/riverbank-high-${RIVERBANK_ID}`, 'student@demo.test');
    // The signed-out session check before signing in answers 401 by design: count from here.
    consoleErrors.length = 0;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Riverbank High School' }).waitFor();
    const banner = page.locator(`img[src="${inlineUrl}"]`);
    await banner.waitFor({ state: 'attached' });
    await page.waitForFunction(
      (src) => document.querySelector<HTMLImageElement>(`img[src="${src}"]`)?.complete,
      inlineUrl,
    );
    expect(await banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("can be changed by the school's admin from the school's page", async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom(`/app/riverbank-high-${RIVERBANK_ID}`, 'admin@demo.test');
    await page.getByRole('button', { name: 'Change banner' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('status').filter({ hasText: 'Banner changed.' }).waitFor();
    const changed = page.locator('img[src^="/v3/uploads/"]');
    await page.waitForFunction(
      (old) =>
        document.querySelector<HTMLImageElement>('img[src^="/v3/uploads/"]')?.getAttribute('src') !== old,
      inlineUrl,
    );
    expect(await changed.getAttribute('src')).toMatch(/^\/v3\/uploads\/\d+\/content$/);
    expect((await page.request.get(inlineUrl)).status()).toBe(404);
  });

  it('is not served to someone signed out', async () => {
    const { page } = await journey.newPage();
    expect((await page.request.get(inlineUrl)).status()).toBe(401);
  });
});
