// Makes client/public/favicon.ico (16, 32 and 48 px PNGs in one ICO) from client/public/favicon.svg.
// Browsers and crawlers ask for /favicon.ico whatever the page says. Run again after changing the SVG:
//   node scripts/favicon-ico.mjs
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [16, 32, 48];

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista's format change). */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, bytes }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ bytes }) => bytes)]);
}

const svg = await readFile(path.join(root, 'client/public/favicon.svg'));
const pngs = [];
for (const size of SIZES) {
  const bytes = await sharp(svg, { density: 72 * Math.ceil(size / 16) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  pngs.push({ size, bytes });
}
const ico = icoOf(pngs);
await writeFile(path.join(root, 'client/public/favicon.ico'), ico);
console.log(`Wrote client/public/favicon.ico (${SIZES.join(', ')} px, ${ico.length} bytes)`);
