import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestFile } from './test-app';

/** A real PNG made on the spot. */
export async function pngFile(filename = 'picture.png', color = '#3366ff'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { bytes, filename };
}

export async function jpegFile(filename = 'photo.jpg'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#cc3300' } })
    .jpeg()
    .toBuffer();
  return { bytes, filename };
}

/** Not an image at all, whatever its name says. */
export function fakePngFile(filename = 'not-really.png'): TestFile {
  return { bytes: Buffer.from('#!/bin/sh\necho this is a script, not a picture\n'), filename };
}

/** A photo-like picture (gradient and shapes, so encoders have real work), `width` x `height`. */
export async function photoBytes(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#fde68a" fill-opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).flatten().toFormat(format).toBuffer();
}

/** A PNG with a transparent half. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#16a34a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An animated GIF of three frames with their delays and an endless loop. */
export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 200, 300] })
    .toBuffer();
}

/** A camera-like JPEG: `width` x `height` stored, tagged to be shown turned a quarter (orientation 6), with EXIF text and GPS. */
export async function rotatedCameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(await photoBytes(width, height))
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-location', Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A decompression bomb: a valid 1-bit PNG of 20,000 x 20,000 pixels (400 megapixels) whose
 * zeros deflate to about 50 KB, ready to become gigabytes once decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1;
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 64x64 PNG made `bytes` long by a text chunk of hex digits: large to upload, cheap to process. */
export async function largePng(bytes: number, color = '#334455'): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  const text = Buffer.from(`Comment\0${randomBytes(Math.ceil(bytes / 2)).toString('hex')}`.slice(0, bytes), 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  // The chunk's CRC is left zero: libvips skips a bad ancillary chunk with a warning, as browsers do.
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, Buffer.from('tEXt', 'latin1'), text, Buffer.alloc(4), png.subarray(iend)]);
}

/**
 * A stored image's responsive variant: '<uuid>-<width>.<ext>' beside its original '<uuid>.<ext>'
 * (ImageStore). The whole UUID is matched: its last group can be all digits, and a looser
 * '-<digits>.<ext>' test then took about one original in 280 for a variant.
 */
const VARIANT_NAME = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}-\d+\.[a-z]+$/;

/** The stored originals in `folder` of the uploads directory, sorted; their variants come and go with them. */
export function storedOriginalsIn(uploadsDir: string, folder: string): string[] {
  const dir = path.join(uploadsDir, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => !VARIANT_NAME.test(name))
        .sort()
    : [];
}
