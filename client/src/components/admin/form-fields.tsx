import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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
        {required && <Required aria-hidden> *</Required>}
      </label>
      {children({ inputId, describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, value, onChange, error, hint, required, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ inputId, describedBy }) => (
        <Input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, value, onChange, error, hint, required, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ inputId, describedBy }) => (
        <TextArea
          id={inputId}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...rest}
        />
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

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Required = styled.span`
  color: ${theme.colors.danger};
`;

const control = css<{ $invalid: boolean }>`
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
  ${control}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
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
