import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AdminAccessibilityProblemsDocument } from '../../../gql-admin/graphql';
import { AccessibilityDialog, type AccessibilityProblemItem, type SaveAction } from '../components/accessibility-dialog';

interface CheckOptions {
  /** What going on does: 'publish' for a post marked Published, else 'save'. */
  action: SaveAction;
  /** Submits the form again when the editor chooses to go on; the check then lets the same content through. */
  resubmit: () => void;
}

export interface AccessibilityCheck {
  /**
   * Asks the server what some readers would miss in `html` before a save. True: save now (no problems, the editor
   * already chose to go on with this very content, or the check itself failed: it never stands in a save's way).
   * False: the warnings are shown, and the form is submitted again (`resubmit`) if the editor goes on.
   */
  check: (html: string, options: CheckOptions) => Promise<boolean>;
  /** While the server is asked: part of saving, for the form's disabled state. */
  checking: boolean;
  /** The warnings' dialog, when open: render it anywhere in the form. */
  dialog: ReactNode;
}

/**
 * Accessibility before publishing (issue 31, docs/decisions/067-accessibility-checks.md): a post's or product's rich
 * text is checked when it is saved; problems are warnings the editor sees first and may save over.
 */
export function useAccessibilityCheck(): AccessibilityCheck {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [shown, setShown] = useState<(CheckOptions & { html: string; problems: AccessibilityProblemItem[] }) | null>(null);
  // The content the editor chose to save over its warnings: not asked about again (a retried or resubmitted save).
  const accepted = useRef<string | null>(null);
  // Where the editor was when saving (the submit button): the form's fields were disabled while asking, so the
  // dialog's own return of focus may find none, and going back must not leave a keyboard user at the page's top.
  const opener = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);

  const check = useCallback(
    async (html: string, options: CheckOptions) => {
      if (accepted.current === html) return true;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChecking(true);
      try {
        const { data } = await client.query({
          query: AdminAccessibilityProblemsDocument,
          variables: { html },
          fetchPolicy: 'no-cache',
        });
        const problems = data?.accessibilityProblems ?? [];
        if (problems.length === 0) return true;
        setShown({ ...options, html, problems });
        return false;
      } catch (error) {
        console.error('Could not check the content before saving:', error);
        return true;
      } finally {
        setChecking(false);
      }
    },
    [client],
  );

  useEffect(() => {
    if (shown || !refocus.current) return;
    refocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [shown]);

  const dialog = shown && (
    <AccessibilityDialog
      problems={shown.problems}
      action={shown.action}
      onBack={() => {
        refocus.current = true;
        setShown(null);
      }}
      onProceed={() => {
        accepted.current = shown.html;
        setShown(null);
        shown.resubmit();
      }}
    />
  );

  return { check, checking, dialog };
}
