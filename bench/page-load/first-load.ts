import type { Browser, Locator, Page } from 'playwright-core';

/**
 * A phone on a slow mobile network, as Lighthouse's mobile profile names it ("Slow 4G"): 150 ms
 * of latency, 1.6 Mbit/s each way, and a CPU four times slower than the machine's.
 */
export const PHONE_PROFILE = {
  latencyMs: 150,
  bytesPerSecond: 1_600_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/** A page as a person first opens it: where, as whom, and what shows once it has loaded. */
export interface PageSpec {
  name: string;
  path: string;
  /** The session cookie (name=value) of the person opening it; none opens it signed out. */
  session?: string;
  /** The page's main content, visible once its first load is done. */
  loaded: (page: Page) => Locator;
}

export interface FirstLoad {
  /** Largest contentful paint, from the navigation's start. */
  lcpMs: number;
  /** Bytes that came over the network (headers included), up to that paint. */
  bytes: number;
}

/** Resolves with the latest largest-contentful-paint candidate once the page has painted it. */
function latestLcp(): Promise<number> {
  return new Promise((resolve) => {
    // Two frames: the content Playwright saw is painted, and its paint timing reported.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
    );
  });
}

/**
 * Opens `spec` in a new browser profile (nothing cached) on the phone profile, waits for its main
 * content, and reads its largest contentful paint and the bytes it fetched.
 */
export async function firstLoad(browser: Browser, origin: string, spec: PageSpec): Promise<FirstLoad> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'en-AU',
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    context.setDefaultTimeout(60_000);
    if (spec.session) {
      const [name, ...value] = spec.session.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.bytesPerSecond,
      uploadThroughput: PHONE_PROFILE.bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    await page.goto(spec.path);
    await spec.loaded(page).first().waitFor();
    const lcpMs = await page.evaluate(latestLcp);
    return { lcpMs, bytes };
  } finally {
    await context.close();
  }
}
