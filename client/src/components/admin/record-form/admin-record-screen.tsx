import { useCallback } from 'react';
import type { RecordDescriptor } from '@field-rules';
import { AdminCard } from '../admin-card';
import { AdminListScreen, type ListScreenConfig } from '../admin-list-screen';
import { FormModal } from '../form-modal';
import type { EditConflictOffer } from '../history/use-edit-conflict';
import { useForm, type FormErrors } from '../../forms/use-form';
import { RecordFields } from './record-fields';
import { recordFormValues, recordInput, validateRecord } from './record-values';

/** A record as the grid shows it: its fields by name, and its version for edit conflicts. */
type Row = { id: string; version: number } & Record<string, unknown>;

export interface RecordScreenConfig<T extends string, L extends string> extends ListScreenConfig<Row, T, L> {
  /** The record's description: the form's fields, checks and inputs. */
  record: RecordDescriptor;
  /** The fields a card shows: its name (also the order list's) and a line under it. */
  card: { name: string; detail?: string };
  /** The modal's size (SPEC §9). */
  size?: 'md' | 'lg' | 'xl';
}

/**
 * The admin screen of a record that is only its description's fields (ADR 072): the list screen (AdminListScreen)
 * with a card of the config's fields and a modal form drawn from the description. A feature gives its config.
 */
export function AdminRecordScreen<T extends string, L extends string>({ config }: { config: RecordScreenConfig<T, L> }) {
  const { typename, record, card } = config;
  const text = (row: Row, field: string | undefined) => (field && typeof row[field] === 'string' ? (row[field] as string) : '');
  return (
    <AdminListScreen
      config={config}
      orderItem={(row) => ({ name: text(row, card.name), detail: text(row, card.detail) })}
      card={(row, actions) => (
        <AdminCard key={row.id} name={text(row, card.name)} {...actions}>
          <h3>{text(row, card.name)}</h3>
          {card.detail && <p>{text(row, card.detail)}</p>}
        </AdminCard>
      )}
      prepareSave={(values: object) => ({ input: recordInput(record, values) })}
      form={({ row, label, ...save }) => (
        <RecordForm
          title={`${row ? 'Edit' : 'Add'} ${label}`}
          typename={typename}
          record={record}
          row={row}
          size={config.size ?? 'lg'}
          {...save}
        />
      )}
    />
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
