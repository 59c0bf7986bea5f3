import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_EXPIRY_MESSAGE,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  isBlank,
  maxLengthMessage,
  requiredMessage,
  type ApiTokenScope,
} from '@field-rules';
import { cardKicker } from '../../../components/admin/admin-badges';
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
  AdminApiTokensDocument,
  AdminCreateApiTokenDocument,
  AdminRevokeApiTokenDocument,
  type AdminApiTokenItemFragment,
  type CreateApiTokenInput,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: API_TOKEN_SCOPE_LABELS[scope] }));
const scopeLabel = (scope: string) => API_TOKEN_SCOPE_LABELS[scope as ApiTokenScope] ?? scope;
const SCOPE_HINTS: Record<ApiTokenScope, string> = {
  'read-drafts': 'Reads drafts and scheduled records as a signed-in account does; every write is refused.',
  'write-content': 'Also creates, edits, publishes and deletes content and images, as an editor; never accounts or settings.',
};
/** The expiry choices: a number of days, or 'date' for a day the owner picks. */
const EXPIRY_OPTIONS = [
  ...API_TOKEN_EXPIRY_CHOICES.map((days) => ({ value: String(days), label: days === 365 ? '1 year' : `${days} days` })),
  { value: 'date', label: 'On a date…' },
];
const STATUS_LABELS: Record<string, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date input's value (YYYY-MM-DD) for the day `days` from today, in the browser's time zone. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * API tokens (/admin/api-tokens, owners only; docs/decisions/069-api-tokens.md): each token's name, scope, prefix,
 * dates and status; make one (its name, scope and expiry; the token is shown once, to copy), revoke one after a confirm.
 */
export function AdminApiTokens() {
  const { data, loading, error, refetch } = useQuery(AdminApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(AdminRevokeApiTokenDocument);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  useLoadErrorToast(error, 'Error loading API tokens. Please refresh the page.');
  const tokens = error ? [] : (data?.apiTokens ?? []);

  const revokeToken = (token: AdminApiTokenItemFragment) =>
    deleteRecord(token.id, {
      confirmMessage: `Revoke "${token.name}"? Anything using it is refused from its next request on. This cannot be undone.`,
      confirmLabel: 'Revoke',
      remove: () => revoke({ variables: { id: token.id } }),
      successMessage: `${token.name} is revoked`,
      failureMessage: () => 'Error revoking the token. Please try again.',
    });

  return (
    <>
      <AdminGrid
        title="API tokens"
        count={tokens.length}
        addLabel="New Token"
        onAdd={() => setCreating(true)}
        loading={loading && !data}
        loadingText="Loading API tokens..."
        empty={
          error ? (
            <LoadError role="alert">
              <p>The API tokens could not be loaded.</p>
              <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            </LoadError>
          ) : (
            <p>No API tokens yet. Make one for a build server or a script that reads drafts or writes content.</p>
          )
        }
      >
        {tokens.map((token) => (
          <AdminCard
            key={token.id}
            name={token.name}
            onDelete={token.status === 'active' ? () => void revokeToken(token) : undefined}
            deleteLabel={`Revoke ${token.name}`}
            deleting={deleting.has(token.id)}
          >
            <ScopeName>{scopeLabel(token.scope)}</ScopeName>
            <h3>{token.name}</h3>
            <Status data-status={token.status}>{STATUS_LABELS[token.status] ?? token.status}</Status>
            <Facts>
              <dt>Token</dt>
              <dd>
                <code>{token.prefix}…</code>
              </dd>
              <dt>Created</dt>
              <dd>
                <Time value={token.createdAt} />
                {token.createdByUsername ? ` by ${token.createdByUsername}` : ''}
              </dd>
              <dt>{token.status === 'expired' ? 'Expired' : 'Expires'}</dt>
              <dd>
                <Time value={token.expiresAt} />
              </dd>
              <dt>Last used</dt>
              <dd>{token.lastUsedAt ? <Time value={token.lastUsedAt} /> : 'Never'}</dd>
              {token.revokedAt && (
                <>
                  <dt>Revoked</dt>
                  <dd>
                    <Time value={token.revokedAt} />
                  </dd>
                </>
              )}
            </Facts>
          </AdminCard>
        ))}
      </AdminGrid>

      {creating && (
        <CreateForm
          onClose={() => setCreating(false)}
          onCreated={(name, token) => {
            setCreating(false);
            setShown({ name, token });
            void refetch().catch(() => undefined);
          }}
        />
      )}
      {shown && <ShownOnce {...shown} onClose={() => setShown(null)} />}
    </>
  );
}

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{savedTime.format(new Date(value))}</time>;
}

