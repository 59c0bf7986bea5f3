import { Editor } from '@tiptap/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminRichTextPreviewDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import RichTextEditor from './components/rich-text-editor';
import { normalizeHref } from './components/rich-text-toolbar';
import { editorExtensions } from './editor-extensions';
import { lostMarkup } from './markup-loss';

/** The seeded posts' and products' markup (server/src/db/demo-content.ts) and what the editor itself writes. */
const STORED_HTML = [
  '<h2>Why it matters</h2><p>Teams ship <strong>faster</strong> with clear goals.</p>',
  '<p>Steps:</p><ul><li>Measure</li><li>Improve</li></ul><pre><code>npm run build</code></pre>',
  '<h3>Details</h3><ol start="3"><li><p>Third</p></li></ol><blockquote><p>Quoted.</p></blockquote>',
  '<p><a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a> and <a href="/contact">contact us</a></p>',
  '<p><em>Italic</em>, <u>underlined</u>, <s>struck</s>, <code>inline()</code><br>next line</p><hr>',
  '<img src="/uploads/content/a.png" alt="A diagram"><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
  '<h1>Old top heading</h1><h4>Small heading</h4><p><b>bold</b> <i>italic</i></p>',
];

function roundTrip(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

/** Text content, whitespace collapsed: what a reader sees. */
function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('rich-text editor schema', () => {
  it.each(STORED_HTML)('opens stored HTML without losing markup or text: %s', (html) => {
    const out = roundTrip(html);
    expect(lostMarkup(html, out)).toEqual([]);
    expect(textOf(out)).toBe(textOf(html));
    // Saving again changes nothing: what the editor writes it reads back the same.
    expect(roundTrip(out)).toBe(out);
  });

  it('keeps links, their targets and images exactly', () => {
    const out = roundTrip(STORED_HTML[3] + STORED_HTML[5]);
    expect(out).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.com/docs">docs</a>');
    expect(out).toContain('<a href="/contact">contact us</a>');
    expect(out).toContain('<img src="/uploads/content/a.png" alt="A diagram">');
    expect(out).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>');
  });

  it('names the markup it could not keep', () => {
    const html = '<table><tbody><tr><td>1</td></tr></tbody></table><p class="lead">x<sup>2</sup></p>';
    expect(lostMarkup(html, roundTrip(html))).toEqual(
      expect.arrayContaining(['table', 'tbody', 'tr', 'td', 'p with class', 'sup']),
    );
  });

  it('turns a typed domain into an https address and leaves paths and mail links alone', () => {
    expect(normalizeHref('example.com')).toBe('https://example.com');
    expect(normalizeHref(' /contact ')).toBe('/contact');
    expect(normalizeHref('mailto:hi@example.com')).toBe('mailto:hi@example.com');
    expect(normalizeHref('')).toBe('');
  });
});

function Harness({ initial, replacement }: { initial: string; replacement?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      {replacement && (
        <button type="button" onClick={() => setHtml(replacement)}>
          Replace
        </button>
      )}
      <RichTextEditor
        label="Content"
        value={html}
        onChange={setHtml}
        preview={({ html: shown }) => <div data-testid="preview" dangerouslySetInnerHTML={{ __html: shown }} />}
      />
      <output data-testid="value">{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  const user = () => userEvent.setup({ pointerEventsCheck: 0 });
  // jsdom lays nothing out; ProseMirror asks where the cursor is to scroll it into view.
  beforeAll(() => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Element.prototype.getClientRects ??= noRects;
  });

  it('has a labelled toolbar whose toggles say whether they are on', async () => {
    renderWithProviders(<Harness initial="<h2>Title</h2><p>Body</p>" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('contenteditable', 'true');
    for (const name of [
      'Bold',
      'Italic',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
      'Image',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('formats the selection from the toolbar and hands the form the HTML', async () => {
    const u = user();
    renderWithProviders(<Harness initial="<p>Hello</p>" />);
    await screen.findByRole('toolbar', { name: 'Content formatting' });
    const editor = screen.getByRole('textbox', { name: 'Content' });
    await act(async () => editor.focus());
    await u.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('<h2>Hello</h2>'));
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('<ul><li><p>Hello</p></li></ul>'));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a value the form is given from outside once loaded (a kept draft restored), and edits it from then on', async () => {
    const u = user();
    renderWithProviders(<Harness initial="<p>Stored text.</p>" replacement="<p>Restored <strong>draft</strong>.</p>" />);
    await screen.findByRole('toolbar', { name: 'Content formatting' });
    const editor = screen.getByRole('textbox', { name: 'Content' });
    await u.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<p>Restored <strong>draft</strong>.</p>'));
    expect(screen.getByTestId('value').textContent).toBe('<p>Restored <strong>draft</strong>.</p>');
    await act(async () => editor.focus());
    await u.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('<h2>Restored <strong>draft</strong>.</h2>'));
  });

  it('keeps the focus in the writing area through a click on a tool, so the next keys type there', async () => {
    const u = user();
    renderWithProviders(<Harness initial="<p>Hello</p>" />);
    await screen.findByRole('toolbar', { name: 'Content formatting' });
    const editor = screen.getByRole('textbox', { name: 'Content' });
    await act(async () => editor.focus());
    // userEvent moves the focus on mousedown unless the page prevents it, as a browser does.
    await u.click(screen.getByRole('button', { name: 'Bold' }));
    expect(editor).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(editor).toHaveFocus();
  });

  it('opens HTML it cannot keep whole in the HTML view, and refuses the visual one until it can', async () => {
    const u = user();
    const html = '<table><tbody><tr><td>1</td></tr></tbody></table>';
    renderWithProviders(<Harness initial={html} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Content' }).tagName).toBe('TEXTAREA'));
    const source = screen.getByRole('textbox', { name: 'Content' });
    expect(source).toHaveValue(html);
    expect(screen.getByText(/markup the visual editor cannot keep \(table, tbody, tr, td\)/)).toBeInTheDocument();
    expect(source).toHaveAccessibleDescription(expect.stringContaining('cannot keep'));
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'HTML' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('value').textContent).toBe(html);

    await u.clear(source);
    await u.type(source, '<p>Plain</p>');
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('toolbar', { name: 'Content formatting' })).toBeInTheDocument();
    expect(screen.queryByText(/cannot keep/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('<p>Plain</p>'));
  });

  it("previews the server's sanitised HTML with the public page's component", async () => {
    const u = user();
    const html = '<p>Hi</p>';
    const mocks = [
      {
        request: { query: AdminRichTextPreviewDocument, variables: { html } },
        result: { data: { richTextPreview: '<p>Hi (sanitised)</p>' } },
      },
    ];
    renderWithProviders(<Harness initial={html} />, { mocks });
    await screen.findByRole('toolbar', { name: 'Content formatting' });
    await u.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('preview')).toHaveTextContent('Hi (sanitised)');
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  });
});
