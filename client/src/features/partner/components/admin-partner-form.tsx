import { useCallback } from 'react';
import { FormGrid, TextField } from '../../../components/admin/form-fields';
import { validateAltText } from '../../../components/admin/image-alt';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import type { EditConflictOffer } from '../../../components/admin/history/use-edit-conflict';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { isBlank, isHttpUrl, PARTNER_LOGO_MESSAGE, requiredMessage, WEBSITE_MESSAGE } from '@field-rules';
import type { PartnerCardFragment } from '../../../gql-admin/graphql';

export interface PartnerValues {
  name: string;
  website: string;
  /** A newly chosen logo; on edit null keeps the current one. */
  logo: File | null;
  /** The logo's alt text (optional; empty: pages use '<name> logo'). */
  logoAlt: string;
}

/** SPEC §5 (partner): name and website required, website http(s), logo required on create. */
export function validatePartner(values: PartnerValues, { logoRequired }: { logoRequired: boolean }): FormErrors<PartnerValues> {
  const errors: FormErrors<PartnerValues> = {};
  if (isBlank(values.name)) errors.name = requiredMessage('Name');
  if (isBlank(values.website)) errors.website = requiredMessage('Website');
  else if (!isHttpUrl(values.website.trim(), 'website')) errors.website = WEBSITE_MESSAGE;
  if (logoRequired && !values.logo) errors.logo = PARTNER_LOGO_MESSAGE;
  const altError = validateAltText(values.logoAlt);
  if (altError) errors.logoAlt = altError;
  return errors;
}

interface AdminPartnerFormProps {
  /** The partner being edited; none means create. */
  partner?: PartnerCardFragment | null;
  /** Resolves with the server's per-field messages when the save failed, or nothing on success. */
  onSubmit: (values: PartnerValues) => Promise<FormErrors<PartnerValues> | void>;
  onClose: () => void;
  /** A save refused because someone else saved first (the screen's useEditConflict). */
  conflict?: EditConflictOffer | null;
}

/** The partner form in a modal; while saving every control is disabled and it can't be dismissed (SPEC §4). */
export function AdminPartnerForm({ partner, onSubmit, onClose, conflict }: AdminPartnerFormProps) {
  const editing = Boolean(partner);
  const validate = useCallback((values: PartnerValues) => validatePartner(values, { logoRequired: !editing }), [editing]);
  const {
    submitting: saving,
    handleSubmit,
    field,
    draft,
  } = useForm<PartnerValues>({
    initialValues: {
      name: partner?.name ?? '',
      website: partner?.website ?? '',
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
        <TextField label="Name" required {...field('name')} disabled={saving} autoComplete="off" />
        <TextField
          label="Website"
          required
          type="url"
          {...field('website')}
          disabled={saving}
          placeholder="https://example.com"
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
