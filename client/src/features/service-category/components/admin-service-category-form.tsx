import { FiPlus, FiTrash2 } from 'react-icons/fi';
import styled from 'styled-components';
import { ErrorText, FormGrid, TextAreaField, TextField } from '../../../components/admin/form-fields';
import { FormModal } from '../../../components/admin/form-modal';
import type { ListFormHandlers } from '../../../components/admin/admin-list-screen';
import { useForm } from '../../../components/forms/use-form';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { SERVICE_CATEGORY_RECORD } from '@field-rules/records/service-category';
import { Button } from '../../../components/ui/button';
import type { ServiceCategoryGroupFragment } from '../../../gql-admin/graphql';
import {
  emptyServiceRow,
  serverErrorsToForm,
  toFormValues,
  validateServiceCategory,
  type ServiceCategoryFormValues,
  type ServiceRowValues,
} from './admin-service-category-values';
import { wrapRow } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

interface AdminServiceCategoryFormProps extends ListFormHandlers<ServiceCategoryFormValues> {
  /** The category to edit; absent for a new one. */
  serviceCategory?: ServiceCategoryGroupFragment | null;
}

/** Create or edit a service category and its services in a modal (SPEC §2, §5). */
export function AdminServiceCategoryForm({ serviceCategory, onSubmit, onClose, conflict }: AdminServiceCategoryFormProps) {
  const editing = Boolean(serviceCategory);
  const { values, errors, submitting, setValue, handleSubmit, draft } = useForm<ServiceCategoryFormValues>({
    initialValues: toFormValues(serviceCategory),
    validate: validateServiceCategory,
    draftKey: `ServiceCategory:${serviceCategory?.id ?? 'new'}`,
  });

  const setRow = (index: number, patch: Partial<ServiceRowValues>) =>
    setValue(
      'services',
      values.services.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  const addRow = () => setValue('services', [...values.services, emptyServiceRow()]);
  // SPEC §5: at least one service row always remains.
  const removeRow = (index: number) => {
    if (values.services.length > 1)
      setValue(
        'services',
        values.services.filter((_, i) => i !== index),
      );
  };

  // The server names a row by its place among the rows sent (blank ones are left out): its message goes to the form's row.
  const submit = handleSubmit(async (current) => {
    const errors = await onSubmit(current);
    return errors && serverErrorsToForm(errors as Record<string, string>, current);
  });

  const submitLabel = editing ? 'Update Service Category' : 'Add Service Category';
  return (
    <FormModal
      draft={draft}
      conflict={conflict}
      title={editing ? 'Edit Service Category' : 'Add Service Category'}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      saving={submitting}
      submitLabel={submitLabel}
      creating={!editing}
    >
      <RecordFields
        record={SERVICE_CATEGORY_RECORD}
        mode={editing ? 'edit' : 'create'}
        values={values}
        errors={errors}
        setValue={(name, value) => setValue(name, value)}
        disabled={submitting}
      />

      <RowsHeader>
        <h3>Services</h3>
        <Button variant="secondary" size="sm" onClick={addRow} disabled={submitting} icon={<FiPlus aria-hidden />}>
          Add Service
        </Button>
      </RowsHeader>
      {errors.services && <ErrorText role="alert">{errors.services}</ErrorText>}

      {values.services.map((row, index) => (
        <Row key={row.key}>
          <RowLegend>Service {index + 1}</RowLegend>
          {values.services.length > 1 && (
            <RemoveRow>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => removeRow(index)}
                disabled={submitting}
                aria-label={`Remove service ${index + 1}`}
                icon={<FiTrash2 aria-hidden />}
              >
                Remove
              </Button>
            </RemoveRow>
          )}
          <FormGrid $columns={2}>
            <TextField
              label="Icon"
              value={row.icon}
              onChange={(value) => setRow(index, { icon: value })}
              hint="Icon class, e.g. FaCode (optional)"
              error={errors[`services.${index}.icon`]}
            />
            <TextField
              label="Title"
              required
              value={row.title}
              onChange={(value) => setRow(index, { title: value })}
              error={errors[`services.${index}.title`]}
            />
          </FormGrid>
          <TextAreaField
            label="Description"
            required
            rows={3}
            value={row.description}
            onChange={(value) => setRow(index, { description: value })}
            error={errors[`services.${index}.description`]}
          />
          <TextAreaField
            label="Features"
            rows={4}
            placeholder="One per line, or comma-separated"
            value={row.features}
            onChange={(value) => setRow(index, { features: value })}
            hint="Add at least one feature"
            error={errors[`services.${index}.features`]}
          />
        </Row>
      ))}
    </FormModal>
  );
}

const RowsHeader = styled.div`
  ${wrapRow(3)}
  justify-content: space-between;
  h3 {
    font-size: 1.1rem;
  }
`;

const Row = styled.fieldset`
  position: relative;
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const RowLegend = styled.legend`
  padding: 0 ${theme.space(2)};
  font-weight: 600;
`;

const RemoveRow = styled.div`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
`;
