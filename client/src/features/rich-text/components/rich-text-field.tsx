import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RichTextEditorProps } from './rich-text-editor';
import { theme } from '../../../shared/theme';

/** The editor (TipTap and ProseMirror) is its own chunk, fetched when a form with it opens. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A rich-text field for the admin's forms; until the editor has loaded, a placeholder of its size. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Loading role="status" $minHeight={props.minHeight ?? '16rem'}>
          Loading editor...
        </Loading>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

const Loading = styled.p<{ $minHeight: string }>`
  display: grid;
  place-items: center;
  min-height: calc(${({ $minHeight }) => $minHeight} + 4rem);
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.muted};
`;
