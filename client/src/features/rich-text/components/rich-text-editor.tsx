import { useApolloClient } from '@apollo/client/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { errorMessage } from '../../../components/admin/graphql-errors';
import { proseStyles } from '../../../components/ui/html-content';
import { AdminRichTextPreviewDocument } from '../../../gql-admin/graphql';
import { editorExtensions } from '../editor-extensions';
import { lostMarkup } from '../markup-loss';
import { RichTextToolbar } from './rich-text-toolbar';
import { ErrorText, FieldLabel, FieldMessages, RequiredMark } from '../../../components/admin/form-fields';
import { wrapRow } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

export interface RichTextEditorProps {
  label: string;
  /** HTML as stored (sanitised by the server) or as typed so far. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The public page's own rich-text component: 'Preview' renders the sanitised HTML with it. */
  preview: ComponentType<{ html: string }>;
  /** The writing area's least height. */
  minHeight?: string;
}

type Mode = 'visual' | 'html' | 'preview';

const MODES: Array<{ mode: Mode; label: string }> = [
  { mode: 'visual', label: 'Edit' },
  { mode: 'html', label: 'HTML' },
  { mode: 'preview', label: 'Preview' },
];

/** What the form holds for an empty editor: nothing, so 'X is required' still applies. */
function htmlOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * A rich-text field for the admin's forms (docs/decisions/034-rich-text-editor.md): a TipTap editor
 * with a toolbar, an 'HTML' view of the source, and a 'Preview' of the HTML as the server would store
 * it, rendered by the public page's own component. HTML the editor could not keep whole (a table,
 * say) opens in the HTML view, so nothing is dropped unnoticed. Loaded on demand (rich-text-field.tsx).
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled = false,
  preview: Preview,
  minHeight = '16rem',
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const [mode, setMode] = useState<Mode>('visual');
  const [lost, setLost] = useState<string[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initialValue = useRef(value);
  /** The HTML the editor last handed the form: a value other than it was set from outside (a draft restored). */
  const emitted = useRef(value);

  const describedBy =
    [hint ? hintId : '', error ? errorId : '', lost.length ? noticeId : ''].filter(Boolean).join(' ') || undefined;

  // Options made once: the editor is created on mount, and what changes later is applied by the effects below.
  const options = useMemo(
    () => ({
      extensions: editorExtensions(),
      content: initialValue.current,
      editable: !disabled,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(required ? { 'aria-required': 'true' } : {}),
          spellcheck: 'true',
        },
      },
      onCreate: ({ editor: created }: { editor: { getHTML(): string } }) => {
        const dropped = lostMarkup(initialValue.current, created.getHTML());
        if (dropped.length) {
          setLost(dropped);
          setMode('html');
        }
      },
      onUpdate: ({ editor: updated }: { editor: { isEmpty: boolean; getHTML(): string } }) => {
        emitted.current = htmlOf(updated);
        onChangeRef.current(emitted.current);
      },
    }),
    // The editor is made once; later prop changes reach it through refs and effects, not by rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const editor = useEditor(options, []);

  // The described-by and invalid state change with the form's errors after the editor exists.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': describedBy ?? '',
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    });
  }, [editor, describedBy, error]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value the form was given from outside the editor (a kept draft restored, say) is shown by it too; in the HTML
  // view the source shows it already, and switching back hands it to the editor.
  useEffect(() => {
    if (!editor || mode !== 'visual' || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    const dropped = lostMarkup(value, editor.getHTML());
    if (dropped.length) {
      setLost(dropped);
      setMode('html');
    }
  }, [editor, mode, value]);

  const switchTo = (next: Mode) => {
    if (next === mode || !editor) return;
    if (mode === 'html' && next !== 'html') {
      // The source may have been edited: the editor takes it, unless that would drop markup.
      editor.commands.setContent(value, { emitUpdate: false });
      const dropped = lostMarkup(value, editor.getHTML());
      setLost(dropped);
      if (dropped.length) {
        if (next === 'visual') return;
      } else {
        emitted.current = htmlOf(editor);
        onChange(emitted.current);
      }
    }
    setMode(next);
    if (next === 'visual') requestAnimationFrame(() => editor.commands.focus());
  };

  return (
    <Field>
      <Header>
        <FieldLabel id={labelId} onClick={() => (mode === 'visual' ? editor?.commands.focus() : undefined)}>
          {label}
          {required && <RequiredMark />}
        </FieldLabel>
        <Modes role="group" aria-label={`${label} view`}>
          {MODES.map(({ mode: option, label: optionLabel }) => (
            <ModeButton
              key={option}
              type="button"
              aria-pressed={mode === option}
              disabled={disabled && option !== mode}
              onClick={() => switchTo(option)}
            >
              {optionLabel}
            </ModeButton>
          ))}
        </Modes>
      </Header>
      <Frame $invalid={Boolean(error)} $minHeight={minHeight}>
        {mode === 'visual' && editor && <RichTextToolbar editor={editor} label={label} disabled={disabled} />}
        {/* Kept mounted in every view, so undo history and the cursor survive a look at the preview. */}
        <Writing hidden={mode !== 'visual'}>
          <EditorContent editor={editor} />
        </Writing>
        {mode === 'html' && (
          <Source
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            spellCheck={false}
            rows={14}
          />
        )}
        {mode === 'preview' && <PreviewPane html={value} Preview={Preview} />}
      </Frame>
      {lost.length > 0 && (
        <Notice id={noticeId} role="status">
          This content uses markup the visual editor cannot keep ({lost.join(', ')}), so it is shown as HTML. Edit it here, or
          remove that markup to use the visual editor.
        </Notice>
      )}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Field>
  );
}

