import { FormGrid, TextField } from '../../../components/admin/form-fields';
import { FormModal } from '../../../components/admin/form-modal';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import {
  isBlank,
  isRedirectSource,
  normalizeRedirectTarget,
  normalizeSitePath,
  REDIRECT_FROM_MESSAGE,
  REDIRECT_RESERVED_MESSAGE,
  REDIRECT_SAME_MESSAGE,
  REDIRECT_TO_MESSAGE,
  requiredMessage,
} from '@field-rules';

export interface RedirectValues {
  fromPath: string;
  toPath: string;
}

/** The rules the server checks too (@field-rules); a loop through other redirects only the server can see. */
export function validateRedirect(values: RedirectValues): FormErrors<RedirectValues> {
  const errors: FormErrors<RedirectValues> = {};
  const from = normalizeSitePath(values.fromPath.trim());
  const to = normalizeRedirectTarget(values.toPath.trim());
  if (isBlank(values.fromPath)) errors.fromPath = requiredMessage('From');
  else if (!from) errors.fromPath = REDIRECT_FROM_MESSAGE;
  else if (!isRedirectSource(from)) errors.fromPath = REDIRECT_RESERVED_MESSAGE;
  if (isBlank(values.toPath)) errors.toPath = requiredMessage('To');
  else if (!to) errors.toPath = REDIRECT_TO_MESSAGE;
  else if (to === from) errors.toPath = REDIRECT_SAME_MESSAGE;
  return errors;
}

interface AdminRedirectFormProps {
  /** Resolves with the server's per-field messages when the save failed, or nothing on success. */
  onSubmit: (values: RedirectValues) => Promise<FormErrors<RedirectValues> | void>;
  onClose: () => void;
}

/** A new redirect in a modal; while saving every control is disabled and it can't be dismissed (SPEC §4). */
export function AdminRedirectForm({ onSubmit, onClose }: AdminRedirectFormProps) {
  const {
    submitting: saving,
    handleSubmit,
    field,
  } = useForm<RedirectValues>({
    initialValues: { fromPath: '', toPath: '' },
    validate: validateRedirect,
  });
  return (
    <FormModal
      title="Add Redirect"
      size="md"
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
      saving={saving}
      submitLabel="Create Redirect"
      creating
    >
      <FormGrid>
        <TextField
          label="From"
          required
          {...field('fromPath')}
          disabled={saving}
          placeholder="/old-page"
          hint="A path on this site. It redirects only where the site has no page of its own."
          autoComplete="off"
        />
        <TextField
          label="To"
          required
          {...field('toPath')}
          disabled={saving}
          placeholder="/new-page or https://example.com"
          autoComplete="off"
        />
      </FormGrid>
    </FormModal>
  );
}
