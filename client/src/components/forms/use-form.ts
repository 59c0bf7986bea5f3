import { useCallback, useRef, useState, type FormEvent } from 'react';

export type FormErrors<V> = Partial<Record<keyof V | string, string>>;

interface UseFormOptions<V> {
  initialValues: V;
  /** Messages to show from the start (the server's, for a form it was sent to without scripts); fields then re-validate as they change. */
  initialErrors?: FormErrors<V>;
  /** Returns a message per invalid field (SPEC §5 texts); an empty object means valid. */
  validate: (values: V) => FormErrors<V>;
  /** Called when a submit found problems (the form's own, or the server's per-field ones), e.g. to focus the first. */
  onInvalid?: (errors: FormErrors<V>) => void;
}

/**
 * SPEC §5: forms validate on submit and re-validate on change; every form, admin and public, uses
 * this. Server field errors (BAD_USER_INPUT `fields`) can be shown through setErrors.
 */
export function useForm<V extends object>({ initialValues, initialErrors, validate, onInvalid }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
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

  return { values, errors, submitting, setValue, setErrors, handleSubmit, reset, field };
}
