import { existsSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';

/** Debian's chromium package (never a downloaded browser); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests need Chromium. Locally without it they are skipped with a message; in CI
 * (CI=true) a missing browser is an error, never a silent skip.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM_PATH}; .ci/run installs Debian's chromium package`);
  console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // No sandbox as root in containers; no background traffic on a closed network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Screenshots land here for people to open: e2e/artifacts/screenshots/<name>.png */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'artifacts', 'screenshots');

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * Opens `path` and waits until React has hydrated it (main.tsx sets <html data-hydrated>): public
 * pages load their scripts after the first paint, so a click right after `goto` would reach plain HTML.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/**
 * Waits until every image of the page has loaded (or failed) before a screenshot. Lazy images are
 * switched to eager first: scrolling alone does not load one that Chromium's lazy-load observer
 * skipped on a busy machine, and such an image never completes while it stays off screen.
 */
export async function waitForImages(page: Page, timeout = 30_000): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout });
  await page.evaluate(() => document.fonts.ready);
}
