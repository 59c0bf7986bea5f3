import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../ui/button';
import { AdminGrid } from './admin-grid';
import { evictRecord, prependToRootList } from './cache-updates';
import { errorMessage, fieldErrors } from './graphql-errors';
import { useHistoryPanel } from './history/history-modal';
import { useEditConflict, type EditConflictOffer } from './history/use-edit-conflict';
import { screenTexts, type ScreenTexts } from './record-form/screen-texts';
import { SortableList, type SortableItem } from './sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from './use-admin-list';
import { useSaveOrder } from './use-save-order';
import type { FormErrors } from '../forms/use-form';

/** A record as a list screen holds it: its id, and its version for edit conflicts. */
export type ListedRecord = { id: string; version: number };

/**
 * The admin operations of one record type, by the names GraphQL gives them (`founders`, `createFounder`, ...).
 * Variables are typed `never` here: each document keeps its own, and the screen sends what its save builds.
 */
export interface ListDocuments<R extends ListedRecord, T extends string, L extends string> {
  list: TypedDocumentNode<{ [K in L]: R[] }, Record<string, never>>;
  create: TypedDocumentNode<{ [K in `create${T}`]: R }, never>;
  update: TypedDocumentNode<{ [K in `update${T}`]: R }, never>;
  remove: TypedDocumentNode<{ [K in `delete${T}`]: { id: string } }, never>;
  /** Absent: the records have no manual order (blog posts, newest first), and no order list is shown. */
  reorder?: ReorderDocument<L>;
}

type ReorderDocument<L extends string> = TypedDocumentNode<
  { [K in `reorder${Capitalize<L>}`]: Array<{ id: string; position: number }> },
  { ids: string[] }
>;

export interface ListScreenConfig<R extends ListedRecord, T extends string, L extends string> {
  /** The GraphQL type and root list: 'Founder' and 'founders'. */
  typename: T;
  listField: L;
  /**
   * 'founder' / 'founders': every text of the screen is built from it (screen-texts.ts); `label` names the record on
   * its Add button and order list where the SPEC's toasts use a shorter noun ('service category' for 'service').
   */
  noun: { one: string; many: string; label?: string };
  /** Texts the SPEC words apart from the noun's (the blog's 'Blog post created successfully', with no '!'). */
  texts?: Partial<ScreenTexts>;
  /** The error toasts show the server's message when it gives one, the texts only as its fallback (the blog's). */
  serverMessages?: boolean;
  /**
   * Cache updates other than the default (a created record first in every cached variant of the root list; an
   * updated one left to the normalized cache): the blog's public list takes only the posts visitors see.
   */
  cache?: { created?(cache: ApolloCache, record: R): void; updated?(cache: ApolloCache, before: R, after: R): void };
  documents: ListDocuments<R, T, L>;
}

/** What a card is given to act on its record. */
export interface CardActions {
  onEdit(): void;
  onHistory(): void;
  onDelete(): void;
  deleting: boolean;
}

/** What one save of the form sends. */
export interface ListSave<R> {
  /** The create or update mutation's input; also what an edit conflict is compared against. */
  input: object;
  /** Variables sent beside the input on create and update (a person's new photo). */
  variables?: object;
  /** Runs after the record's mutation, before the success toast (a photo's alt text, issue 11). */
  after?: (saved: R | undefined) => Promise<void>;
}

/** What the screen gives its form: the record (null: create), the record type's label, and its save. */
/** What a list screen's form is handed by the screen: its save, its close and an edit conflict. */
export interface ListFormHandlers<V> {
  /** The screen's save: resolves with the server's per-field messages when it failed, or nothing on success. */
  onSubmit: (values: V) => Promise<FormErrors<V> | void>;
  onClose: () => void;
  /** A save refused because someone else saved first (the screen's useEditConflict). */
  conflict?: EditConflictOffer | null;
}

export interface ListFormProps<R, V> extends ListFormHandlers<V> {
  row: R | null;
  /** 'Founder', 'Team Member': 'Add Founder', 'Edit Founder'. */
  label: string;
  conflict: EditConflictOffer | null;
}

interface AdminListScreenProps<R extends ListedRecord, T extends string, L extends string, V> {
  config: ListScreenConfig<R, T, L>;
  /** A record's line in the order list: its name, a detail under it, and what goes under the line (a nested list). */
  orderItem: (row: R) => Omit<SortableItem, 'id'>;
  /** A record's card in the grid (keyed by the record's id). */
  card: (row: R, actions: CardActions) => ReactNode;
  /** What a save of these values sends, for `row` (null: create). */
  prepareSave: (values: V, row: R | null) => ListSave<R>;
  form: (props: ListFormProps<R, V>) => ReactNode;
  /**
   * What the grid shows with no records; by default the noun's 'No founders yet.' and an 'Add Your First Founder'
   * button. A function is given what opens the create form, for a button of its own.
   */
  empty?: ReactNode | ((create: { onAdd: () => void }) => ReactNode);
}

