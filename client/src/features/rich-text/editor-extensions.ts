import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can hold: StarterKit (paragraphs, headings 1-6, bold, italic, underline, strike,
 * inline code, code blocks, quotes, lists, rules, line breaks, links) and block images. Every tag
 * these write is on the server's allow-list (server/src/shared/sanitize-html.ts), so what the editor
 * produces is stored as it is. Headings of every level are read (older content may use any); the
 * toolbar offers h2 and h3, the page's h1 being the title.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // No empty paragraph added after a closing heading or list: stored HTML stays as written.
      trailingNode: false,
      link: {
        // Clicking a link while writing places the cursor; it does not leave the form.
        openOnClick: false,
        // No target/rel unless a link had them: stored links reopen and save unchanged. New links to
        // other sites get them from the link form (rich-text-toolbar.tsx).
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
