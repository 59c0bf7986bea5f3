/**
 * npm run bench:images: the image targets of ADR 022, measured on the built app with its demo content
 * in Debian's Chromium at a phone's size (412 CSS px, device pixel ratio 2), for the home page, /work
 * and a blog post. For each page: image bytes transferred against the bytes of the originals those
 * images were made from, and each image's served width against its displayed width; plus layout shift
 * caused by images. Figures go to docs/benchmarks-images.md by hand; the machine is shared, so sizes
 * are exact but nothing here is timed.
 */
import { launchBrowser } from '../../e2e/support/browser';
import { measurePageImages, PHONE_2X, type PageImages } from '../../e2e/support/image-usage';
import { startServer } from '../../e2e/support/server';

const TARGET_BYTES_RATIO = 0.3;
const TARGET_WIDTH_RATIO = 2;

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const started = Date.now();
    for (;;) {
      const [{ pending }] = await server.query<{ pending: number }>(
        'SELECT count(*)::int AS pending FROM image_asset WHERE variants IS NULL',
      );
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.log(
      `Demo image variants ready ${((Date.now() - started) / 1000).toFixed(0)} s after the server was (background job, ADR 023).\n`,
    );
    const [{ slug }] = await server.query<{ slug: string }>(
      'SELECT slug FROM blog_post WHERE published ORDER BY "createdAt" DESC LIMIT 1',
    );
    const assets = await server.query<{ url: string; variants: Array<{ url: string }> }>('SELECT url, variants FROM image_asset');
    const originalOf = new Map(
      assets.flatMap((asset) => (asset.variants ?? []).map((variant) => [variant.url, asset.url] as const)),
    );
    const originalBytes = async (url: string) => {
      const response = await fetch(new URL(originalOf.get(url) ?? url, server.url), { method: 'HEAD' });
      return Number(response.headers.get('content-length') ?? 0);
    };

    let failures = 0;
    for (const path of ['/', '/work', `/blog/${slug}`]) {
      const page: PageImages = await measurePageImages(browser, server.url, path);
      let served = 0;
      let originals = 0;
      const rows: string[] = [];
      for (const image of page.images) {
        const original = await originalBytes(image.url);
        served += image.bytes;
        originals += original;
        // Displayed width in device pixels (CSS width x 2), as the target reads; the CSS ratio is printed too.
        const cssRatio = image.servedWidth && image.displayedWidth ? image.servedWidth / image.displayedWidth : undefined;
        const ratio = cssRatio === undefined ? undefined : cssRatio / PHONE_2X.deviceScaleFactor;
        if (ratio === undefined || ratio > TARGET_WIDTH_RATIO) failures += 1;
        rows.push(
          `  ${image.url.padEnd(62)} ${image.contentType.padEnd(11)} ${String(image.bytes).padStart(7)} B (original ${String(original).padStart(7)} B)  ` +
            `served ${String(image.servedWidth ?? 'original').padStart(5)} px / shown ${image.displayedWidth.toFixed(0).padStart(4)} CSS px = ${cssRatio ? cssRatio.toFixed(2) : '-'}x CSS, ${ratio ? ratio.toFixed(2) : '-'}x device px`,
        );
      }
      const bytesRatio = originals ? served / originals : 0;
      if (bytesRatio > TARGET_BYTES_RATIO) failures += 1;
      if (page.imageLayoutShift > 0) failures += 1;
      console.log(
        `${path}: ${page.images.length} images, ${(served / 1024).toFixed(1)} KiB transferred vs ${(originals / 1024).toFixed(1)} KiB of originals = ${bytesRatio.toFixed(3)}x (target <= ${TARGET_BYTES_RATIO}x); image layout shift ${page.imageLayoutShift.toFixed(4)} (target 0)`,
      );
      for (const row of rows) console.log(row);
      console.log('');
    }
    console.log(failures === 0 ? 'All image targets met.' : `${failures} target(s) missed.`);
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
