import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { prependToRootList } from '../../../components/admin/cache-updates';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { PROJECT_RECORD } from '@field-rules/records/project';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { screenshotAlt, useSaveAltText } from '../../../components/admin/image-alt';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import { useEditConflict } from '../../../components/admin/history/use-edit-conflict';
import { useForm } from '../../../components/forms/use-form';
import { AdminCreateProjectDocument, AdminUpdateProjectDocument, type ProjectDetailFragment } from '../../../gql-admin/graphql';
import { AdminProjectScreenshots } from './admin-project-screenshots';
import {
  screenshotAltErrorKey,
  toFormValues,
  toProjectInput,
  validateProject,
  type ProjectFormValues,
} from './admin-project-values';

interface AdminProjectFormProps {
  /** The project to edit; absent for a new one. */
  /** The admin list's record: with its version, which the save sends back. */
  project?: (ProjectDetailFragment & { version: number }) | null;
  onClose: () => void;
}

/** Create or edit a project in a modal (SPEC §2, §5). */
export function AdminProjectForm({ project, onClose }: AdminProjectFormProps) {
  const creating = !project;
  const validate = useCallback((values: ProjectFormValues) => validateProject(values, { creating }), [creating]);
  const { values, errors, setValue, setErrors, handleSubmit, field, draft } = useForm<ProjectFormValues>({
    initialValues: toFormValues(project),
    validate,
    draftKey: `Project:${project?.id ?? 'new'}`,
  });
  const [createProject, created] = useMutation(AdminCreateProjectDocument);
  const [updateProject, updated] = useMutation(AdminUpdateProjectDocument);
  const edit = useEditConflict(project && { type: 'Project', id: project.id, version: project.version });
  const [saveAltText, altSave] = useSaveAltText();
  const saving = created.loading || updated.loading || altSave.loading;

  const onSubmit = handleSubmit(async (current) => {
    const input = toProjectInput(current);
    // After the record's save, whose image URL may be new (issue 11).
    const saveImageAlt = (
      saved: { id: string; title: string; image: string } | undefined,
      storedAlt: string | null | undefined,
      justCreated = false,
    ) =>
      saveAltText({
        url: saved?.image,
        alt: current.imageAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(current.image),
        record: saved && { __typename: 'Project', id: saved.id, field: 'picture', fallbackAlt: saved.title },
      });
    // Each kept screenshot whose alt text changed, one request each (an edit rarely changes more than one).
    const saveScreenshotAlts = async (saved: { id: string; title: string; screenshots: string[] } | undefined) => {
      if (!saved || !project) return;
      const stored = new Map(project.screenshotPictures.map((picture) => [picture.url, picture.altText]));
      for (const [index, url] of saved.screenshots.entries()) {
        if (!stored.has(url)) continue;
        await saveAltText({
          url,
          alt: current.screenshotAlts[url] ?? '',
          storedAlt: stored.get(url),
          newImage: false,
          record: {
            __typename: 'Project',
            id: saved.id,
            field: 'screenshotPictures',
            fallbackAlt: screenshotAlt(saved.title, index),
          },
        });
      }
    };
    const screenshots = current.newScreenshots.length > 0 ? current.newScreenshots : undefined;
    try {
      if (project) {
        // Sent only when the admin removed some, so an untouched gallery is left as it is.
        const keep = current.screenshots.length !== project.screenshots.length ? current.screenshots : undefined;
        // The result updates the normalized record: the grid and /work follow without a refetch.
        const { data } = await updateProject({
          variables: {
            id: project.id,
            input: { ...input, screenshots: keep },
            image: current.image ?? undefined,
            screenshots,
            expectedVersion: edit.expectedVersion(),
          },
        });
        await saveImageAlt(data?.updateProject, project.picture.altText);
        await saveScreenshotAlts(data?.updateProject);
        toast.success('Project updated successfully!');
      } else {
        const { data: saved } = await createProject({
          variables: { input, image: current.image, screenshots },
          update: (cache, { data }) => {
            if (data?.createProject) prependToRootList(cache, 'projects', data.createProject);
          },
        });
        await saveImageAlt(saved?.createProject, null, true);
        toast.success('Project added successfully!');
      }
      onClose();
    } catch (error) {
      if (await edit.caught(error, input)) return;
      console.error(error);
      setErrors(fieldErrors(error));
      toast.error('Error saving project. Please try again.');
    }
  });

  const submitLabel = creating ? 'Add Project' : 'Update Project';
  return (
    <FormModal
      draft={draft}
      conflict={edit.offer}
      title={creating ? 'Add Project' : 'Edit Project'}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={submitLabel}
      creating={creating}
    >
      <RecordFields
        record={PROJECT_RECORD}
        mode={creating ? 'create' : 'edit'}
        values={values}
        errors={errors}
        setValue={(name, value) => setValue(name, value)}
        disabled={saving}
      />
      <ImagePicker
        label="Project image"
        {...imageFieldProps(field('image'), field('imageAlt'))}
        currentUrl={project?.image}
        disabled={saving}
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
        disabled={saving}
      />
    </FormModal>
  );
}
