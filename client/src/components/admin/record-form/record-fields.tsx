import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isRequired, slugFromName, type FormMode, type RecordDescriptor, type RecordField } from '@field-rules';
import { CheckboxField, FormGrid, TextAreaField, TextField } from '../form-fields';
import { ListRowsField } from '../list-rows-field';
import { theme } from '../../../shared/theme';
import { formFields, formLabelOf, hintOf, type RecordFormValues } from './record-values';

/** What a field's control gets: its value and what to show around it. */
export interface FieldControlProps {
  name: string;
  field: RecordField;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  hint?: string;
  required: boolean;
  disabled?: boolean;
}

type Fields = Record<string, RecordField>;

interface RecordFieldsProps<F extends Fields> {
  record: RecordDescriptor<F>;
  mode: FormMode;
  /** The form's values: the description's fields among others (files, alt texts). */
  values: object;
  errors: Partial<Record<string, string>>;
  setValue: (name: keyof RecordFormValues<F>, value: never) => void;
  disabled?: boolean;
  /** Controls the feature draws itself, by field name (rich text with the feature's preview). */
  controls?: Partial<Record<keyof F, (props: FieldControlProps) => ReactNode>>;
}

/**
 * The inputs of a record's admin form, in the order of its description (ADR 072): a two-column grid
 * where a `half` field takes one column and any other the whole row. Each kind has its control; a
 * feature may draw a field itself (`controls`).
 */
export function RecordFields<F extends Fields>({
  record,
  mode,
  values,
  errors,
  setValue,
  disabled,
  controls,
}: RecordFieldsProps<F>) {
  const given = values as Record<string, unknown>;
  return (
    <FormGrid $columns={2}>
      {formFields(record).map(([name, field]) => {
        const props: FieldControlProps = {
          name,
          field,
          label: formLabelOf(field),
          value: given[name],
          onChange: (value) => setValue(name as keyof RecordFormValues<F>, value as never),
          error: errors[name],
          hint: hintOf(field, mode),
          required: isRequired(field, mode) && !(mode === 'create' && field.derivedFrom),
          disabled,
        };
        const drawn = (controls?.[name as keyof F] ?? defaultControl)(props);
        // A feature may draw a field with another (a row of flags): its own control is then null.
        return drawn === null ? null : (
          <Cell key={name} $wide={!field.half}>
            {drawn}
          </Cell>
        );
      })}
    </FormGrid>
  );

  function defaultControl(props: FieldControlProps): ReactNode {
    const { field, value, hint } = props;
    const text = {
      label: props.label,
      required: props.required,
      value: typeof value === 'string' ? value : '',
      onChange: (next: string) => props.onChange(next),
      error: props.error,
      hint,
      disabled: props.disabled,
      placeholder: field.placeholder,
    };
    switch (field.kind) {
      case 'longText':
      case 'html': {
        // Rich text is drawn by the feature (its editor has the feature's preview); a text area until then.
        const length = text.value.trim().length;
        const counter =
          field.max === undefined ? undefined : (
            <Counter $over={length > field.max}>
              {length}/{field.max} characters
            </Counter>
          );
        return <TextAreaField {...text} rows={field.lines ?? 4} hint={counter ?? hint} />;
      }
      case 'slug': {
        const source = field.derivedFrom ? given[field.derivedFrom] : undefined;
        const derived = typeof source === 'string' ? slugFromName(source) : '';
        return (
          <TextField
            {...text}
            placeholder={derived || field.placeholder}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
          />
        );
      }
      case 'email':
        return <TextField {...text} type="email" autoComplete="off" />;
      case 'link':
        return <TextField {...text} type="url" inputMode="url" />;
      case 'list':
        if (field.commaSeparated) return <TextField {...text} />;
        return (
          <ListRowsField
            label={props.label}
            item={field.itemLabel ?? props.label.replace(/s$/, '')}
            features={Array.isArray(value) ? (value as string[]) : ['']}
            onChange={props.onChange}
            error={props.error}
            disabled={props.disabled}
            required={props.required}
          />
        );
      case 'date':
        return <TextField {...text} type="datetime-local" step={1} />;
      case 'boolean':
        return <CheckboxField label={props.label} checked={value === true} onChange={props.onChange} disabled={props.disabled} />;
      default:
        return <TextField {...text} autoComplete="off" />;
    }
  }
}

/** A field of the two-column grid; a wide one takes the whole row. */
const Cell = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ $over }) => ($over ? theme.colors.danger : 'inherit')};
`;
