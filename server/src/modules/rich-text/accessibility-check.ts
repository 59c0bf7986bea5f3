import {
  ACCESSIBILITY_MESSAGES,
  FIRST_CONTENT_HEADING_LEVEL,
  VAGUE_LINK_TEXTS,
  type AccessibilityProblemCode,
} from '@field-rules';
import { Parser } from 'htmlparser2';

export interface AccessibilityProblem {
  code: AccessibilityProblemCode;
  /** What is wrong and what to do, in the editor's words. */
  message: string;
  /** Which one: the picture's file name, the heading's text, the link's text or address, the table's first words. */
  excerpt: string;
}

/** Long enough to recognise the element, short enough for one line of the warning. */
const EXCERPT_MAX = 80;
const HEADING = /^h([1-6])$/;

const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const shorten = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text);

/** A picture by its file name ('team photo.jpg' from '/uploads/content/team%20photo.jpg?v=2'). */
function imageName(src: string | undefined): string {
  const source = (src ?? '').trim();
  if (!source) return 'A picture without an address';
  if (source.startsWith('data:')) return 'A picture embedded in the text';
  const name = source.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? source;
  try {
    return shorten(decodeURIComponent(name));
  } catch {
    return shorten(name);
  }
}

/** A link's text compared with the vague ones: lower case, one space, no punctuation at its end ('Click here!'). */
const isVague = (text: string) => VAGUE_LINK_TEXTS.includes(text.toLowerCase().replace(/[\s.,:;!?…]+$/u, ''));

interface OpenLink {
  href: string;
  label: string;
  title: string;
  text: string[];
}

/**
 * The accessibility problems a reader of this rich text (stored, sanitised HTML) would meet, in the order they
 * appear: pictures without alt text, skipped heading levels, links with no text or with text like 'click here',
 * tables without header cells (issue 31, docs/decisions/067-accessibility-checks.md). Warnings: saving never depends
 * on them. Pure: no I/O, the same answer for the same HTML.
 */
export function accessibilityProblems(html: string): AccessibilityProblem[] {
  const problems: AccessibilityProblem[] = [];
  const add = (code: AccessibilityProblemCode, message: string, excerpt: string) =>
    problems.push({ code, message, excerpt: shorten(words(excerpt)) });

  // The page's title is its level 1 heading: the content's first heading may be level 2, each next one level deeper.
  let previousLevel = FIRST_CONTENT_HEADING_LEVEL - 1;
  let heading: { level: number; text: string[] } | null = null;
  const links: OpenLink[] = [];
  const tables: Array<{ number: number; hasHeader: boolean; text: string[] }> = [];
  let tableCount = 0;

  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        const level = HEADING.exec(name);
        if (level) heading = { level: Number(level[1]), text: [] };
        if (name === 'a' && attributes.href !== undefined) {
          links.push({ href: attributes.href, label: attributes['aria-label'] ?? '', title: attributes.title ?? '', text: [] });
        }
        if (name === 'img') {
          if (!attributes.alt?.trim())
            add('IMAGE_WITHOUT_ALT', ACCESSIBILITY_MESSAGES.imageWithoutAlt, imageName(attributes.src));
          // A described picture inside a link names the link, as a screen reader reads it.
          else links.at(-1)?.text.push(` ${attributes.alt} `);
        }
        if (name === 'table') {
          tableCount += 1;
          tables.push({ number: tableCount, hasHeader: false, text: [] });
        }
        if (name === 'th') {
          const table = tables.at(-1);
          if (table) table.hasHeader = true;
        }
        // Cells are separate words in the table's excerpt.
        if (name === 'td' || name === 'th') tables.at(-1)?.text.push(' ');
      },
      ontext: (text) => {
        heading?.text.push(text);
        for (const link of links) link.text.push(text);
        tables.at(-1)?.text.push(text);
      },
      onclosetag: (name) => {
        const level = HEADING.exec(name);
        if (level && heading) {
          const { level: current, text } = heading;
          const excerpt = words(text.join('')) || `An empty level ${current} heading`;
          if (current === 1) add('HEADING_LEVEL_SKIPPED', ACCESSIBILITY_MESSAGES.headingLevelOne, excerpt);
          else if (current > previousLevel + 1) {
            const message =
              previousLevel < FIRST_CONTENT_HEADING_LEVEL
                ? ACCESSIBILITY_MESSAGES.firstHeadingTooDeep(current)
                : ACCESSIBILITY_MESSAGES.headingSkipped(previousLevel, current);
            add('HEADING_LEVEL_SKIPPED', message, excerpt);
          }
          previousLevel = current;
          heading = null;
        }
        if (name === 'a' && links.length > 0) checkLink(links.pop()!);
        if (name === 'table') {
          const table = tables.pop();
          if (table && !table.hasHeader) {
            add(
              'TABLE_WITHOUT_HEADERS',
              ACCESSIBILITY_MESSAGES.tableWithoutHeaders,
              words(table.text.join('')) || `Table ${table.number}`,
            );
          }
        }
      },
    },
    { decodeEntities: true },
  );

  function checkLink(link: OpenLink): void {
    // Its name as a screen reader gives it: an aria-label first, then its words (and pictures' alt), then its title.
    const text = words(link.text.join(''));
    const name = words(link.label) || text || words(link.title);
    if (!name) add('EMPTY_LINK', ACCESSIBILITY_MESSAGES.emptyLink, link.href || 'A link without an address');
    else if (isVague(name)) add('VAGUE_LINK_TEXT', ACCESSIBILITY_MESSAGES.vagueLinkText(name), link.href || name);
  }

  parser.write(html);
  parser.end();
  return problems;
}
