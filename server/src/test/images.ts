import sharp from 'sharp';
import type { TestFile } from './test-app';

/** A real PNG made on the spot. */
export async function pngFile(filename = 'picture.png', color = '#3366ff'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: color } }).png().toBuffer();
  return { bytes, filename };
}

export async function jpegFile(filename = 'photo.jpg'): Promise<TestFile> {
  const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#cc3300' } }).jpeg().toBuffer();
  return { bytes, filename };
}

/** Not an image at all, whatever its name says. */
export function fakePngFile(filename = 'not-really.png'): TestFile {
  return { bytes: Buffer.from('#!/bin/sh\necho this is a script, not a picture\n'), filename };
}
