import { sanitizeRichText } from './sanitize-html';

/**
 * What the admin's rich-text editor writes (TipTap's HTML, client/src/features/rich-text) must come
 * back from the sanitiser as it went in: the services store only the sanitised form, and the editor
 * reopens what was stored.
 */
describe('sanitizeRichText', () => {
  const editorHtml = [
    '<h2>Start small</h2>',
    '<h3>Then measure</h3>',
    '<p>Some <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>inline()</code> text.<br>Next line.</p>',
    '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
    '<ol start="3"><li><p>Three</p></li></ol>',
    '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/docs">a link</a> and <a href="/contact">ours</a></p>',
    '<blockquote><p>Quoted.</p></blockquote>',
    '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
    '<img src="/uploads/content/3f1c.png" alt="A diagram">',
    '<img src="https://cdn.example.com/content/a.webp" alt="">',
    '<hr>',
  ];

  it.each(editorHtml)('keeps what the editor writes: %s', (html) => {
    expect(voidTagsAsHtml(sanitizeRichText(html))).toBe(html);
  });

  it('gives a link that opens a new tab rel="noopener noreferrer", whatever rel it had', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="/a.png" alt="" onerror="alert(1)">', '<img src="/a.png" alt="">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: image', '<img src="javascript:alert(1)" alt="x">', '<img alt="x">'],
    ['a protocol-relative image', '<img src="//evil.example/x.png" alt="x">', '<img alt="x">'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a style attribute', '<p style="position:fixed">x</p>', '<p>x</p>'],
    ['a form', '<form action="/x"><input name="a"></form><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_name, html, expected) => {
    expect(voidTagsAsHtml(sanitizeRichText(html))).toBe(expected);
  });
});

/** The sanitiser writes void elements XHTML-style (<br />); the browser and the editor read both forms alike. */
function voidTagsAsHtml(html: string): string {
  return html.replace(/ \/>/g, '>');
}