/**
 * The shape of an admin list screen (SPEC §4, §8): the grid with its manual order (when the records have one), create
 * and edit in a modal form, history, edit conflicts, delete after confirmation, and the SPEC's texts and toasts from
 * the noun. A screen gives the record's card, its line in the order list, its form and what a save sends
 * (AdminRecordScreen, PeopleAdminScreen, and the partners, projects, services and blog screens in
 * features/<entity>/components/admin-*.tsx).
 */
export function AdminListScreen<R extends ListedRecord, T extends string, L extends string, V>({
  config,
  orderItem,
  card,
  prepareSave,
  form: renderForm,
  empty,
}: AdminListScreenProps<R, T, L, V>) {
  const { typename, listField, noun, documents } = config;
  const texts = { ...screenTexts(noun), ...config.texts };
  const failed = (error: unknown, text: string) => (config.serverMessages ? errorMessage(error, text) : text);
  const { data, loading, error } = useQuery(documents.list);
  const [create] = useMutation(documents.create, {
    update: (cache, { data: created }) => {
      if (!created) return;
      if (config.cache?.created) config.cache.created(cache, created[`create${typename}`]);
      else prependToRootList(cache, listField, created[`create${typename}`]);
    },
  });
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, typename, deleted[`delete${typename}`].id);
    },
  });
  /** null: no form; { row: null }: create; { row }: edit. */
  const [form, setForm] = useState<{ row: R | null } | null>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const history = useHistoryPanel(typename);
  const edit = useEditConflict(form?.row && { type: typename, id: form.row.id, version: form.row.version });
  useLoadErrorToast(error, failed(error, texts.loadError));

  const rows: R[] = error ? [] : ((data as { [K in L]: R[] } | undefined)?.[listField] ?? []);

  const save = async (values: V): Promise<FormErrors<V> | undefined> => {
    const row = form?.row ?? null;
    const { input, variables, after } = prepareSave(values, row);
    try {
      if (row) {
        const { data: updated } = await update({
          variables: { id: row.id, input, ...variables, expectedVersion: edit.expectedVersion() } as never,
          update: (cache, { data: saved }) => {
            if (saved) config.cache?.updated?.(cache, row, saved[`update${typename}`]);
          },
        });
        if (after) await after(updated?.[`update${typename}`]);
        toast.success(texts.updated);
      } else {
        const { data: created } = await create({ variables: { input, ...variables } as never });
        if (after) await after(created?.[`create${typename}`]);
        toast.success(texts.added);
      }
      setForm(null);
      return undefined;
    } catch (saveError) {
      if (await edit.caught(saveError, input)) return {};
      console.error(saveError);
      toast.error(failed(saveError, texts.saveError));
      return fieldErrors(saveError) as FormErrors<V>;
    }
  };

  const onDelete = (row: R) =>
    deleteRecord(row.id, {
      confirmMessage: texts.confirmDelete,
      remove: () => remove({ variables: { id: row.id } as never }),
      successMessage: texts.deleted,
      trashedAs: typename,
      failureMessage: (deleteError) => failed(deleteError, texts.deleteError),
    });

  const openCreate = () => setForm({ row: null });
  return (
    <>
      <AdminGrid
        title={texts.title}
        count={rows.length}
        addLabel={`Add ${texts.label}`}
        onAdd={openCreate}
        loading={loading && !data}
        loadingText={texts.loading}
        sortable={
          documents.reorder && (
            <OrderList
              document={documents.reorder}
              label={texts.orderLabel}
              items={rows.map((row) => ({ id: row.id, ...orderItem(row) }))}
              saveTo={{ listField, typename }}
            />
          )
        }
        empty={
          (typeof empty === 'function' ? empty({ onAdd: openCreate }) : empty) ?? (
            <>
              <p>{texts.empty}</p>
              <Button variant="secondary" onClick={openCreate}>
                Add Your First {texts.label}
              </Button>
            </>
          )
        }
      >
        {rows.map((row) =>
          card(row, {
            onEdit: () => setForm({ row }),
            // The panel's heading names the record as its order line does (a record need not have a `name` field).
            onHistory: () => history.open({ id: row.id, name: orderItem(row).name }),
            onDelete: () => void onDelete(row),
            deleting: deleting.has(row.id),
          }),
        )}
      </AdminGrid>
      {history.panel}
      {form && (
        // A form per record (and one for create): its values and draft are the record's own.
        <Fragment key={form.row?.id ?? 'new'}>
          {renderForm({
            row: form.row,
            label: texts.label,
            conflict: edit.offer,
            onSubmit: save,
            onClose: () => setForm(null),
          })}
        </Fragment>
      )}
    </>
  );
}

type OrderListProps<L extends string> = { document: ReorderDocument<L>; saveTo: { listField: L; typename: string } };

/** The records' manual order (docs/decisions/035-manual-order.md), saved in one request as it changes. */
function OrderList<L extends string>({
  document,
  saveTo,
  ...list
}: OrderListProps<L> & { label: string; items: SortableItem[] }) {
  const saveOrder = useSaveOrder(document, saveTo);
  return <SortableList {...list} onReorder={(ids) => void saveOrder(ids)} />;
}
