import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/button';
import { AdminGrid } from '../admin-grid';
import { evictRecord, prependToRootList } from '../cache-updates';
import { fieldErrors } from '../graphql-errors';
import { useSaveAltText } from '../image-alt';
import { SortableList } from '../sortable-list';
import { useHistoryPanel } from '../history/history-modal';
import { useConfirmedDelete, useLoadErrorToast } from '../use-admin-list';
import { useSaveOrder } from '../use-save-order';
import { screenTexts } from '../record-form/screen-texts';
import { PersonForm } from './person-form';
import { useEditConflict } from '../history/use-edit-conflict';
import {
  personCreateInput,
  personUpdateInput,
  type PersonDescription,
  type PersonRecord,
  type PersonValues,
} from './person-values';

/** A person as the grid shows it: the card's fields and its photo's stored alt text. */
type Person = PersonRecord & { role: string; picture: { altText: string | null }; version: number };

/**
 * The admin operations of one kind of person, by the names GraphQL gives them (`founders`,
 * `createFounder`, …). Variables are typed `never` here: each document keeps its own, and this screen
 * sends what the field list builds.
 */
export interface PeopleDocuments<R extends Person, T extends string, L extends string> {
  list: TypedDocumentNode<{ [K in L]: R[] }, Record<string, never>>;
  create: TypedDocumentNode<{ [K in `create${T}`]: R }, never>;
  update: TypedDocumentNode<{ [K in `update${T}`]: R }, never>;
  remove: TypedDocumentNode<{ [K in `delete${T}`]: { id: string } }, never>;
  reorder: TypedDocumentNode<{ [K in `reorder${T}s`]: Array<{ id: string; position: number }> }, { ids: string[] }>;
}

export interface PeopleScreenConfig<R extends Person, T extends string, L extends string> {
  /** The GraphQL type and root list: 'Founder' and 'founders'. */
  typename: T;
  listField: L;
  /** 'founder' / 'founders', 'team member' / 'team members': every text of the screen is built from them. */
  noun: { one: string; many: string };
  /** The record's description (field-rules/records/person.ts): the form's inputs, in order. */
  record: PersonDescription;
  documents: PeopleDocuments<R, T, L>;
  card(person: R, actions: { onEdit(): void; onHistory(): void; onDelete(): void; deleting: boolean }): ReactNode;
}

/**
 * The founders and team members screens (SPEC §2, §4, §8): the grid with its order, create and edit in
 * the person form, delete after confirmation, and the photo's alt text saved after the record (issue 11).
 * Each feature gives its config (features/founder/components/admin-founders.tsx).
 */
export function PeopleAdminScreen<R extends Person, T extends string, L extends string>({
  config,
}: {
  config: PeopleScreenConfig<R, T, L>;
}) {
  const { typename, listField, noun, record, documents } = config;
  const texts = screenTexts(noun);
  const { data, loading, error } = useQuery(documents.list);
  const [create] = useMutation(documents.create, {
    update: (cache, { data: created }) => {
      if (created) prependToRootList(cache, listField, created[`create${typename}`]);
    },
  });
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, typename, deleted[`delete${typename}`].id);
    },
  });
  const [saveAltText] = useSaveAltText();
  /** null: no form; { person: null }: create; { person }: edit. */
  const [form, setForm] = useState<{ person: R | null } | null>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const history = useHistoryPanel(typename);
  const edit = useEditConflict(form?.person && { type: typename, id: form.person.id, version: form.person.version });
  const saveOrder = useSaveOrder(documents.reorder, { listField, typename });

  useLoadErrorToast(error, texts.loadError);

  const people: R[] = error ? [] : ((data as { [K in L]: R[] } | undefined)?.[listField] ?? []);

  const save = async (values: PersonValues) => {
    const image = values.image ? { image: values.image } : {};
    const input = form?.person ? personUpdateInput(values, record) : personCreateInput(values, record);
    // After the record's save, whose photo URL may be new (issue 11).
    const saveImageAlt = (saved: R | undefined, storedAlt: string | null | undefined, justCreated = false) =>
      saveAltText({
        url: saved?.image,
        alt: values.imageAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(values.image),
        record: saved && { __typename: typename, id: saved.id, field: 'picture', fallbackAlt: saved.name },
      });
    try {
      if (form?.person) {
        const { data: updated } = await update({
          variables: {
            id: form.person.id,
            input,
            ...image,
            expectedVersion: edit.expectedVersion(),
          } as never,
        });
        await saveImageAlt(updated?.[`update${typename}`], form.person.picture.altText);
        toast.success(texts.updated);
      } else {
        const { data: created } = await create({ variables: { input, ...image } as never });
        await saveImageAlt(created?.[`create${typename}`], null, true);
        toast.success(texts.added);
      }
      setForm(null);
      return undefined;
    } catch (saveError) {
      if (await edit.caught(saveError, input)) return {};
      console.error(saveError);
      toast.error(texts.saveError);
      return fieldErrors(saveError);
    }
  };

  const onDelete = (person: R) =>
    deleteRecord(person.id, {
      confirmMessage: texts.confirmDelete,
      remove: () => remove({ variables: { id: person.id } as never }),
      successMessage: texts.deleted,
      trashedAs: typename,
      failureMessage: () => texts.deleteError,
    });

  const openCreate = () => setForm({ person: null });
  return (
    <>
      <AdminGrid
        title={texts.title}
        count={people.length}
        addLabel={`Add ${texts.label}`}
        onAdd={openCreate}
        loading={loading && !data}
        loadingText={texts.loading}
        sortable={
          <SortableList
            label={texts.orderLabel}
            items={people.map((person) => ({ id: person.id, name: person.name, detail: person.role }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={
          <>
            <p>{texts.empty}</p>
            <Button variant="secondary" onClick={openCreate}>
              Add Your First {texts.label}
            </Button>
          </>
        }
      >
        {people.map((person) =>
          config.card(person, {
            onEdit: () => setForm({ person }),
            onHistory: () => history.open(person),
            onDelete: () => void onDelete(person),
            deleting: deleting.has(person.id),
          }),
        )}
      </AdminGrid>
      {history.panel}
      {form && (
        <PersonForm
          key={form.person?.id ?? 'new'}
          entityLabel={texts.label}
          record={record}
          person={form.person}
          conflict={edit.offer}
          onSubmit={save}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
