import { useCallback, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FiLogIn, FiMail, FiShield } from 'react-icons/fi';
import styled from 'styled-components';
import { FormGrid, TextField } from '../../../components/admin/form-fields';
import { AuthCodeField, PasswordField } from './auth-fields';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { isBlank, requiredMessage } from '@field-rules';
import { Button } from '../../../components/ui/button';
import { DeviceCodeRequiredError, LOGIN_FAILED, TwoFactorRequiredError, useAuth } from './auth-provider';
import { theme } from '../../../shared/theme';

interface LoginValues {
  username: string;
  password: string;
  /** Only asked for once the server said the account needs it. */
  code: string;
  /** Only asked for once the server said the account refuses new devices and mailed a code. */
  deviceCode: string;
}

const INITIAL: LoginValues = { username: '', password: '', code: '', deviceCode: '' };

/** SPEC §5: username and password are required; the codes too once they are asked for. */
function validate(values: LoginValues, codeRequired: boolean, deviceCodeRequired: boolean): FormErrors<LoginValues> {
  const errors: FormErrors<LoginValues> = {};
  if (isBlank(values.username)) errors.username = requiredMessage('Username');
  if (isBlank(values.password)) errors.password = requiredMessage('Password');
  if (codeRequired && isBlank(values.code)) errors.code = requiredMessage('Authentication code');
  if (deviceCodeRequired && isBlank(values.deviceCode)) errors.deviceCode = requiredMessage('Code from the email');
  return errors;
}

/**
 * The admin login form (SPEC §4): idle, then 'Authenticating...' with the button disabled. A submit is
 * ignored while one is in flight, while the session is still being checked, or once signed in.
 * When the account has two-factor on, the server asks for a code after the password: the form keeps
 * what was typed, adds the 'Authentication code' field and the next submit sends all three.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login, loading, isAuthenticated } = useAuth();
  /** The server's words when it asked for a code; null until then. */
  const [codePrompt, setCodePrompt] = useState<string | null>(null);
  const codeRequired = codePrompt !== null;
  /** The server's words when it refused this device; whether a code was emailed decides if a field is offered. */
  const [devicePrompt, setDevicePrompt] = useState<{ message: string; codeSent: boolean } | null>(null);
  const deviceCodeRequired = devicePrompt?.codeSent === true;
  const validateStep = useCallback(
    (values: LoginValues) => validate(values, codeRequired, deviceCodeRequired),
    [codeRequired, deviceCodeRequired],
  );
  const { submitting, handleSubmit, field } = useForm({
    initialValues: INITIAL,
    validate: validateStep,
  });
  const signIn = handleSubmit(async ({ username, password, code, deviceCode }) => {
    try {
      await login(
        username.trim(),
        password,
        codeRequired ? code.trim() : undefined,
        deviceCodeRequired ? deviceCode.trim() : undefined,
      );
      toast.success('Login successful!');
      onLoggedIn();
    } catch (error) {
      if (error instanceof TwoFactorRequiredError) {
        setCodePrompt(error.message);
        return;
      }
      if (error instanceof DeviceCodeRequiredError) {
        // A step, told in the form itself (like the two-factor code), not a failed login.
        setDevicePrompt({ message: error.message, codeSent: error.codeSent });
        return;
      }
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
    // method="post": were the form ever sent by the browser itself, the password would never be in a URL.
    <Form method="post" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <FormGrid>
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...field('username')}
        />
        <PasswordField label="Password" name="password" {...field('password')} />
        {devicePrompt !== null && (
          <>
            <Notice role="status">
              <FiMail aria-hidden />
              <span>
                {devicePrompt.codeSent
                  ? "This device is new to the account, which is refusing new devices after many failed sign-ins. We emailed a sign-in code to the account's address: enter it with your password."
                  : 'This device is new to the account, which is refusing new devices after many failed sign-ins. Sign in from a device you have used before, or try again later.'}
              </span>
            </Notice>
            {devicePrompt.codeSent && (
              <TextField
                label="Code from the email"
                name="deviceCode"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                hint="Six digits; it works once, within about ten minutes."
                {...field('deviceCode')}
              />
            )}
          </>
        )}
        {codePrompt !== null && (
          <>
            <Notice role="status">
              <FiShield aria-hidden />
              <span>{codePrompt.replace(/\.?$/, '.')} Enter the code from your authenticator app.</span>
            </Notice>
            <AuthCodeField
              autoCapitalize="none"
              spellCheck={false}
              // Moves the user straight to the one field left to fill in (the step they just reached).
              // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the user's own action
              autoFocus
              hint="The 6-digit code from your app, or one of your recovery codes."
              {...field('code')}
            />
          </>
        )}
      </FormGrid>
      <Button type="submit" size="lg" loading={submitting} icon={<FiLogIn aria-hidden />}>
        {submitting ? 'Authenticating...' : 'Login'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(6)};
  button[type='submit'] {
    width: 100%;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 0.9rem;
  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;
