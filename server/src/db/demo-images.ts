import sharp from 'sharp';

/**
 * Demo pictures drawn locally (nothing is fetched from the internet): a gradient with a
 * title, as JPEG. `hue` varies the colours so cards are told apart.
 */
export async function demoImage(options: { width: number; height: number; title: string; subtitle?: string; hue: number }): Promise<Buffer> {
  const { width, height, title, subtitle, hue } = options;
  // Bold sans glyphs average about 0.62 em wide: shrink long titles to fit 88% of the width.
  const size = Math.round(Math.min(Math.min(width, height) / 9, (width * 0.88) / (0.62 * Math.max(title.length, 1))));
  const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="white" fill-opacity="0.08"/>
  <circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.25}" fill="white" fill-opacity="0.06"/>
  <text x="50%" y="${subtitle ? '46%' : '52%'}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="white" text-anchor="middle">${escape(title)}</text>
  ${subtitle ? `<text x="50%" y="60%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size * 0.45)}" fill="white" fill-opacity="0.85" text-anchor="middle">${escape(subtitle)}</text>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
