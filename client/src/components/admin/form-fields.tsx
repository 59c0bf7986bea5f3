import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, control, hint and the error below it in red (SPEC §5). */
export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ inputId, describedBy })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Field>
  );
}

/** The red asterisk after a required field's label. */
export function RequiredMark() {
  return <Required aria-hidden> *</Required>;
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}

/** The hint under a field, then its error (announced as an alert); the ids are what the control's aria-describedby names. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  );
}

/** What a text input or text area field is given besides its native attributes. */
interface TextControlProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** The props a text control inside a FieldShell gets: its id, value and the state screen readers announce. */
function textControlProps<E extends HTMLInputElement | HTMLTextAreaElement>(
  { value, onChange, error, required }: Omit<TextControlProps, 'label' | 'hint'>,
  { inputId, describedBy }: { inputId: string; describedBy: string | undefined },
) {
  return {
    id: inputId,
    value,
    onChange: (event: ChangeEvent<E>) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    $invalid: Boolean(error),
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & TextControlProps;

export function TextField({ label, value, onChange, error, hint, required, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(ids) => <Input {...textControlProps<HTMLInputElement>({ value, onChange, error, required }, ids)} {...rest} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & TextControlProps;

export function TextAreaField({ label, value, onChange, error, hint, required, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(ids) => (
        <TextArea rows={rows} {...textControlProps<HTMLTextAreaElement>({ value, onChange, error, required }, ids)} {...rest} />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> &
  TextControlProps & { options: ReadonlyArray<{ value: string; label: string }> };

/** A choice of a few values (a role), as a native select: keyboard and screen readers work as they always do. */
export function SelectField({ label, value, onChange, error, hint, required, options, ...rest }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(ids) => (
        <Select
          {...textControlProps<HTMLInputElement>({ value, onChange, error, required }, ids)}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <CheckboxLabel>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckboxLabel>
  );
}

/** Fields stacked with even spacing; `$columns={2}` puts pairs side by side on wider screens. */
export const FormGrid = styled.div<{ $columns?: 1 | 2 }>`
  display: grid;
  gap: ${theme.space(4)};
  /* A hint or error under one field must not stretch its neighbour. */
  align-items: start;
  ${({ $columns }) =>
    $columns === 2 &&
    css`
      ${theme.media.md} {
        grid-template-columns: 1fr 1fr;
      }
    `}
`;

/** The look of a field's label; FieldLabel is it for a group or editor that has no single input to label. */
const fieldLabel = css`
  font-weight: 600;
  font-size: 0.9rem;
`;

export const FieldLabel = styled.span`
  ${fieldLabel}
`;

/** A field's parts (label, control, hint, error) stacked at the form's field spacing. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
`;

const Field = styled(FieldStack)`
  label {
    ${fieldLabel}
  }
`;

const Required = styled.span`
  color: ${theme.colors.danger};
`;

/** The look of a text input or text area, with a red border when `$invalid`. */
export const textControl = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.sm};
  &:focus {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 0;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${textControl}
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${textControl}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${textControl}
  resize: vertical;
`;

const Hint = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;

export const ErrorText = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.danger};
`;

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 500;
  cursor: pointer;
`;
