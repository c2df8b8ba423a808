import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM } from '../global-setup.ts';

/** Debian's Chromium, headless, with the flags this sandbox needs (no background network traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-AU',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  return context;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page; returns violations as readable lines (an empty list is a pass). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours measured halfway through a fade-in are not the page's colours: let finite
  // animations and transitions finish first (infinite ones, like spinners, are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  // Evaluated through the DevTools protocol, not as an inline <script>, so the page's CSP stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A key pressed on an element, as a keyboard user reaches it: focused, then the key. */
export async function pressOn(target: Locator, key: string): Promise<void> {
  await target.focus();
  await target.page().keyboard.press(key);
}

/**
 * Resolves when keyboard focus is on `target` (or, with `within`, anywhere inside it): at once if
 * it is there, or on the focus event that brings it there (bounded by the test's own timeout, not a
 * wait of its own).
 */
export async function focusArrivesAt(target: Locator, { within = false } = {}): Promise<void> {
  await target.evaluate(
    (element, within) =>
      new Promise<void>((resolve) => {
        const active = document.activeElement;
        if (active === element || (within && element.contains(active))) return resolve();
        element.addEventListener('focusin', () => resolve(), { once: true });
      }),
    within,
  );
}

/** Where a journey's screenshots go, to be looked at: E2E_SHOTS_DIR, or a folder in the system's temp. */
export const shotPath = (name: string): string =>
  path.join(process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'e2e-shots'), name);
