import type { Browser, Response } from 'playwright-core';

/** A phone as the image targets are set for (ADR 022): 412 CSS px wide at device pixel ratio 2. */
export const PHONE_2X = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 } as const;

export interface ImageUse {
  /** The address the browser downloaded. */
  url: string;
  bytes: number;
  /** The variant's width from its name ('…-640.avif'); undefined for an original. */
  servedWidth?: number;
  /** Widest CSS width it is shown at on the page. */
  displayedWidth: number;
  contentType: string;
}

export interface PageImages {
  path: string;
  images: ImageUse[];
  /** Layout shift whose sources include an image (should be 0: width and height are always given). */
  imageLayoutShift: number;
}

const VARIANT = /-(\d+)\.(avif|webp|jpg|png)$/;

/**
 * Opens `path` at a phone's size, scrolls to the bottom so every lazy image loads, and reports each
 * image downloaded from /uploads with its bytes, served width and displayed width.
 */
export async function measurePageImages(browser: Browser, baseUrl: string, path: string): Promise<PageImages> {
  const context = await browser.newContext({ ...PHONE_2X, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __imageShift: number }).__imageShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const fromImage = (entry.sources ?? []).some(
          (source) => source.node instanceof HTMLImageElement || source.node instanceof HTMLPictureElement,
        );
        if (fromImage) (window as unknown as { __imageShift: number }).__imageShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const downloads = new Map<string, { bytes: number; contentType: string }>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/uploads/') || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => void downloads.set(url.pathname, { bytes: body.length, contentType: response.headers()['content-type'] ?? '' }),
        () => undefined,
      ),
    );
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  // Down the page a screen at a time, so lazy images enter the viewport and load.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const shown: Array<{ src: string; width: number }> = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.currentSrc && image.complete)
      .map((image) => ({ src: new URL(image.currentSrc).pathname, width: image.getBoundingClientRect().width })),
  );
  const imageLayoutShift = await page.evaluate(() => (window as unknown as { __imageShift: number }).__imageShift);
  await context.close();

  const images: ImageUse[] = [...downloads].map(([url, { bytes, contentType }]) => {
    const match = VARIANT.exec(url);
    const displayedWidth = Math.max(0, ...shown.filter((image) => image.src === url).map((image) => image.width));
    return { url, bytes, contentType, servedWidth: match ? Number(match[1]) : undefined, displayedWidth };
  });
  return { path, images, imageLayoutShift };
}
