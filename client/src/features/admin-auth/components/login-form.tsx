import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FiLogIn } from 'react-icons/fi';
import styled from 'styled-components';
import { FormGrid, TextField } from '../../../components/admin/form-fields';
import { useForm, type FormErrors } from '../../../components/admin/use-form';
import { isBlank, requiredMessage } from '../../../components/admin/validators';
import { Button } from '../../../components/ui/button';
import { LOGIN_FAILED, useAuth } from './auth-provider';

interface LoginValues {
  username: string;
  password: string;
}

const INITIAL: LoginValues = { username: '', password: '' };

/** SPEC §5: username and password are required. */
function validate(values: LoginValues): FormErrors<LoginValues> {
  const errors: FormErrors<LoginValues> = {};
  if (isBlank(values.username)) errors.username = requiredMessage('Username');
  if (isBlank(values.password)) errors.password = requiredMessage('Password');
  return errors;
}

/**
 * The admin login form (SPEC §4): idle, then 'Authenticating...' with the button disabled. A submit is
 * ignored while one is in flight, while the session is still being checked, or once signed in.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login, loading, isAuthenticated } = useAuth();
  const { values, errors, submitting, setValue, handleSubmit } = useForm({ initialValues: INITIAL, validate });
  const signIn = handleSubmit(async ({ username, password }) => {
    try {
      await login(username.trim(), password);
      toast.success('Login successful!');
      onLoggedIn();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : LOGIN_FAILED);
    }
  });

  // SPEC §4: also ignored while the session is being checked or once signed in
  // (useForm already ignores a submit while one is in flight).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading || isAuthenticated) return;
    void signIn(event);
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Admin login">
      <FormGrid>
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(value) => setValue('username', value)}
          error={errors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(value) => setValue('password', value)}
          error={errors.password}
        />
      </FormGrid>
      <Button type="submit" size="lg" loading={submitting} icon={<FiLogIn aria-hidden />}>
        {submitting ? 'Authenticating...' : 'Login'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  button[type='submit'] { width: 100%; }
`;