/** The HTML as the server would store it (it sanitises on save), rendered as the public page renders it. */
function PreviewPane({ html, Preview }: { html: string; Preview: ComponentType<{ html: string }> }) {
  const client = useApolloClient();
  const [state, setState] = useState<{ html?: string; error?: string }>({});

  useEffect(() => {
    let current = true;
    setState({});
    client
      .query({ query: AdminRichTextPreviewDocument, variables: { html }, fetchPolicy: 'no-cache' })
      .then(({ data }) => current && setState({ html: data?.richTextPreview ?? '' }))
      .catch((failure: unknown) => current && setState({ error: errorMessage(failure, 'Could not load the preview') }));
    return () => {
      current = false;
    };
  }, [client, html]);

  const loading = <Muted role="status">Loading preview...</Muted>;
  return (
    <PreviewFrame aria-label="Preview" aria-busy={state.html === undefined && !state.error}>
      {state.error ? (
        <ErrorText role="alert">{state.error}</ErrorText>
      ) : state.html === undefined ? (
        loading
      ) : state.html ? (
        <Suspense fallback={loading}>
          <Preview html={state.html} />
        </Suspense>
      ) : (
        <Muted>Nothing to preview yet.</Muted>
      )}
    </PreviewFrame>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
  min-width: 0;
`;

const Header = styled.div`
  ${wrapRow(2)}
  justify-content: space-between;
`;

const Modes = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  overflow: hidden;
`;

const ModeButton = styled.button`
  padding: 4px 12px;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  border: 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  cursor: pointer;
  & + & {
    border-left: 1px solid ${theme.colors.border};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: -2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Frame = styled.div<{ $invalid: boolean; $minHeight: string }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  min-width: 0;
  &:focus-within {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 0;
  }
  .ProseMirror,
  textarea {
    min-height: ${({ $minHeight }) => $minHeight};
  }
`;

const Writing = styled.div`
  .ProseMirror {
    ${proseStyles}
    padding: 12px;
    outline: none;
    overflow-wrap: break-word;
    & > :first-child {
      margin-top: 0;
    }
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid ${theme.colors.primary};
  }
  .ProseMirror[contenteditable='false'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const control = css`
  display: block;
  width: 100%;
  padding: 12px;
  border: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.85rem;
  color: inherit;
  background: transparent;
  resize: vertical;
  &:focus {
    outline: none;
  }
`;

const Source = styled.textarea`
  ${control}
`;

const PreviewFrame = styled.section`
  padding: ${theme.space(5)};
  overflow-x: auto;
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

const Notice = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.text};
  border-left: 3px solid ${theme.colors.primary};
  padding-left: ${theme.space(2)};
`;
