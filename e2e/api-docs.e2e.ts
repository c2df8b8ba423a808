import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser.ts';
import { startJourney, type Journey } from './support/journey.ts';
import { SignInPage } from './pages/sign-in.page.ts';

/** Spec 2.11: the gated API documentation redirect. */
describe('the API documentation', () => {
  let journey: Journey;
  beforeAll(async () => {
    journey = await startJourney();
    mkdirSync('/tmp/shots-api-docs', { recursive: true });
  });
  afterAll(() => journey.close());

  const documentOf = (page: import('playwright-core').Page) =>
    page.evaluate(async () => {
      const res = await fetch('/api/docs/json');
      return (await res.json()) as { paths: Record<string, unknown> };
    });

  it("opens the whole documentation to the provider's staff after they sign in", async () => {
    const { page, consoleErrors } = await journey.newPage();
    await new SignInPage(page).signInFrom('/app/apiDocs', 'staff@demo.test');
    await page.waitForURL((url) => url.pathname.startsWith('/api/docs'));
    await page.getByText('School science platform API').first().waitFor();
    // The token is kept in the documentation's own cookie, not in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(Object.keys((await documentOf(page)).paths)).toContain('/v3/accessGrants/{name}');
    // Its page passes axe-core, at both widths, and breaks no content-security rule.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('heading', { name: 'School science platform API' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-api-docs/docs-${width}.png` });
    }
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  it('tells anyone else it is for the staff, and offers the public documentation', async () => {
    const { page } = await journey.newPage();
    await new SignInPage(page).signInFrom('/apiDocs', 'teacher@demo.test');
    await page.getByRole('heading', { level: 1, name: 'API documentation' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open the public API documentation' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/docs'));
    await page.getByText('School science platform API').first().waitFor();
    expect(Object.keys((await documentOf(page)).paths)).not.toContain('/v3/accessGrants/{name}');
  });

  it('opens the public documentation to a visitor who is not signed in, with public=true', async () => {
    const { page } = await journey.newPage();
    await page.goto('/apiDocs?public=true');
    await page.waitForURL((url) => url.pathname.startsWith('/api/docs'));
    await page.getByText('School science platform API').first().waitFor();
    const paths = Object.keys((await documentOf(page)).paths);
    expect(paths).toContain('/v3/learningOutcome/batchGet');
    expect(paths).not.toContain('/v3/accessGrants/{name}');
  });
});
