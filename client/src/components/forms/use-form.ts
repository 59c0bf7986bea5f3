import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

export type FormErrors<V> = Partial<Record<keyof V | string, string>>;

interface UseFormOptions<V> {
  initialValues: V;
  /** Messages to show from the start (the server's, for a form it was sent to without scripts); fields then re-validate as they change. */
  initialErrors?: FormErrors<V>;
  /** Returns a message per invalid field (SPEC §5 texts); an empty object means valid. */
  validate: (values: V) => FormErrors<V>;
  /** Called when a submit found problems (the form's own, or the server's per-field ones), e.g. to focus the first. */
  onInvalid?: (errors: FormErrors<V>) => void;
  /**
   * Keeps what is typed in this browser under this key ('BlogPost:<id>', 'Partner:new'...) a moment after each change,
   * until the form closes in the app: a closed tab, a crash or a reload leaves it, and the form offers it back (`draft`).
   * Files are not kept.
   */
  draftKey?: string;
}

/** Unsaved values kept from an earlier visit, offered back. */
export interface DraftOffer {
  savedAt: string;
  restore(): void;
  discard(): void;
}

/** How long after the last change a draft is written. */
export const DRAFT_DELAY_MS = 1500;
const storageKey = (key: string) => `form-draft:${key}`;

/** The values a draft can keep: files (and anything else that is not plain data) are left out. */
function keepable<V extends object>(values: V): Partial<V> {
  const isFile = (value: unknown) => typeof Blob !== 'undefined' && value instanceof Blob;
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !isFile(value) && !(Array.isArray(value) && value.some(isFile))),
  ) as Partial<V>;
}
const sameValues = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

function storedDraft<V extends object>(key: string, initialValues: V): { savedAt: string; values: Partial<V> } | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(key)) ?? 'null') as {
      savedAt?: string;
      values?: Partial<V>;
    } | null;
    if (!stored?.savedAt || !stored.values) return null;
    // Nothing to offer when what was kept is what the form starts with anyway.
    const start = initialValues as Record<string, unknown>;
    if (Object.entries(stored.values).every(([field, value]) => sameValues([value], [start[field]]))) return null;
    return { savedAt: stored.savedAt, values: stored.values };
  } catch {
    // Storage refused (private mode, quota) or a draft from another shape: nothing to offer.
    return null;
  }
}

/** Forgets every form's kept work in this browser: signing out must not leave an admin's unsaved text behind. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(storageKey(''))) window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

function writeDraft(key: string, value: object | null): void {
  try {
    if (value) window.localStorage.setItem(storageKey(key), JSON.stringify(value));
    else window.localStorage.removeItem(storageKey(key));
  } catch {
    // A browser that keeps nothing keeps no draft; the form works as before.
  }
}

/**
 * SPEC §5: forms validate on submit and re-validate on change; every form, admin and public, uses
 * this. Server field errors (BAD_USER_INPUT `fields`) can be shown through setErrors.
 */
export function useForm<V extends object>({ initialValues, initialErrors, validate, onInvalid, draftKey }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const initial = useRef(initialValues);
  const [offered, setOffered] = useState(() => (draftKey ? storedDraft(draftKey, initialValues) : null));

  // A moment after each change, what differs from the form's start is kept; an offer not yet answered is left alone.
  useEffect(() => {
    if (!draftKey || offered) return;
    const kept = keepable(values);
    const timer = setTimeout(
      () =>
        writeDraft(
          draftKey,
          sameValues(kept, keepable(initial.current)) ? null : { savedAt: new Date().toISOString(), values: kept },
        ),
      DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draftKey, offered, values]);
  // Closed in the app (saved, or cancelled): the draft goes. A closed tab never gets here, so its draft stays.
  useEffect(
    () => () => {
      if (draftKey) writeDraft(draftKey, null);
    },
    [draftKey],
  );

  const draft: DraftOffer | null = offered && {
    savedAt: offered.savedAt,
    restore: () => {
      setValues((current) => ({ ...current, ...offered.values }));
      setOffered(null);
    },
    discard: () => {
      if (draftKey) writeDraft(draftKey, null);
      setOffered(null);
    },
  };
  const [errors, setErrors] = useState<FormErrors<V>>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(initialErrors !== undefined && Object.keys(initialErrors).length > 0);
  // A ref, not state: two submits in the same tick would both still see submitting === false.
  const inFlight = useRef(false);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (submitted.current) setErrors(validate(next));
        return next;
      });
    },
    [validate],
  );

  /**
   * Wraps a submit handler: validates first and only calls `onValid` when nothing is wrong.
   * While `onValid` runs, `submitting` is true and further submits are ignored; per-field
   * messages it resolves with (the server's) are shown under the fields.
   */
  const handleSubmit =
    (onValid: (values: V) => void | FormErrors<V> | Promise<void | FormErrors<V>>) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      submitted.current = true;
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        onInvalid?.(found);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      try {
        const serverErrors = await onValid(values);
        if (serverErrors && Object.keys(serverErrors).length > 0) {
          setErrors(serverErrors);
          onInvalid?.(serverErrors);
        }
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    };

  const reset = useCallback((next: V) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  }, []);

  /** The value, change handler and message of one field, to spread onto a field component: `{...field('title')}`. */
  const field = <K extends keyof V>(name: K) => ({
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    error: errors[name],
  });

  return { values, errors, submitting, setValue, setErrors, handleSubmit, reset, field, draft };
}
