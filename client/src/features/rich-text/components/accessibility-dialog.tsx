import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Modal } from '../../../components/admin/modal';
import { Button } from '../../../components/ui/button';
import type { AdminAccessibilityProblemsQuery } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

export type AccessibilityProblemItem = AdminAccessibilityProblemsQuery['accessibilityProblems'][number];

/** What saving does once the editor goes on: it saves, or it publishes (a post marked Published). */
export type SaveAction = 'save' | 'publish';

interface AccessibilityDialogProps {
  problems: AccessibilityProblemItem[];
  action: SaveAction;
  /** Back to the form, nothing saved: the first choice, focused when the dialog opens; Escape and Close do this too. */
  onBack: () => void;
  /** Save (or publish) as it is: these are warnings, never a block. */
  onProceed: () => void;
}

export const ACCESSIBILITY_DIALOG_TITLE = 'Accessibility warnings';
export const BACK_LABEL = 'Go back and fix';
export const proceedLabel = (action: SaveAction) => (action === 'publish' ? 'Publish anyway' : 'Save anyway');

/**
 * The problems the server found in the rich text about to be saved (issue 31, docs/decisions/067-accessibility-checks.md),
 * over the form, with the choice to fix them first or to go on.
 */
export function AccessibilityDialog({ problems, action, onBack, onProceed }: AccessibilityDialogProps) {
  const choicesRef = useRef<HTMLDivElement>(null);
  // After the modal's own layout effect, which focuses its first control (the close button): going back is the choice
  // a keyboard user meets first.
  useLayoutEffect(() => choicesRef.current?.querySelector('button')?.focus(), []);

  return (
    <Modal
      title={ACCESSIBILITY_DIALOG_TITLE}
      size="md"
      onClose={onBack}
      footer={
        <Choices ref={choicesRef}>
          <Button variant="secondary" onClick={onBack}>
            {BACK_LABEL}
          </Button>
          <Button onClick={onProceed}>{proceedLabel(action)}</Button>
        </Choices>
      }
    >
      <Intro>
        {problems.length === 1 ? 'One thing' : `${problems.length} things`} in this content some readers would miss. You can fix{' '}
        {problems.length === 1 ? 'it' : 'them'} first, or {action} as it is.
      </Intro>
      <Problems>
        {problems.map((problem, index) => (
          <li key={index}>
            <span>{problem.message}</span> <Excerpt>{problem.excerpt}</Excerpt>
          </li>
        ))}
      </Problems>
    </Modal>
  );
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
`;

const Intro = styled.p`
  margin-bottom: ${theme.space(4)};
`;

const Problems = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  padding-left: ${theme.space(5)};
  list-style: disc;
  li {
    overflow-wrap: anywhere;
  }
`;

const Excerpt = styled.span`
  display: block;
  margin-top: ${theme.space(1)};
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;
