import sharp from 'sharp';

/**
 * Demo pictures drawn locally, nothing fetched from the internet (ADR 023): illustrated portraits
 * (DiceBear's 'personas', seeded by the person's name), abstract covers and banners, and app-like
 * screenshots, none with text on them. Each is drawn at the size its largest slot needs (the
 * pipeline never upscales, so a smaller original means fewer variants to make) and returned as
 * bytes for ImageStore.saveGenerated, the same pipeline uploads go through.
 */

/** A small deterministic random generator (mulberry32) seeded from a string, so reseeding draws the same pictures. */
function randomFrom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calm palettes in the house colours' spirit: a dark base, two mid tones, one accent. */
const PALETTES = [
  ['#0f172a', '#1e3a8a', '#3b82f6', '#93c5fd'],
  ['#111827', '#4c1d95', '#8b5cf6', '#f0abfc'],
  ['#042f2e', '#115e59', '#14b8a6', '#99f6e4'],
  ['#1c1917', '#9a3412', '#f97316', '#fed7aa'],
  ['#172554', '#0e7490', '#22d3ee', '#a5f3fc'],
  ['#1e1b4b', '#be185d', '#f472b6', '#fde68a'],
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** An illustrated portrait on a soft gradient, square. */
export async function demoPortrait(name: string, size = 720): Promise<Buffer> {
  const [{ createAvatar }, { personas }] = await Promise.all([import('@dicebear/core'), import('@dicebear/collection')]);
  const svg = createAvatar(personas, {
    seed: name,
    size,
    backgroundType: ['gradientLinear'],
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0db'],
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', '6b6b6b'],
    skinColor: ['f2d3b1', 'ecad80', 'd08b5b', 'b16a5b', '92594b', '623d36'],
    mouth: ['smile', 'bigSmile', 'smirk'],
  }).toString();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Overlapping soft shapes and flowing lines on a gradient: a cover or banner with no text. */
export async function demoCover(seed: string, width: number, height: number): Promise<Buffer> {
  const random = randomFrom(seed);
  const [base, deep, mid, light] = pick(random, PALETTES);
  const blobs = Array.from({ length: 5 }, (_, index) => {
    const r = (0.25 + random() * 0.35) * Math.max(width, height);
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow${index % 3})" opacity="${(0.35 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const waves = Array.from({ length: 7 }, (_, index) => {
    const y = height * (0.3 + index * 0.09) + random() * 20;
    const amplitude = height * (0.05 + random() * 0.08);
    const path = `M0 ${y.toFixed(0)} C ${(width * 0.3).toFixed(0)} ${(y - amplitude).toFixed(0)}, ${(width * 0.6).toFixed(0)} ${(y + amplitude).toFixed(0)}, ${width} ${(y - amplitude / 2).toFixed(0)}`;
    return `<path d="${path}" fill="none" stroke="${light}" stroke-opacity="${(0.12 + index * 0.03).toFixed(2)}" stroke-width="${(1.5 + random() * 2).toFixed(1)}"/>`;
  }).join('');
  const glow = (id: number, colour: string) =>
    `<radialGradient id="glow${id}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
    ${glow(0, deep)}${glow(1, mid)}${glow(2, light)}
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>${blobs}${waves}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A product or project screen: window chrome, a sidebar, cards and a chart, drawn as shapes (no text). */
export async function demoScreen(seed: string, width: number, height: number): Promise<Buffer> {
  const random = randomFrom(seed);
  const [, deep, mid, light] = pick(random, PALETTES);
  const pad = Math.round(width * 0.03);
  const bar = Math.round(height * 0.07);
  const side = Math.round(width * 0.2);
  const left = pad + side + pad;
  const contentWidth = width - left - pad;
  const cardWidth = (contentWidth - 2 * pad) / 3;
  const cardHeight = height * 0.18;
  const cards = [0, 1, 2]
    .map((index) => {
      const x = left + index * (cardWidth + pad);
      const y = bar + pad * 2;
      return `<rect x="${x}" y="${y}" width="${cardWidth}" height="${cardHeight}" rx="12" fill="#ffffff"/>
      <rect x="${x + 20}" y="${y + 22}" width="${cardWidth * 0.35}" height="10" rx="5" fill="#cbd5e1"/>
      <rect x="${x + 20}" y="${y + 48}" width="${cardWidth * (0.4 + random() * 0.4)}" height="18" rx="6" fill="${[deep, mid, light][index]}"/>`;
    })
    .join('');
  const chartTop = bar + pad * 3 + cardHeight;
  const chartHeight = height - chartTop - pad;
  const bars = Array.from({ length: 12 }, (_, index) => {
    const barHeight = chartHeight * (0.2 + random() * 0.65);
    const barWidth = (contentWidth - 40) / 12 - 10;
    return `<rect x="${left + 20 + index * (barWidth + 10)}" y="${chartTop + chartHeight - 16 - barHeight}" width="${barWidth}" height="${barHeight}" rx="4" fill="${index % 3 === 0 ? deep : mid}" opacity="${index % 2 ? 0.75 : 1}"/>`;
  }).join('');
  const menu = Array.from({ length: 6 }, (_, index) => {
    const y = bar + pad * 2 + index * 44;
    return `<rect x="${pad + 16}" y="${y}" width="${side * (0.45 + random() * 0.4)}" height="12" rx="6" fill="${index === 1 ? light : '#64748b'}" opacity="${index === 1 ? 1 : 0.6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f1f5f9"/>
  <rect width="100%" height="${bar}" fill="${deep}"/>
  <circle cx="${pad}" cy="${bar / 2}" r="7" fill="#f87171"/><circle cx="${pad + 22}" cy="${bar / 2}" r="7" fill="#fbbf24"/><circle cx="${pad + 44}" cy="${bar / 2}" r="7" fill="#34d399"/>
  <rect x="${pad}" y="${bar + pad}" width="${side}" height="${height - bar - 2 * pad}" rx="14" fill="#1e293b"/>${menu}
  ${cards}
  <rect x="${left}" y="${chartTop}" width="${contentWidth}" height="${chartHeight}" rx="12" fill="#ffffff"/>${bars}
</svg>`;
  // JPEG: flat shapes, but four times faster to write than PNG at this size (seeding is on the start-up path).
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A partner's logo: a geometric mark and the company's name, as a logo has. */
export async function demoLogo(name: string, width = 224, height = 112): Promise<Buffer> {
  const random = randomFrom(name);
  const [, deep, mid] = pick(random, PALETTES);
  const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const mark = height * 0.28;
  // Bold sans glyphs are about 0.62 em wide: the name fits the 70% right of the mark.
  const size = Math.min(height * 0.2, (width * 0.68) / (0.62 * Math.max(name.length, 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <g transform="translate(${width * 0.13} ${height / 2})">
    <rect x="${-mark / 2}" y="${-mark / 2}" width="${mark}" height="${mark}" rx="${mark / 4}" fill="${deep}" transform="rotate(${Math.round(random() * 45)})"/>
    <circle r="${mark / 4}" fill="${mid}"/>
  </g>
  <text x="${width * 0.27}" y="${height / 2 + size * 0.35}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size.toFixed(1)}" fill="#0f172a">${escape(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
