import { useCallback } from 'react';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { PROJECT_RECORD } from '@field-rules/records/project';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import type { ListFormHandlers } from '../../../components/admin/admin-list-screen';
import { useForm } from '../../../components/forms/use-form';
import type { ProjectDetailFragment } from '../../../gql-admin/graphql';
import { AdminProjectScreenshots } from './admin-project-screenshots';
import { screenshotAltErrorKey, toFormValues, validateProject, type ProjectFormValues } from './admin-project-values';

interface AdminProjectFormProps extends ListFormHandlers<ProjectFormValues> {
  /** The project to edit; absent for a new one. */
  project?: ProjectDetailFragment | null;
}

/** Create or edit a project in a modal (SPEC §2, §5). */
export function AdminProjectForm({ project, onSubmit, onClose, conflict }: AdminProjectFormProps) {
  const creating = !project;
  const validate = useCallback((values: ProjectFormValues) => validateProject(values, { creating }), [creating]);
  const { values, errors, submitting, setValue, handleSubmit, field, draft } = useForm<ProjectFormValues>({
    initialValues: toFormValues(project),
    validate,
    draftKey: `Project:${project?.id ?? 'new'}`,
  });

  const submitLabel = creating ? 'Add Project' : 'Update Project';
  return (
    <FormModal
      draft={draft}
      conflict={conflict}
      title={creating ? 'Add Project' : 'Edit Project'}
      size="xl"
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
      saving={submitting}
      submitLabel={submitLabel}
      creating={creating}
    >
      <RecordFields
        record={PROJECT_RECORD}
        mode={creating ? 'create' : 'edit'}
        values={values}
        errors={errors}
        setValue={(name, value) => setValue(name, value)}
        disabled={submitting}
      />
      <ImagePicker
        label="Project image"
        {...imageFieldProps(field('image'), field('imageAlt'))}
        currentUrl={project?.image}
        disabled={submitting}
        required={creating}
      />
      <AdminProjectScreenshots
        current={values.screenshots}
        onCurrentChange={(urls) => setValue('screenshots', urls)}
        alts={values.screenshotAlts}
        onAltChange={(url, alt) => setValue('screenshotAlts', { ...values.screenshotAlts, [url]: alt })}
        altErrors={Object.fromEntries(values.screenshots.map((url) => [url, errors[screenshotAltErrorKey(url)]]))}
        files={values.newScreenshots}
        onFilesChange={(files) => setValue('newScreenshots', files)}
        disabled={submitting}
      />
    </FormModal>
  );
}
