import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { FiUserPlus } from 'react-icons/fi';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  INVITATION_INVALID_MESSAGE,
  isUsername,
  NEW_ACCOUNT_PASSWORD_MESSAGE,
  NEW_ACCOUNT_PASSWORD_MIN,
  ROLE_LABELS,
  USERNAME_MESSAGE,
  type Role,
} from '@field-rules';
import { FormGrid, TextField } from '../../components/admin/form-fields';
import { fieldErrors } from '../../components/admin/graphql-errors';
import { useForm, type FormErrors } from '../../components/forms/use-form';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../features/admin-auth/components/auth-fields';
import { AdminAcceptInvitationDocument, AdminInvitationByTokenDocument } from '../../gql-admin/graphql';
import { theme } from '../../shared/theme';
import { AuthFrame } from './auth-frame';

interface AccountValues {
  username: string;
  password: string;
  confirm: string;
}

function validateAccount(values: AccountValues): FormErrors<AccountValues> {
  const errors: FormErrors<AccountValues> = {};
  if (!isUsername(values.username.trim())) errors.username = USERNAME_MESSAGE;
  if (values.password.length < NEW_ACCOUNT_PASSWORD_MIN) errors.password = NEW_ACCOUNT_PASSWORD_MESSAGE;
  if (values.confirm !== values.password) errors.confirm = 'Passwords do not match';
  return errors;
}

/**
 * /admin/invite/:token (docs/decisions/065-roles.md): the page an invitation's link opens. It says which email and
 * role the link is for, and the invited person chooses a username and password; then they sign in. A used, withdrawn
 * or expired link says so.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminInvitationByTokenDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [accept] = useMutation(AdminAcceptInvitationDocument);
  const { submitting, handleSubmit, field } = useForm<AccountValues>({
    initialValues: { username: '', password: '', confirm: '' },
    validate: validateAccount,
  });
  const submit = handleSubmit(async ({ username, password }) => {
    try {
      await accept({ variables: { input: { token, username: username.trim(), password } } });
      toast.success('Your account is ready. Sign in with it now.');
      navigate('/admin-login', { replace: true });
      return undefined;
    } catch (acceptError) {
      console.error(acceptError);
      const fields = fieldErrors(acceptError);
      toast.error(fields?.token ?? 'Error creating your account. Please try again.');
      return fields;
    }
  });

  const invitation = data?.invitation;
  const intro = invitation
    ? `You are invited as ${ROLE_LABELS[invitation.role as Role] ?? invitation.role} (${invitation.email}). Choose how you sign in.`
    : 'An invitation to the back office.';
  return (
    <AuthFrame title="Join the Back Office" intro={intro} icon={<FiUserPlus />}>
      {loading && !data && <p role="status">Checking your invitation...</p>}
      {error && (
        <Invalid role="alert">
          {INVITATION_INVALID_MESSAGE} <Link to="/admin-login">Sign in</Link>
        </Invalid>
      )}
      {invitation && (
        <form onSubmit={submit} noValidate method="post" aria-label="Create your account">
          <FormGrid>
            <TextField label="Username" required autoComplete="username" {...field('username')} disabled={submitting} />
            <PasswordField kind="new" label="Password" {...field('password')} disabled={submitting} />
            <PasswordField kind="new" label="Confirm password" {...field('confirm')} disabled={submitting} />
          </FormGrid>
          <Actions>
            <Button type="submit" loading={submitting} icon={<FiUserPlus aria-hidden />}>
              {submitting ? 'Creating...' : 'Create My Account'}
            </Button>
          </Actions>
        </form>
      )}
    </AuthFrame>
  );
}

const Invalid = styled.p`
  color: ${theme.colors.danger};
  text-align: center;
`;

const Actions = styled.div`
  margin-top: ${theme.space(6)};
  display: grid;
`;