interface TokenValues {
  name: string;
  scope: string;
  expiry: string;
  date: string;
}

function validate(values: TokenValues): FormErrors<TokenValues> {
  const errors: FormErrors<TokenValues> = {};
  if (isBlank(values.name)) errors.name = requiredMessage('Name');
  else if (values.name.trim().length > API_TOKEN_NAME_MAX) errors.name = maxLengthMessage('Name', API_TOKEN_NAME_MAX);
  if (values.expiry === 'date' && !(values.date >= dayFromToday(1) && values.date <= dayFromToday(API_TOKEN_MAX_DAYS - 1))) {
    errors.date = API_TOKEN_EXPIRY_MESSAGE;
  }
  return errors;
}

/** The expiry the form sends: a number of days, or the end of the picked day in the browser's time zone. */
function expiryOf({ expiry, date }: TokenValues): Pick<CreateApiTokenInput, 'expiresInDays' | 'expiresAt'> {
  if (expiry !== 'date') return { expiresInDays: Number(expiry) };
  const [year, month, day] = date.split('-').map(Number);
  return { expiresAt: new Date(year, month - 1, day, 23, 59, 59).toISOString() };
}

function CreateForm({ onClose, onCreated }: { onClose: () => void; onCreated: (name: string, token: string) => void }) {
  const [create] = useMutation(AdminCreateApiTokenDocument);
  const { values, submitting, handleSubmit, field } = useForm<TokenValues>({
    initialValues: { name: '', scope: 'read-drafts', expiry: '30', date: dayFromToday(30) },
    validate,
  });
  const submit = handleSubmit(async (submitted) => {
    try {
      const name = submitted.name.trim();
      const { data } = await create({ variables: { input: { name, scope: submitted.scope, ...expiryOf(submitted) } } });
      if (data) onCreated(name, data.createApiToken.token);
      return undefined;
    } catch (createError) {
      console.error(createError);
      toast.error('Error creating the token. Please try again.');
      const fields = fieldErrors(createError);
      return fields?.expiresAt ? { ...fields, [values.expiry === 'date' ? 'date' : 'expiry']: fields.expiresAt } : fields;
    }
  });
  return (
    <FormModal
      title="New API Token"
      size="md"
      onClose={onClose}
      onSubmit={submit}
      saving={submitting}
      submitLabel="Create Token"
      creating
    >
      <FormGrid>
        <TextField
          label="Name"
          required
          autoComplete="off"
          placeholder="e.g. CI deploy"
          maxLength={API_TOKEN_NAME_MAX}
          hint="Say what uses it, so you know which one to revoke."
          {...field('name')}
          disabled={submitting}
        />
        <SelectField
          label="Scope"
          required
          options={SCOPE_OPTIONS}
          hint={SCOPE_HINTS[values.scope as ApiTokenScope]}
          {...field('scope')}
          disabled={submitting}
        />
        <SelectField
          label="Expires"
          required
          options={EXPIRY_OPTIONS}
          hint={`At most ${API_TOKEN_MAX_DAYS} days. Make a new one before it ends.`}
          {...field('expiry')}
          disabled={submitting}
        />
        {values.expiry === 'date' && (
          <TextField
            label="Expiry date"
            type="date"
            required
            min={dayFromToday(1)}
            max={dayFromToday(API_TOKEN_MAX_DAYS - 1)}
            {...field('date')}
            disabled={submitting}
          />
        )}
      </FormGrid>
    </FormModal>
  );
}

/** The token as made: shown this once (the server keeps only its SHA-256), to copy into the tool that uses it. */
function ShownOnce({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  return (
    <ShownOnceDialog title="Copy your API token" label="API token" noun="token" value={token} onClose={onClose}>
      This is the token <strong>{name}</strong>. It is shown only now: copy it and keep it somewhere safe. Send it as{' '}
      <code>Authorization: Bearer &lt;token&gt;</code>.
    </ShownOnceDialog>
  );
}

const ScopeName = styled.p`
  ${cardKicker}
`;

const Status = styled.p`
  font-weight: 600;
  color: ${theme.colors.success};
  &[data-status='expired'],
  &[data-status='revoked'] {
    color: ${theme.colors.danger};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-size: 0.85rem;
  }
`;

const LoadError = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  color: ${theme.colors.danger};
`;
