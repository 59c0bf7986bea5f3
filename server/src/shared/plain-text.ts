import { Parser } from 'htmlparser2';

/** Elements that end a run of words: their text is not glued to the next element's. */
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'td',
  'th',
  'figcaption',
  'figure',
  'hr',
  'table',
]);

/**
 * The words of stored rich text (sanitised HTML), entities decoded, one space between blocks: what a reader
 * sees, for the search index and its snippets. Pictures count by their descriptions.
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name, attributes) => {
        if (BLOCKS.has(name)) parts.push(' ');
        if (name === 'img' && attributes.alt) parts.push(` ${attributes.alt} `);
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
