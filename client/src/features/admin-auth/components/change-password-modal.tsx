import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { FormGrid } from '../../../components/admin/form-fields';
import { AuthCodeField, PasswordField } from './auth-fields';
import { useTwoFactorOn } from './reauth-modal';
import { errorMessage, fieldErrors } from '../../../components/admin/graphql-errors';
import { FormModal } from '../../../components/admin/form-modal';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { isBlank, requiredMessage } from '@field-rules';
import { AdminChangePasswordDocument } from '../../../gql-admin/graphql';

/** SPEC §8: shown when the server gives no message. */
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
/** The server's rule (admin.service MIN_PASSWORD_LENGTH), checked here first with the server's text. */
export const MIN_PASSWORD_LENGTH = 8;

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** Asked for with two-factor on (docs/decisions/046). */
  code: string;
}

const INITIAL: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '', code: '' };

function validate(values: PasswordValues, codeNeeded: boolean): FormErrors<PasswordValues> {
  const errors: FormErrors<PasswordValues> = {};
  if (isBlank(values.currentPassword)) errors.currentPassword = requiredMessage('Current password');
  if (codeNeeded && isBlank(values.code)) errors.code = requiredMessage('Authentication code');
  if (isBlank(values.newPassword)) errors.newPassword = requiredMessage('New password');
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  if (isBlank(values.confirmPassword)) errors.confirmPassword = 'Please confirm your new password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/** A small modal to change the signed-in administrator's password; the toasts show the server's message. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const codeNeeded = useTwoFactorOn();
  const validateValues = useCallback((values: PasswordValues) => validate(values, codeNeeded), [codeNeeded]);
  const { submitting: saving, handleSubmit, field } = useForm({ initialValues: INITIAL, validate: validateValues });
  const [changePassword] = useMutation(AdminChangePasswordDocument);
  const submit = handleSubmit(async ({ currentPassword, newPassword, code }) => {
    try {
      const { data } = await changePassword({
        variables: { currentPassword, newPassword, ...(codeNeeded ? { code: code.trim() } : {}) },
      });
      const result = data?.changePassword;
      if (result?.success) {
        toast.success(result.message);
        onClose();
        return;
      }
      toast.error(result?.message || CHANGE_PASSWORD_FAILED);
    } catch (error) {
      toast.error(errorMessage(error, CHANGE_PASSWORD_FAILED));
      const fields = fieldErrors(error);
      return { currentPassword: fields.currentPassword, newPassword: fields.newPassword, code: fields.code };
    }
    return undefined;
  });

  return (
    <FormModal
      title="Change Password"
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel={'Change Password'}
    >
      <FormGrid>
        <PasswordField label="Current Password" disabled={saving} {...field('currentPassword')} />
        <PasswordField
          label="New Password"
          kind="new"
          minLength={MIN_PASSWORD_LENGTH}
          disabled={saving}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...field('newPassword')}
        />
        <PasswordField label="Confirm New Password" kind="new" disabled={saving} {...field('confirmPassword')} />
        {codeNeeded && <AuthCodeField inputMode="numeric" disabled={saving} {...field('code')} />}
      </FormGrid>
    </FormModal>
  );
}
