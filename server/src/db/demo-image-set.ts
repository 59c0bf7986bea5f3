import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ACCEPTED_FORMATS, encodeVariants, inspectImage, placeholderOf } from '../shared/image-pipeline';
import type { PreparedImage } from '../shared/images';
import { demoContent } from './demo-content';
import { demoCover, demoLogo, demoPortrait, demoScreen } from './demo-images';

/**
 * The demo pictures, drawn and encoded once by the build (ADR 027): each original with its size, placeholder and
 * every variant, in `dist/demo-images`. The seed copies them into storage (local disk or the bucket) instead of
 * drawing them on the start-up path; a picture the set lacks, or a set made by other drawing code, is drawn as before.
 */
export const DEMO_IMAGES_DIR = path.resolve(__dirname, '..', '..', 'demo-images');

const MANIFEST_FILE = 'manifest.json';

/** One picture of the demo content: `slot` names exactly what is drawn (kind, seed, size), so equal slots are equal pictures. */
export interface DemoPicture {
  slot: string;
  draw(): Promise<Buffer>;
}

// Drawn at the size of the largest slot: a portrait fills a phone-wide card (372 CSS px on a 412 px phone), so
// 720 px at 2x; wider, a 2x phone would pick it and download more than twice what it shows.
const portrait = (name: string): DemoPicture => ({ slot: `portrait:${name}:720`, draw: () => demoPortrait(name, 720) });
const cover = (seed: string, width: number, height: number): DemoPicture => ({
  slot: `cover:${seed}:${width}x${height}`,
  draw: () => demoCover(seed, width, height),
});
const screen = (seed: string): DemoPicture => ({ slot: `screen:${seed}:1200x800`, draw: () => demoScreen(seed, 1200, 800) });
const logo = (name: string): DemoPicture => ({ slot: `logo:${name}:224x112`, draw: () => demoLogo(name, 224, 112) });
const screens = (title: string) => [1, 2, 3].map((n) => screen(`${title} ${n}`));

/** The pictures of the demo content, record by record, as the seed stores them. */
export function demoPictures(c = demoContent) {
  return {
    founders: c.founders.map((founder) => portrait(founder.name)),
    team: c.team.map((member) => portrait(member.name)),
    projects: c.projects.map((project) => ({ image: cover(project.title, 1200, 800), screenshots: screens(project.title) })),
    products: c.products.map((product) => ({ bannerImage: cover(product.name, 1200, 600), screenshots: screens(product.name) })),
    blogPosts: c.blogPosts.map((post) => ({ coverImage: cover(post.title, 1200, 630) })),
    partners: c.partners.map((partner) => logo(partner.name)),
  };
}

/** Every demo picture once. */
export function allDemoPictures(c = demoContent): DemoPicture[] {
  const p = demoPictures(c);
  const all = [
    ...p.founders,
    ...p.team,
    ...p.projects.flatMap((project) => [project.image, ...project.screenshots]),
    ...p.products.flatMap((product) => [product.bannerImage, ...product.screenshots]),
    ...p.blogPosts.map((post) => post.coverImage),
    ...p.partners,
  ];
  return [...new Map(all.map((picture) => [picture.slot, picture])).values()];
}

/** A picture as the set holds it: file names relative to the set's folder. */
interface SetEntry {
  file: string;
  contentType: string;
  width: number;
  height: number;
  placeholder: string;
  variants: Array<{ file: string; type: string; width: number; height: number }>;
}

interface Manifest {
  fingerprint: string;
  images: Record<string, SetEntry>;
}

function packageVersion(name: string): string {
  try {
    const entry = require.resolve(name);
    const dir = entry.slice(
      0,
      entry.lastIndexOf(`${path.sep}node_modules${path.sep}`) + `${path.sep}node_modules${path.sep}`.length,
    );
    return (JSON.parse(readFileSync(path.join(dir, name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * What the pictures' bytes depend on besides their slot: the drawing code, the pipeline (variant widths, formats,
 * quality) and the libraries. A set made with another fingerprint is not used (an edited demo-images.ts after
 * `npm run build:server`, say), so a stale set costs drawing time, never shows other pictures.
 */
export function demoImagesFingerprint(): string {
  const hash = createHash('sha256');
  hash.update('demo-image-set 1\n');
  for (const module of ['./demo-images', '../shared/image-pipeline']) hash.update(readFileSync(require.resolve(module)));
  hash.update(JSON.stringify(sharp.versions));
  for (const name of ['@dicebear/core', '@dicebear/collection']) hash.update(`${name}@${packageVersion(name)}\n`);
  return hash.digest('hex');
}

/** The usable pictures of the set in `dir` by slot, with absolute paths; an empty map when there is none or it is stale. */
export async function loadDemoImageSet(dir: string | false = DEMO_IMAGES_DIR): Promise<Map<string, PreparedImage>> {
  const prepared = new Map<string, PreparedImage>();
  if (!dir || !existsSync(path.join(dir, MANIFEST_FILE))) return prepared;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return prepared;
  }
  if (manifest.fingerprint !== demoImagesFingerprint()) return prepared;
  for (const [slot, entry] of Object.entries(manifest.images)) {
    prepared.set(slot, {
      original: { path: path.join(dir, entry.file), contentType: entry.contentType },
      width: entry.width,
      height: entry.height,
      placeholder: entry.placeholder,
      variants: entry.variants.map((variant) => ({ ...variant, path: path.join(dir, variant.file) })),
    });
  }
  return prepared;
}

/**
 * Draws `pictures` and makes their variants into `dir` (`npm run build`, after the database template): as
 * ImageStore.saveGenerated stores a drawn original (as drawn) and makePendingVariants makes its variants. Nothing is
 * redrawn when the set there already has these pictures with this code's fingerprint. Returns how many were drawn.
 */
export async function writeDemoImageSet(dir = DEMO_IMAGES_DIR, pictures = allDemoPictures()): Promise<number> {
  const fingerprint = demoImagesFingerprint();
  const existing = await readFile(path.join(dir, MANIFEST_FILE), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined);
  if (existing?.fingerprint === fingerprint && pictures.every((picture) => existing.images[picture.slot])) return 0;

  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const images: Record<string, SetEntry> = {};
  let next = 0;
  // One picture per core: each one's encoding runs on one of sharp's threads.
  const worker = async () => {
    for (let index = next++; index < pictures.length; index = next++) {
      const { slot } = pictures[index];
      const bytes = await pictures[index].draw();
      const facts = await inspectImage(bytes);
      const { ext, contentType } = ACCEPTED_FORMATS[facts.format];
      const name = String(index + 1).padStart(3, '0');
      await writeFile(path.join(building, `${name}.${ext}`), bytes);
      const variants: SetEntry['variants'] = [];
      for await (const variant of encodeVariants(bytes, facts)) {
        const file = `${name}-${variant.width}.${variant.ext}`;
        await writeFile(path.join(building, file), variant.bytes);
        variants.push({ file, type: variant.contentType, width: variant.width, height: variant.height });
      }
      images[slot] = {
        file: `${name}.${ext}`,
        contentType,
        width: facts.width,
        height: facts.height,
        placeholder: await placeholderOf(bytes),
        variants,
      };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), 4)) }, worker));
    const ordered = Object.fromEntries(pictures.map((picture) => [picture.slot, images[picture.slot]]));
    await writeFile(path.join(building, MANIFEST_FILE), `${JSON.stringify({ fingerprint, images: ordered }, null, 1)}\n`);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  return pictures.length;
}
