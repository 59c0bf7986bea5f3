import { useCallback } from 'react';
import { FormGrid } from '../../../components/admin/form-fields';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { recordFormValues, validateRecord, type RecordFormValues } from '../../../components/admin/record-form/record-values';
import { validateAltText } from '../../../components/admin/image-alt';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import type { ListFormHandlers } from '../../../components/admin/admin-list-screen';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { PARTNER_LOGO_MESSAGE } from '@field-rules';
import { PARTNER_RECORD } from '@field-rules/records/partner';
import type { PartnerCardFragment } from '../../../gql-admin/graphql';

/** The partner's description's fields (field-rules/records/partner.ts), the logo and its alt text. */
export type PartnerValues = RecordFormValues<typeof PARTNER_RECORD.fields> & {
  /** A newly chosen logo; on edit null keeps the current one. */
  logo: File | null;
  /** The logo's alt text (optional; empty: pages use '<name> logo'). */
  logoAlt: string;
};

/** SPEC §5 (partner): the description's rules (name and website required, website http(s)), the logo required on create. */
export function validatePartner(values: PartnerValues, { logoRequired }: { logoRequired: boolean }): FormErrors<PartnerValues> {
  const errors: FormErrors<PartnerValues> = validateRecord(PARTNER_RECORD, values, logoRequired ? 'create' : 'edit');
  if (logoRequired && !values.logo) errors.logo = PARTNER_LOGO_MESSAGE;
  const altError = validateAltText(values.logoAlt);
  if (altError) errors.logoAlt = altError;
  return errors;
}

interface AdminPartnerFormProps extends ListFormHandlers<PartnerValues> {
  /** The partner being edited; none means create. */
  partner?: PartnerCardFragment | null;
}

/** The partner form in a modal; while saving every control is disabled and it can't be dismissed (SPEC §4). */
export function AdminPartnerForm({ partner, onSubmit, onClose, conflict }: AdminPartnerFormProps) {
  const editing = Boolean(partner);
  const validate = useCallback((values: PartnerValues) => validatePartner(values, { logoRequired: !editing }), [editing]);
  const {
    values,
    errors,
    submitting: saving,
    setValue,
    handleSubmit,
    field,
    draft,
  } = useForm<PartnerValues>({
    initialValues: {
      ...recordFormValues(PARTNER_RECORD, partner),
      logo: null,
      logoAlt: partner?.logoPicture.altText ?? '',
    },
    validate,
    draftKey: `Partner:${partner?.id ?? 'new'}`,
  });
  const submit = handleSubmit(onSubmit);

  return (
    <FormModal
      draft={draft}
      conflict={conflict}
      title={editing ? 'Edit Partner' : 'Add Partner'}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel={editing ? 'Save Changes' : 'Create Partner'}
      creating={!editing}
    >
      <FormGrid>
        <RecordFields
          record={PARTNER_RECORD}
          mode={editing ? 'edit' : 'create'}
          values={values}
          errors={errors}
          setValue={(name, value) => setValue(name, value)}
          disabled={saving}
        />
        <ImagePicker
          label="Partner Logo"
          required={!editing}
          {...imageFieldProps(field('logo'), field('logoAlt'))}
          currentUrl={partner?.logo}
          disabled={saving}
        />
      </FormGrid>
    </FormModal>
  );
}
