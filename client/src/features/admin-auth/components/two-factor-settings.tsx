import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiCheckCircle, FiCopy, FiShield, FiShieldOff } from 'react-icons/fi';
import styled from 'styled-components';
import { FormGrid } from '../../../components/admin/form-fields';
import { AuthCodeField, PasswordField } from './auth-fields';
import { errorMessage, fieldErrors } from '../../../components/admin/graphql-errors';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { isBlank, requiredMessage } from '@field-rules';
import { Button, Spinner } from '../../../components/ui/button';
import { LoadingStatus, Panel } from './security.styles';
import {
  AdminDisableTwoFactorDocument,
  AdminEnableTwoFactorDocument,
  AdminSetupTwoFactorDocument,
  AdminTwoFactorStatusDocument,
  type AdminSetupTwoFactorMutation,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

export const TWO_FACTOR_TEXTS = {
  loading: 'Checking two-factor authentication...',
  loadFailed: 'Could not load the two-factor settings. Please refresh the page.',
  setUp: 'Set up two-factor authentication',
  setupFailed: 'Could not start the two-factor setup',
  enableFailed: 'Could not enable two-factor authentication',
  disableFailed: 'Could not disable two-factor authentication',
  storeNow:
    'Store these recovery codes now, somewhere safe. Each one works once in place of a code if you lose your phone. They will not be shown again.',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy. Select the codes and copy them by hand.',
} as const;

type Setup = AdminSetupTwoFactorMutation['setupTwoFactor'];

/** Keeps the status the page shows in step with what the server just did, without another request. */
function writeStatus(cache: ApolloCache, enabled: boolean, recoveryCodesLeft: number): void {
  // The cache stores __typename with every object (the generated types leave it out).
  const twoFactorStatus = { __typename: 'TwoFactorStatus' as const, enabled, recoveryCodesLeft };
  cache.writeQuery({ query: AdminTwoFactorStatusDocument, data: { twoFactorStatus } });
}

/**
 * The signed-in admin's second factor: off, then set up (QR code and secret, a code to enable), the
 * recovery codes shown once, and on (turned off again with the password and a code).
 */
export function TwoFactorSettings() {
  const { data, error } = useQuery(AdminTwoFactorStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [setupTwoFactor, { loading: startingSetup }] = useMutation(AdminSetupTwoFactorDocument);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const status = data?.twoFactorStatus;

  const startSetup = async () => {
    try {
      const result = await setupTwoFactor();
      if (result.data) setSetup(result.data.setupTwoFactor);
    } catch (setupError) {
      toast.error(errorMessage(setupError, TWO_FACTOR_TEXTS.setupFailed));
    }
  };

  let body;
  if (!status) {
    body = error ? (
      <p role="alert">{TWO_FACTOR_TEXTS.loadFailed}</p>
    ) : (
      <LoadingStatus role="status">
        <Spinner aria-hidden /> {TWO_FACTOR_TEXTS.loading}
      </LoadingStatus>
    );
  } else if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.enabled) {
    body = <DisableTwoFactorForm />;
  } else if (setup) {
    body = (
      <EnableTwoFactorForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else {
    body = (
      <div>
        <Button icon={<FiShield aria-hidden />} loading={startingSetup} onClick={() => void startSetup()}>
          {TWO_FACTOR_TEXTS.setUp}
        </Button>
      </div>
    );
  }

  return (
    <Panel aria-labelledby="two-factor-title">
      <h3 id="two-factor-title">Two-factor authentication</h3>
      {status && (
        <State $on={status.enabled}>
          {status.enabled ? <FiShield aria-hidden /> : <FiShieldOff aria-hidden />}
          <span>
            {status.enabled
              ? `Two-factor authentication is on. ${status.recoveryCodesLeft} recovery ${status.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.`
              : 'Two-factor authentication is off. Turn it on to be asked for a code from your authenticator app at each login.'}
          </span>
        </State>
      )}
      {body}
    </Panel>
  );
}

/** Authenticator apps accept the key with or without spaces; groups of four are easier to type. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function EnableTwoFactorForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const [enableTwoFactor] = useMutation(AdminEnableTwoFactorDocument);
  const { submitting, handleSubmit, field } = useForm({
    initialValues: { password: '', code: '' },
    validate: validatePasswordAndCode,
  });
  const submit = handleSubmit(async ({ password, code }) => {
    try {
      const { data } = await enableTwoFactor({
        variables: { password, code: code.trim() },
        update: (cache, result) => {
          const codes = result.data?.enableTwoFactor.recoveryCodes;
          if (codes) writeStatus(cache, true, codes.length);
        },
      });
      if (!data) return undefined;
      toast.success(data.enableTwoFactor.message);
      onEnabled(data.enableTwoFactor.recoveryCodes);
    } catch (enableError) {
      toast.error(errorMessage(enableError, TWO_FACTOR_TEXTS.enableFailed));
      const fields = fieldErrors(enableError);
      return { password: fields.password, code: fields.code };
    }
    return undefined;
  });

  return (
    <Form method="post" onSubmit={submit} noValidate aria-label="Enable two-factor authentication">
      <ol>
        <li>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...).</li>
        <li>Enter the 6-digit code the app shows, and your password to confirm it is you.</li>
      </ol>
      <QrCode src={setup.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} />
      <p>
        Cannot scan it? Enter this key in the app instead: <Secret aria-label="Secret key">{groupSecret(setup.secret)}</Secret>
      </p>
      <FormGrid>
        <AuthCodeField inputMode="numeric" disabled={submitting} {...field('code')} />
        <PasswordField label="Password" name="password" disabled={submitting} {...field('password')} />
      </FormGrid>
      <Actions>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Enabling...' : 'Enable'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(TWO_FACTOR_TEXTS.copied);
    } catch (copyError) {
      console.error('Copying the recovery codes failed:', copyError);
      toast.error(TWO_FACTOR_TEXTS.copyFailed);
    }
  };

  return (
    <Codes aria-labelledby="recovery-codes-title">
      <h4 id="recovery-codes-title">Your recovery codes</h4>
      <Warning role="alert">{TWO_FACTOR_TEXTS.storeNow}</Warning>
      <CodeList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </CodeList>
      <Actions>
        <Button variant="secondary" icon={<FiCopy aria-hidden />} onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button icon={<FiCheckCircle aria-hidden />} onClick={onDone}>
          I have stored them
        </Button>
      </Actions>
    </Codes>
  );
}

interface PasswordAndCode {
  password: string;
  code: string;
}

/** Turning two-factor on or off: the password (asked again) and a code from the app. */
function validatePasswordAndCode(values: PasswordAndCode): FormErrors<PasswordAndCode> {
  const errors: FormErrors<PasswordAndCode> = {};
  if (isBlank(values.password)) errors.password = requiredMessage('Password');
  if (isBlank(values.code)) errors.code = requiredMessage('Authentication code');
  return errors;
}

function DisableTwoFactorForm() {
  const [disableTwoFactor] = useMutation(AdminDisableTwoFactorDocument);
  const { submitting, handleSubmit, field } = useForm({
    initialValues: { password: '', code: '' },
    validate: validatePasswordAndCode,
  });
  const submit = handleSubmit(async ({ password, code }) => {
    try {
      const { data } = await disableTwoFactor({
        variables: { password, code: code.trim() },
        update: (cache) => writeStatus(cache, false, 0),
      });
      if (data) toast.success(data.disableTwoFactor.message);
    } catch (disableError) {
      toast.error(errorMessage(disableError, TWO_FACTOR_TEXTS.disableFailed));
      const fields = fieldErrors(disableError);
      return { password: fields.password, code: fields.code };
    }
    return undefined;
  });

  return (
    <Form method="post" onSubmit={submit} noValidate aria-label="Disable two-factor authentication">
      <p>To turn it off, confirm your password and a current code (or a recovery code).</p>
      <FormGrid $columns={2}>
        <PasswordField label="Password" name="password" disabled={submitting} {...field('password')} />
        <AuthCodeField disabled={submitting} {...field('code')} />
      </FormGrid>
      <Actions>
        <Button type="submit" variant="danger" icon={<FiShieldOff aria-hidden />} loading={submitting}>
          {submitting ? 'Disabling...' : 'Disable two-factor authentication'}
        </Button>
      </Actions>
    </Form>
  );
}

const State = styled.p<{ $on: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  svg {
    flex: none;
    color: ${({ $on }) => ($on ? theme.colors.success : theme.colors.muted)};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  ol {
    padding-left: ${theme.space(5)};
    display: grid;
    gap: ${theme.space(1)};
  }
`;

const QrCode = styled.img`
  width: 200px;
  height: 200px;
  /* The code needs its light background to scan, in the dark theme too. */
  background: #fff;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.colors.border};
`;

const Secret = styled.code`
  display: inline-block;
  padding: 2px 6px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  font-size: 0.95rem;
  letter-spacing: 0.05em;
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const Codes = styled.section`
  display: grid;
  gap: ${theme.space(3)};
`;

const Warning = styled.p`
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surface};
  font-weight: 600;
`;

const CodeList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${theme.space(2)};
  code {
    display: block;
    padding: ${theme.space(2)};
    background: ${theme.colors.surface};
    border-radius: ${theme.radius.sm};
    font-size: 1rem;
    letter-spacing: 0.04em;
  }
`;
