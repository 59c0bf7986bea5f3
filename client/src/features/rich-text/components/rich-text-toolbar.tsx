import { useMutation } from '@apollo/client/react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FiBold, FiCode, FiCornerUpLeft, FiCornerUpRight, FiImage, FiItalic, FiLink, FiList } from 'react-icons/fi';
import styled from 'styled-components';
import { errorMessage } from '../../../components/admin/graphql-errors';
import { AdminUploadContentImageDocument } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

type Panel = 'link' | 'image' | null;

/** What the server's image checks accept (server/src/shared/images.ts). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A typed address as a link target: 'example.com' means https://example.com; site paths, anchors, mailto: and tel: stay. */
export function normalizeHref(typed: string): string {
  const href = typed.trim();
  if (!href || /^(https?:|mailto:|tel:|\/|#)/i.test(href)) return href;
  return `https://${href}`;
}

/** Links to other sites open in a new tab, without handing it this page (the server enforces the rel too). */
function linkAttributes(href: string) {
  return /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, target: null, rel: null };
}

/**
 * The editor's toolbar: each button is a real button with a label, toggles say whether they are on
 * (aria-pressed), and Tab reaches every one. Links and images open a small form under the toolbar.
 */
export function RichTextToolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, icon: ReactNode, run: () => void, text?: string) => (
    <ToolButton type="button" aria-label={name} title={name} aria-pressed={pressed} disabled={disabled} onClick={run}>
      {icon}
      {text}
    </ToolButton>
  );

  return (
    <div>
      <Bar role="toolbar" aria-label={`${label} formatting`}>
        {toggle('Bold', state.bold, <FiBold aria-hidden />, () => chain().toggleBold().run())}
        {toggle('Italic', state.italic, <FiItalic aria-hidden />, () => chain().toggleItalic().run())}
        <Separator aria-hidden />
        {toggle('Heading', state.h2, null, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {toggle('Subheading', state.h3, null, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        <Separator aria-hidden />
        {toggle('Bulleted list', state.bulletList, <FiList aria-hidden />, () => chain().toggleBulletList().run())}
        {toggle('Numbered list', state.orderedList, null, () => chain().toggleOrderedList().run(), '1.')}
        {toggle('Quote', state.blockquote, null, () => chain().toggleBlockquote().run(), '“”')}
        {toggle('Code block', state.codeBlock, <FiCode aria-hidden />, () => chain().toggleCodeBlock().run())}
        <Separator aria-hidden />
        {toggle('Link', state.link || panel === 'link', <FiLink aria-hidden />, () => setPanel(panel === 'link' ? null : 'link'))}
        {toggle('Image', panel === 'image', <FiImage aria-hidden />, () => setPanel(panel === 'image' ? null : 'image'))}
        <Separator aria-hidden />
        <ToolButton
          type="button"
          aria-label="Undo"
          title="Undo"
          disabled={disabled || !state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <FiCornerUpLeft aria-hidden />
        </ToolButton>
        <ToolButton
          type="button"
          aria-label="Redo"
          title="Redo"
          disabled={disabled || !state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <FiCornerUpRight aria-hidden />
        </ToolButton>
      </Bar>
      {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
      {panel === 'image' && <ImagePanel editor={editor} onClose={() => setPanel(null)} />}
    </div>
  );
}

/**
 * Enter applies and Escape closes, without reaching the form around (which would submit) or the
 * dialog (which would close).
 */
function panelKeys(apply: () => void, close: () => void) {
  return (event: KeyboardEvent) => {
    // On a button Enter is that button's click.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
}

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const target = normalizeHref(href);
    if (!target) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // No text chosen: the address itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: linkAttributes(target) }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(linkAttributes(target)).run();
      // The caret goes after the link, as in any editor: what comes next (typing, an image) must not replace its text.
      editor.chain().focus().setTextSelection(editor.state.selection.to).run();
    }
    onClose();
  };
  return (
    <PanelRow onKeyDown={panelKeys(apply, close)}>
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://example.com or /contact"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel the user just opened takes focus
        autoFocus
      />
      <PanelButton type="button" onClick={apply}>
        Apply link
      </PanelButton>
      {current && (
        <PanelButton
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </PanelButton>
      )}
      <PanelButton type="button" onClick={close}>
        Cancel
      </PanelButton>
    </PanelRow>
  );
}

/** Uploads through the image checks (uploadContentImage) and inserts the stored image with its description. */
function ImagePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const fileId = useId();
  const altId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  const [upload, { loading }] = useMutation(AdminUploadContentImageDocument);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const insert = async () => {
    if (!file) {
      setProblem('Choose an image first');
      fileRef.current?.focus();
      return;
    }
    try {
      const { data } = await upload({ variables: { file } });
      if (!data) return;
      editor.chain().focus().setImage({ src: data.uploadContentImage, alt: alt.trim() }).run();
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, 'Failed to upload image');
      setProblem(message);
      toast.error(message);
    }
  };
  return (
    <PanelRow onKeyDown={panelKeys(() => void insert(), close)} aria-busy={loading || undefined}>
      <label htmlFor={fileId}>Image file</label>
      <input
        id={fileId}
        ref={fileRef}
        type="file"
        accept={IMAGE_TYPES}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem('');
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel the user just opened takes focus
        autoFocus
      />
      <label htmlFor={altId}>Image description</label>
      <input
        id={altId}
        type="text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        placeholder="What the image shows"
      />
      <PanelButton type="button" onClick={() => void insert()} disabled={loading}>
        {loading ? 'Uploading...' : 'Insert image'}
      </PanelButton>
      <PanelButton type="button" onClick={close} disabled={loading}>
        Cancel
      </PanelButton>
      {problem && <Problem role="alert">{problem}</Problem>}
    </PanelRow>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: 4px;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

/**
 * A press on a tool leaves the focus (and the selection) in the writing area: without this the
 * button takes focus on mousedown and TipTap's focus() only gives it back a frame later, so keys
 * typed straight after a click could land on the button and be lost. Keyboard use is unchanged.
 */
const ToolButton = styled.button.attrs({ onMouseDown: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 32px;
  height: 32px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Separator = styled.span`
  width: 1px;
  height: 20px;
  margin: 0 4px;
  background: ${theme.colors.border};
`;

const PanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  label {
    font-size: 0.8rem;
    font-weight: 600;
  }
  input[type='text'] {
    flex: 1 1 12rem;
    min-width: 0;
    padding: 6px 8px;
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
  }
  input[type='file'] {
    flex: 1 1 12rem;
    min-width: 0;
    font-size: 0.8rem;
    color: ${theme.colors.text};
  }
  input:focus-visible {
    outline: 2px solid ${theme.colors.primary};
  }
`;

const PanelButton = styled.button`
  padding: 6px 12px;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  font-size: 0.85rem;
  color: ${theme.colors.danger};
`;
