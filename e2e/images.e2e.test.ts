import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { measurePageImages, PHONE_2X } from './support/image-usage';
import { startServer, type RunningServer } from './support/server';

/**
 * Responsive images (docs/decisions/022-image-variants-and-pictures.md) in a real browser against the
 * built server and its demo content, once the background job has made every variant: a phone-sized
 * page (412 px at 2x) downloads small AVIF variants, never an original, none more than twice as wide
 * as it is shown, and no image shifts the layout.
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

describeBrowser('images on a phone (browser)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // The demo images' variants are made after the server is ready (ADR 023): wait for the last one.
    const deadline = Date.now() + 240_000;
    for (;;) {
      const [{ pending }] = await server.query<{ pending: number }>(
        'SELECT count(*)::int AS pending FROM image_asset WHERE variants IS NULL',
      );
      if (pending === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending} demo images still without variants`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  it.each(['/', '/work'])(
    '%s downloads only small AVIF variants, sized for their slots, without layout shift',
    async (path) => {
      const { images, imageLayoutShift } = await measurePageImages(browser, server.url, path);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect({ url: image.url, type: image.contentType }).toEqual({
          url: expect.stringMatching(/-\d+\.avif$/),
          type: 'image/avif',
        });
        expect(image.servedWidth).toBeLessThanOrEqual(960);
        // Displayed width in device pixels (CSS width x 2): served at most twice that.
        if (image.displayedWidth > 0)
          expect(image.servedWidth! / (image.displayedWidth * PHONE_2X.deviceScaleFactor)).toBeLessThanOrEqual(2);
      }
      expect(imageLayoutShift).toBe(0);
    },
    120_000,
  );
});
