import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The phone issue 26 measured on: a 412 px wide touch screen, Chromium's CPU slowed 4x, 150 ms round trips
 * and 1.6 Mbit/s down (Lighthouse's mobile profile, applied for real through the DevTools protocol).
 */
export const PHONE_PROFILE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** When a page painted and when React took it over, in ms from the start of its navigation. */
export interface PageTimings {
  firstPaint?: number;
  largestPaint?: number;
  /** <html data-hydrated> set (client/src/main.tsx): from here React owns the page. */
  hydrated?: number;
}

declare global {
  interface Window {
    __pageTimings: PageTimings;
  }
}

/** The console message recordTimings writes once the first paint and the hydration are both recorded. */
const TIMINGS_COMPLETE = '__page_timings_complete__';

/** Runs in every document before its own scripts: records the paints and the hydration mark into window.__pageTimings. */
function recordTimings() {
  const timings: PageTimings = {};
  window.__pageTimings = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timings.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) timings.largestPaint = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (timings.hydrated === undefined && document.documentElement?.dataset.hydrated === 'true')
      timings.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  // Says when both are in through the console, which the benchmark listens to: polling the page from Playwright
  // (waitForFunction) would run Playwright's injected script on the page's slowed main thread while it loads.
  const reportWhenComplete = () => {
    if (timings.firstPaint !== undefined && timings.hydrated !== undefined) console.debug(TIMINGS_COMPLETE);
    else setTimeout(reportWhenComplete, 50);
  };
  setTimeout(reportWhenComplete, 50);
}

/** A browser context shaped like the phone (touch, size, pixel ratio), recording PageTimings in each page. */
export async function phoneContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addInitScript(`const TIMINGS_COMPLETE = ${JSON.stringify(TIMINGS_COMPLETE)};(${recordTimings.toString()})();`);
  return context;
}

/** Slows this page's CPU and network to the phone's (per page: the DevTools protocol throttles one target). */
/** The profile's network and CPU; `cpuSlowdown` replaces its 4x on a host faster than the profile assumes. */
export async function throttleLikePhone(page: Page, cpuSlowdown: number = PHONE_PROFILE.cpuSlowdown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** Opens `path` and returns as soon as the first paint is on screen (not waiting for the scripts). */
export async function gotoFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__pageTimings?.firstPaint !== undefined, undefined, { polling: 20 });
}

/**
 * Opens `url` and waits until it has painted and React owns it, without running anything in the page meanwhile
 * (for measuring: see recordTimings); returns its timings.
 */
export async function loadTimed(page: Page, url: string, timeout = 60_000): Promise<PageTimings> {
  const complete = page.waitForEvent('console', { predicate: (message) => message.text() === TIMINGS_COMPLETE, timeout });
  await page.goto(url, { waitUntil: 'commit', timeout });
  await complete;
  return pageTimings(page);
}

export const pageTimings = (page: Page): Promise<PageTimings> => page.evaluate(() => ({ ...window.__pageTimings }));

export const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

export const waitForHydration = (page: Page, timeout = 60_000) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });

/**
 * Holds back the page's scripts until `release()`, as a slow link does, so that what a test does "before the scripts
 * have taken over" really happens before, however fast or busy the machine is. Other requests pass at once.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
  };
}
