import type { ComponentProps } from 'react';
import { TextField } from '../../../components/admin/form-fields';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>;

/** A required password input the browser's password manager can fill (`autoComplete` says which one). */
export function PasswordField({ kind = 'current', ...props }: FieldProps & { kind?: 'current' | 'new' }) {
  return <TextField type="password" autoComplete={`${kind}-password`} required {...props} />;
}

/** The 6-digit code from the authenticator app (or a recovery code), which phones offer to fill in. */
export function AuthCodeField(props: Omit<FieldProps, 'label' | 'name'>) {
  return <TextField label="Authentication code" name="code" autoComplete="one-time-code" required {...props} />;
}
