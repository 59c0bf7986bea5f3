import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { cardKicker } from '../../../components/admin/admin-badges';
import { EMAIL_MESSAGE, INVITATION_HOURS, isEmailAddress, ROLE_LABELS, ROLES, type Role } from '@field-rules';
import { AdminCard } from '../../../components/admin/admin-card';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { FormGrid, SelectField, TextField } from '../../../components/admin/form-fields';
import { FormModal } from '../../../components/admin/form-modal';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { savedTime } from '../../../components/admin/history/field-changes';
import { ShownOnceDialog } from '../../../components/admin/shown-once-dialog';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { Button } from '../../../components/ui/button';
import {
  AdminAccountsDocument,
  AdminChangeAccountRoleDocument,
  AdminDeactivateAccountDocument,
  AdminInviteAccountDocument,
  AdminReactivateAccountDocument,
  AdminRevokeInvitationDocument,
  type AdminAccountFragment,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * The accounts of the back office (/admin/accounts, owners only; docs/decisions/065-roles.md): who has one, their
 * role and last sign-in; invite by email (or, without email, a link shown once to hand over), change a role,
 * deactivate and reactivate. The server keeps the last active owner; its refusal is shown as it says.
 */
export function AdminAccounts() {
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const [changeRole] = useMutation(AdminChangeAccountRoleDocument);
  const [deactivate] = useMutation(AdminDeactivateAccountDocument);
  const [reactivate] = useMutation(AdminReactivateAccountDocument);
  const [revoke] = useMutation(AdminRevokeInvitationDocument);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminAccountFragment | null>(null);
  const [handOver, setHandOver] = useState<{ email: string; link: string } | null>(null);

  useLoadErrorToast(error, 'Error loading accounts. Please refresh the page.');
  const accounts = error ? [] : (data?.accounts ?? []);
  const invitations = error ? [] : (data?.invitations ?? []);
  const refresh = () => refetch().catch(() => undefined);

  const saveRole = async ({ role }: { role: string }) => {
    if (!editing) return undefined;
    try {
      await changeRole({ variables: { id: editing.id, role } });
      toast.success(`${editing.username} is now ${roleLabel(role)}`);
      setEditing(null);
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      const fields = fieldErrors(saveError);
      toast.error(fields?.role ?? 'Error changing the role. Please try again.');
      return fields;
    }
  };

  const toggleActive = (account: AdminAccountFragment) =>
    account.deactivatedAt
      ? reactivate({ variables: { id: account.id } })
          .then(() => toast.success(`${account.username} can sign in again`))
          .catch((reactivateError: unknown) => {
            console.error(reactivateError);
            toast.error('Error reactivating the account. Please try again.');
          })
      : deleteRecord(account.id, {
          confirmMessage: `Deactivate "${account.username}"? They are signed out and can no longer sign in.`,
          remove: () => deactivate({ variables: { id: account.id } }),
          successMessage: `${account.username} is deactivated`,
          failureMessage: (deactivateError) =>
            fieldErrors(deactivateError)?.role ?? 'Error deactivating the account. Please try again.',
        });

  const withdraw = (id: string, email: string) =>
    deleteRecord(id, {
      confirmMessage: `Withdraw the invitation to ${email}? Its link stops working.`,
      remove: async () => {
        await revoke({ variables: { id } });
        await refresh();
      },
      successMessage: 'Invitation withdrawn',
      failureMessage: () => 'Error withdrawing the invitation. Please try again.',
    });

  return (
    <>
      <AdminGrid
        title="Accounts"
        count={accounts.length}
        addLabel="Invite Someone"
        onAdd={() => setInviting(true)}
        loading={loading && !data}
        loadingText="Loading accounts..."
        empty={<p>No accounts yet.</p>}
      >
        {accounts.map((account) => (
          <AdminCard
            key={account.id}
            name={account.username}
            onEdit={() => setEditing(account)}
            onDelete={account.deactivatedAt ? undefined : () => void toggleActive(account)}
            deleteLabel={`Deactivate ${account.username}`}
            onRestore={account.deactivatedAt ? () => void toggleActive(account) : undefined}
            restoreLabel={`Reactivate ${account.username}`}
            deleting={deleting.has(account.id)}
          >
            <RoleName>{roleLabel(account.role)}</RoleName>
            <h3>{account.username}</h3>
            <p>{account.email}</p>
            <Muted>
              {account.lastLogin ? (
                <>
                  Last signed in <time dateTime={account.lastLogin}>{savedTime.format(new Date(account.lastLogin))}</time>
                </>
              ) : (
                'Never signed in'
              )}
            </Muted>
            {account.deactivatedAt && <Deactivated>Deactivated</Deactivated>}
          </AdminCard>
        ))}
      </AdminGrid>

      <Pending aria-labelledby="pending-invitations">
        <h3 id="pending-invitations">Pending invitations ({invitations.length})</h3>
        {invitations.length === 0 ? (
          <Muted>None. An invitation waits here until its link is used, withdrawn or {INVITATION_HOURS} hours pass.</Muted>
        ) : (
          <ul>
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  <strong>{invitation.email}</strong> as {roleLabel(invitation.role)}, by {invitation.invitedBy}; the link works
                  until <time dateTime={invitation.expiresAt}>{savedTime.format(new Date(invitation.expiresAt))}</time>
                </span>
                <Button
                  variant="secondary"
                  onClick={() => void withdraw(invitation.id, invitation.email)}
                  disabled={deleting.has(invitation.id)}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Pending>

      {inviting && (
        <InviteForm
          onClose={() => setInviting(false)}
          onInvited={(email, link) => {
            setInviting(false);
            void refresh();
            if (link) setHandOver({ email, link: new URL(link, window.location.origin).href });
            else toast.success(`Invitation sent to ${email}`);
          }}
        />
      )}
      {editing && <RoleForm account={editing} onSubmit={saveRole} onClose={() => setEditing(null)} />}
      {handOver && <InvitationLink {...handOver} onClose={() => setHandOver(null)} />}
    </>
  );
}

interface InviteValues {
  email: string;
  role: string;
}

function validateInvite(values: InviteValues): FormErrors<InviteValues> {
  return isEmailAddress(values.email.trim()) ? {} : { email: EMAIL_MESSAGE };
}

function InviteForm({ onClose, onInvited }: { onClose: () => void; onInvited: (email: string, link: string | null) => void }) {
  const [invite] = useMutation(AdminInviteAccountDocument);
  const { submitting, handleSubmit, field } = useForm<InviteValues>({
    initialValues: { email: '', role: 'editor' },
    validate: validateInvite,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await invite({ variables: { input: { email: values.email.trim(), role: values.role } } });
      onInvited(values.email.trim(), data?.inviteAccount.link ?? null);
      return undefined;
    } catch (inviteError) {
      console.error(inviteError);
      toast.error('Error sending the invitation. Please try again.');
      return fieldErrors(inviteError);
    }
  });
  return (
    <FormModal
      title="Invite Someone"
      size="md"
      onClose={onClose}
      onSubmit={submit}
      saving={submitting}
      submitLabel="Send Invitation"
      creating
    >
      <FormGrid>
        <TextField label="Email" type="email" required autoComplete="off" {...field('email')} disabled={submitting} />
        <SelectField label="Role" required options={ROLE_OPTIONS} {...field('role')} disabled={submitting} />
      </FormGrid>
      <Muted>
        Owners do everything; editors all content, the inbox and the activity log; authors write their own posts as drafts.
      </Muted>
    </FormModal>
  );
}

function RoleForm({
  account,
  onSubmit,
  onClose,
}: {
  account: AdminAccountFragment;
  onSubmit: (values: { role: string }) => Promise<FormErrors<{ role: string }> | undefined>;
  onClose: () => void;
}) {
  const { submitting, handleSubmit, field } = useForm<{ role: string }>({
    initialValues: { role: account.role },
    validate: () => ({}),
  });
  return (
    <FormModal
      title={`Role of ${account.username}`}
      size="md"
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
      saving={submitting}
      submitLabel="Save Role"
    >
      <SelectField label="Role" required options={ROLE_OPTIONS} {...field('role')} disabled={submitting} />
    </FormModal>
  );
}

/** Without email, the link is shown this once for the owner to hand over; the server keeps only its hash. */
function InvitationLink({ email, link, onClose }: { email: string; link: string; onClose: () => void }) {
  return (
    <ShownOnceDialog title="Invitation link" label="Invitation link" noun="link" value={link} onClose={onClose}>
      No email is set up, so give this link to <strong>{email}</strong> yourself. It works once, for {INVITATION_HOURS} hours, and
      is shown only now.
    </ShownOnceDialog>
  );
}

const RoleName = styled.p`
  ${cardKicker}
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Deactivated = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const Pending = styled.section`
  margin-top: ${theme.space(8)};
  display: grid;
  gap: ${theme.space(3)};
  h3 {
    font-size: 1.125rem;
  }
  ul {
    display: grid;
    gap: ${theme.space(2)};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colors.card};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
`;
