import { useQuery } from '@apollo/client/react';
import { isBlank, requiredMessage } from '@field-rules';
import { FormGrid } from '../../../components/admin/form-fields';
import { FormModal } from '../../../components/admin/form-modal';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { AdminTwoFactorStatusDocument } from '../../../gql-admin/graphql';
import { AuthCodeField, PasswordField } from './auth-fields';

export interface ReauthValues {
  password: string;
  /** Sent only with two-factor on. */
  code?: string;
}

/** Whether the signed-in admin has two-factor on (then security changes need a code too); false until known. */
export function useTwoFactorOn(): boolean {
  const { data } = useQuery(AdminTwoFactorStatusDocument, { fetchPolicy: 'cache-first' });
  return data?.twoFactorStatus.enabled === true;
}

/**
 * Asks for the password again (and a code with two-factor on) before a security change such as ending another
 * session (docs/decisions/046): a stolen token alone must not make it. `onConfirm` answers the server's
 * per-field messages, shown under the fields; the modal closes itself only through `onClose`.
 */
export function ReauthModal({
  title,
  explanation,
  submitLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  explanation: string;
  submitLabel: string;
  onClose: () => void;
  onConfirm: (values: ReauthValues) => Promise<FormErrors<Required<ReauthValues>> | void>;
}) {
  const codeNeeded = useTwoFactorOn();
  const { submitting, handleSubmit, field } = useForm({
    initialValues: { password: '', code: '' },
    validate: (values: Required<ReauthValues>) => {
      const errors: FormErrors<Required<ReauthValues>> = {};
      if (isBlank(values.password)) errors.password = requiredMessage('Password');
      if (codeNeeded && isBlank(values.code)) errors.code = requiredMessage('Authentication code');
      return errors;
    },
  });
  const submit = handleSubmit(({ password, code }) => onConfirm({ password, ...(codeNeeded ? { code: code.trim() } : {}) }));
  return (
    <FormModal title={title} size="sm" onClose={onClose} onSubmit={submit} saving={submitting} submitLabel={submitLabel}>
      <p>{explanation}</p>
      <FormGrid>
        <PasswordField label="Password" name="password" {...field('password')} />
        {codeNeeded && <AuthCodeField inputMode="numeric" {...field('code')} />}
      </FormGrid>
    </FormModal>
  );
}
