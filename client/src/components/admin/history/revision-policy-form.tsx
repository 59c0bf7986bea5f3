import { useMutation, useQuery } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { FiSave } from 'react-icons/fi';
import styled from 'styled-components';
import {
  isWholeNumberUpTo,
  REVISION_KEEP_DAYS_MAX,
  REVISION_KEEP_DAYS_MESSAGE,
  REVISION_KEEP_LATEST_MAX,
  REVISION_KEEP_LATEST_MESSAGE,
  TRASH_DAYS_MAX,
  TRASH_DAYS_MESSAGE,
} from '@field-rules';
import { AdminRevisionPolicyDocument, AdminUpdateRevisionPolicyDocument } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { useForm, type FormErrors } from '../../forms/use-form';
import { Button } from '../../ui/button';
import { cardSurface } from '../../ui/css-helpers';
import { FormGrid, TextField } from '../form-fields';
import { fieldErrors } from '../graphql-errors';
import { useLoadErrorToast } from '../use-admin-list';

export interface RevisionPolicyValues {
  keepDays: string;
  keepLatest: string;
  trashDays: string;
}

export function validateRevisionPolicy(values: RevisionPolicyValues): FormErrors<RevisionPolicyValues> {
  const errors: FormErrors<RevisionPolicyValues> = {};
  if (!isWholeNumberUpTo(values.keepDays, REVISION_KEEP_DAYS_MAX)) errors.keepDays = REVISION_KEEP_DAYS_MESSAGE;
  if (!isWholeNumberUpTo(values.keepLatest, REVISION_KEEP_LATEST_MAX)) errors.keepLatest = REVISION_KEEP_LATEST_MESSAGE;
  if (!isWholeNumberUpTo(values.trashDays, TRASH_DAYS_MAX)) errors.trashDays = TRASH_DAYS_MESSAGE;
  return errors;
}

/**
 * The Settings screen's panel for how long revisions and deleted records are kept (issue 30,
 * docs/decisions/061-revision-history.md and 064-trash.md).
 */
export function RevisionPolicyPanel() {
  const { data, error } = useQuery(AdminRevisionPolicyDocument, { fetchPolicy: 'cache-and-network' });
  useLoadErrorToast(error, 'Error loading the history settings. Please refresh the page.');
  if (!data) return null;
  const { keepDays, keepLatest, trashDays } = data.revisionPolicy;
  return (
    <PolicyForm
      key={`${keepDays}/${keepLatest}/${trashDays}`}
      keepDays={keepDays}
      keepLatest={keepLatest}
      trashDays={trashDays}
    />
  );
}

function PolicyForm({ keepDays, keepLatest, trashDays }: { keepDays: number; keepLatest: number; trashDays: number }) {
  const [update] = useMutation(AdminUpdateRevisionPolicyDocument, { refetchQueries: [AdminRevisionPolicyDocument] });
  const {
    submitting: saving,
    handleSubmit,
    field,
  } = useForm<RevisionPolicyValues>({
    initialValues: { keepDays: String(keepDays), keepLatest: String(keepLatest), trashDays: String(trashDays) },
    validate: validateRevisionPolicy,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const input = {
        keepDays: Number(values.keepDays),
        keepLatest: Number(values.keepLatest),
        trashDays: Number(values.trashDays),
      };
      await update({ variables: { input } });
      toast.success('History settings saved successfully!');
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      toast.error('Error saving the history settings. Please try again.');
      return fieldErrors(saveError);
    }
  });
  return (
    <Panel aria-labelledby="settings-history">
      <form onSubmit={submit} noValidate aria-label="History settings" method="post">
        <h3 id="settings-history">Revision history and trash</h3>
        <p>Every save of a record is kept for this many days; its newest saves are kept however old they are.</p>
        <FormGrid $columns={2}>
          <TextField label="Keep every save for (days)" required inputMode="numeric" {...field('keepDays')} disabled={saving} />
          <TextField label="Always keep the newest" required inputMode="numeric" {...field('keepLatest')} disabled={saving} />
        </FormGrid>
        <p>A deleted record waits in the trash for this many days, then it and its files are deleted for good.</p>
        <FormGrid $columns={2}>
          <TextField
            label="Keep deleted records for (days)"
            required
            inputMode="numeric"
            {...field('trashDays')}
            disabled={saving}
          />
        </FormGrid>
        <Actions>
          <Button type="submit" variant="secondary" loading={saving} icon={<FiSave aria-hidden />}>
            {saving ? 'Saving...' : 'Save History Settings'}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: ${theme.space(6)};
  max-width: 960px;
  padding: ${theme.space(6)};
  ${cardSurface}
  form {
    display: grid;
    gap: ${theme.space(4)};
  }
  h3 {
    font-size: 1.125rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
