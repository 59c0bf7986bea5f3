import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { RecordDescriptor } from '@field-rules';
import { Button } from '../../ui/button';
import { AdminCard } from '../admin-card';
import { AdminGrid } from '../admin-grid';
import { evictRecord, prependToRootList } from '../cache-updates';
import { FormModal } from '../form-modal';
import { fieldErrors } from '../graphql-errors';
import { useHistoryPanel } from '../history/history-modal';
import { useEditConflict, type EditConflictOffer } from '../history/use-edit-conflict';
import { SortableList } from '../sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../use-admin-list';
import { useSaveOrder } from '../use-save-order';
import { useForm, type FormErrors } from '../../forms/use-form';
import { RecordFields } from './record-fields';
import { recordFormValues, recordInput, validateRecord } from './record-values';
import { screenTexts } from './screen-texts';

/** A record as the grid shows it: its fields by name, and its version for edit conflicts. */
type Row = { id: string; version: number } & Record<string, unknown>;

/** The admin operations of one record type, by the names GraphQL gives them (`testimonials`, `createTestimonial`, ...). */
export interface RecordDocuments<T extends string, L extends string> {
  list: TypedDocumentNode<{ [K in L]: Row[] }, Record<string, never>>;
  create: TypedDocumentNode<{ [K in `create${T}`]: Row }, never>;
  update: TypedDocumentNode<{ [K in `update${T}`]: Row }, never>;
  remove: TypedDocumentNode<{ [K in `delete${T}`]: { id: string } }, never>;
  reorder: TypedDocumentNode<{ [K in `reorder${T}s`]: Array<{ id: string; position: number }> }, { ids: string[] }>;
}

export interface RecordScreenConfig<T extends string, L extends string> {
  /** The GraphQL type and root list: 'Testimonial' and 'testimonials'. */
  typename: T;
  listField: L;
  /** Every text of the screen is built from it (screen-texts.ts). */
  noun: { one: string; many: string };
  /** The record's description: the form's fields, checks and inputs. */
  record: RecordDescriptor;
  documents: RecordDocuments<T, L>;
  /** The fields a card shows: its name (also the order list's) and a line under it. */
  card: { name: string; detail?: string };
  /** The modal's size (SPEC §9). */
  size?: 'md' | 'lg' | 'xl';
}

/**
 * The admin screen of a record that is only its description's fields (ADR 072): the grid with its order,
 * create and edit in a modal drawn from the description, history, delete after confirmation. A feature
 * gives its config; the screen shapes are the ones every other record uses (AdminGrid, FormModal).
 */
export function AdminRecordScreen<T extends string, L extends string>({ config }: { config: RecordScreenConfig<T, L> }) {
  const { typename, listField, noun, record, documents, card } = config;
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
  /** null: no form; { row: null }: create; { row }: edit. */
  const [form, setForm] = useState<{ row: Row | null } | null>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const history = useHistoryPanel(typename);
  const edit = useEditConflict(form?.row && { type: typename, id: form.row.id, version: form.row.version });
  const saveOrder = useSaveOrder(documents.reorder, { listField, typename });
  useLoadErrorToast(error, texts.loadError);

  const rows: Row[] = error ? [] : ((data as { [K in L]: Row[] } | undefined)?.[listField] ?? []);
  const text = (row: Row, field: string | undefined) => (field && typeof row[field] === 'string' ? (row[field] as string) : '');

  const save = async (values: object) => {
    const input = recordInput(record, values);
    try {
      if (form?.row) {
        await update({ variables: { id: form.row.id, input, expectedVersion: edit.expectedVersion() } as never });
        toast.success(texts.updated);
      } else {
        await create({ variables: { input } as never });
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

  const onDelete = (row: Row) =>
    deleteRecord(row.id, {
      confirmMessage: texts.confirmDelete,
      remove: () => remove({ variables: { id: row.id } as never }),
      successMessage: texts.deleted,
      trashedAs: typename,
      failureMessage: () => texts.deleteError,
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
          <SortableList
            label={texts.orderLabel}
            items={rows.map((row) => ({ id: row.id, name: text(row, card.name), detail: text(row, card.detail) }))}
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
        {rows.map((row) => (
          <AdminCard
            key={row.id}
            name={text(row, card.name)}
            onEdit={() => setForm({ row })}
            onHistory={() => history.open(row as never)}
            onDelete={() => void onDelete(row)}
            deleting={deleting.has(row.id)}
          >
            <h3>{text(row, card.name)}</h3>
            {card.detail && <p>{text(row, card.detail)}</p>}
          </AdminCard>
        ))}
      </AdminGrid>
      {history.panel}
      {form && (
        <RecordForm
          key={form.row?.id ?? 'new'}
          title={`${form.row ? 'Edit' : 'Add'} ${texts.label}`}
          typename={typename}
          record={record}
          row={form.row}
          size={config.size ?? 'lg'}
          conflict={edit.offer}
          onSubmit={save}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}

interface RecordFormProps {
  title: string;
  typename: string;
  record: RecordDescriptor;
  row: Row | null;
  size: 'md' | 'lg' | 'xl';
  conflict: EditConflictOffer | null;
  onSubmit: (values: object) => Promise<FormErrors<object> | void>;
  onClose: () => void;
}

/** The record's form in a modal, drawn from its description; unsaved values are kept as a draft (ADR 062). */
function RecordForm({ title, typename, record, row, size, conflict, onSubmit, onClose }: RecordFormProps) {
  const mode = row ? 'edit' : 'create';
  const validate = useCallback((values: object) => validateRecord(record, values, mode), [record, mode]);
  const { values, errors, submitting, setValue, handleSubmit, draft } = useForm<Record<string, unknown>>({
    initialValues: recordFormValues(record, row) as Record<string, unknown>,
    validate,
    draftKey: `${typename}:${row?.id ?? 'new'}`,
  });
  return (
    <FormModal
      draft={draft}
      conflict={conflict}
      title={title}
      size={size}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
      saving={submitting}
      submitLabel={row ? 'Save Changes' : title.replace(/^Add/, 'Create')}
      creating={!row}
    >
      <RecordFields
        record={record}
        mode={mode}
        values={values}
        errors={errors}
        setValue={(name, value) => setValue(name as string, value)}
        disabled={submitting}
      />
    </FormModal>
  );
}
