import styled from 'styled-components';
import { theme } from '../../../shared/theme';
import { wordDiff, type ChangedField } from './revision-diff';

/** 'November 28, 2026 at 3:05 AM': when a version or a draft was saved, as the back office says it. */
export const savedTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * Two versions' changed fields side by side, rich text word by word (removed words struck on the older side, added
 * ones marked on the newer): the history's comparison and an edit conflict's.
 */
export function FieldChanges({
  fields,
  olderLabel,
  newerLabel,
}: {
  fields: ChangedField[];
  olderLabel: string;
  newerLabel: string;
}) {
  return (
    <>
      {fields.map((field) => {
        const diff = field.rich ? wordDiff(field.older, field.newer) : null;
        return (
          <Field key={field.field}>
            <h4>{field.label}</h4>
            <Sides>
              <Side aria-label={`${field.label}, ${olderLabel}`}>
                {diff
                  ? diff.older.map((part, index) => (part.marked ? <del key={index}>{part.text}</del> : part.text))
                  : field.older}
              </Side>
              <Side aria-label={`${field.label}, ${newerLabel}`}>
                {diff
                  ? diff.newer.map((part, index) => (part.marked ? <ins key={index}>{part.text}</ins> : part.text))
                  : field.newer}
              </Side>
            </Sides>
          </Field>
        );
      })}
    </>
  );
}

const Field = styled.div`
  margin-bottom: ${theme.space(4)};
  h4 {
    font-size: 0.9rem;
    color: ${theme.colors.muted};
    margin-bottom: ${theme.space(2)};
  }
`;

const Sides = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Side = styled.div`
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.9rem;
  min-height: 2.5em;
  del {
    background: color-mix(in srgb, ${theme.colors.danger} 25%, transparent);
    text-decoration: line-through;
  }
  ins {
    background: color-mix(in srgb, ${theme.colors.success} 25%, transparent);
    text-decoration: none;
  }
`;
