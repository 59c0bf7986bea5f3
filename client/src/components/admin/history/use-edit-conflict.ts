import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { AdminRevisionsDocument } from '../../../gql-admin/graphql';
import { changedFields, type ChangedField } from './revision-diff';

/** Someone else's save the form's save was refused over, offered to the editor (ConflictNotice). */
export interface EditConflictOffer {
  changedBy: string;
  changedAt: string;
  /** Their stored values (older side) against the form's (newer side), for the fields the form saves; null when
   * their version could not be read. */
  fields: ChangedField[] | null;
  /** Makes the next save go over their version (the form is then submitted again). */
  overwrite: () => void;
  /** Drops the form's changes: the screens read the record as stored again. */
  discard: () => Promise<void>;
}

interface EditedRecord {
  /** The record's type as the server names it: 'BlogPost', 'SiteSettings'... */
  type: string;
  id: string;
  version: number;
}

/**
 * Edit conflicts (issue 30, docs/decisions/063-edit-conflicts.md) for a record form: its saves send the version the
 * form opened as `expectedVersion`; a save refused with CONFLICT is `caught` and shown as their newest revision against
 * the form's values, and the editor chooses to save over it or to drop theirs. A new record (none) expects nothing.
 */
export function useEditConflict(record: EditedRecord | null | undefined) {
  const client = useApolloClient();
  // A screen's form may open one record after another: what is expected (and offered) belongs to the one open now.
  const key = record ? `${record.type}:${record.id}` : null;
  const expected = useRef({ key, version: record?.version });
  if (expected.current.key !== key) expected.current = { key, version: record?.version };
  const [offer, setOffer] = useState<(EditConflictOffer & { key: string }) | null>(null);

  /** True when `error` was a conflict: the form shows the offer instead of an error. `mine` is the input it sent. */
  async function caught(error: unknown, mine: object): Promise<boolean> {
    if (!record || !key || !CombinedGraphQLErrors.is(error)) return false;
    const refusal = error.errors.find((one) => one.extensions?.code === 'CONFLICT')?.extensions;
    if (!refusal) return false;
    const sent = Object.entries(mine).filter(([, value]) => value !== undefined);
    const theirs = await client
      .query({
        query: AdminRevisionsDocument,
        variables: { recordType: record.type, recordId: record.id },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => (data?.revisions[0]?.values ?? []).filter(({ field }) => sent.some(([name]) => name === field)))
      .catch((failure: unknown) => {
        console.error('Could not read the version saved meanwhile:', failure);
        return null;
      });
    const version = Number(refusal.version);
    setOffer({
      key,
      changedBy: String(refusal.changedBy),
      changedAt: String(refusal.changedAt),
      fields:
        theirs &&
        changedFields(
          theirs,
          sent.map(([field, value]) => ({ field, value: JSON.stringify(value) })),
        ),
      overwrite: () => {
        expected.current.version = version;
        setOffer(null);
      },
      discard: async () => {
        await client.refetchQueries({ include: 'active' });
      },
    });
    return true;
  }

  return {
    /** The version a save is made over: the record's when the form opened, or theirs once the editor chose to overwrite. */
    expectedVersion: () => expected.current.version,
    /**
     * A save of the record this editor made beside the form (a product's screenshots): its new version is one they have
     * seen, so the form's save goes over it rather than being refused against their own change.
     */
    sawOwnSave: (version: number) => {
      expected.current.version = version;
    },
    caught,
    offer: offer && offer.key === key ? offer : null,
  };
}
