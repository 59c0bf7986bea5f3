import { AdminListScreen, type ListScreenConfig } from '../../../components/admin/admin-list-screen';
import { screenshotAlt, useSaveAltText } from '../../../components/admin/image-alt';
import {
  AdminCreateProjectDocument,
  AdminDeleteProjectDocument,
  AdminProjectsDocument,
  AdminReorderProjectsDocument,
  AdminUpdateProjectDocument,
  type AdminProjectsQuery,
} from '../../../gql-admin/graphql';
import { AdminProjectCard } from './admin-project-card';
import { AdminProjectForm } from './admin-project-form';
import { toProjectInput, type ProjectFormValues } from './admin-project-values';

const PROJECTS: ListScreenConfig<AdminProjectsQuery['projects'][number], 'Project', 'projects'> = {
  typename: 'Project',
  listField: 'projects',
  noun: { one: 'project', many: 'projects' },
  documents: {
    list: AdminProjectsDocument,
    create: AdminCreateProjectDocument,
    update: AdminUpdateProjectDocument,
    remove: AdminDeleteProjectDocument,
    reorder: AdminReorderProjectsDocument,
  },
};

/**
 * The admin's projects (/admin/projects, SPEC §2, §4, §8): the list screen (AdminListScreen) with the image, the
 * screenshots and their alt texts. The saved record updates the normalized cache: the grid and /work follow.
 */
export function AdminProjects() {
  const [saveAltText] = useSaveAltText();
  return (
    <AdminListScreen
      config={PROJECTS}
      orderItem={(project) => ({ name: project.title, detail: project.category })}
      card={(project, actions) => <AdminProjectCard key={project.id} project={project} {...actions} />}
      empty={<p>No projects yet. Add the first one to show it on the work page.</p>}
      prepareSave={(values: ProjectFormValues, project) => ({
        input: {
          ...toProjectInput(values),
          // Sent only when the admin removed some, so an untouched gallery is left as it is.
          screenshots: project && values.screenshots.length !== project.screenshots.length ? values.screenshots : undefined,
        },
        variables: {
          image: values.image ?? undefined,
          screenshots: values.newScreenshots.length > 0 ? values.newScreenshots : undefined,
        },
        // After the record's save, whose image URL may be new (issue 11); then each kept screenshot whose alt text
        // changed, one request each (an edit rarely changes more than one).
        after: async (saved) => {
          await saveAltText({
            url: saved?.image,
            alt: values.imageAlt,
            storedAlt: project ? project.picture.altText : null,
            justCreated: !project,
            newImage: Boolean(values.image),
            record: saved && { __typename: 'Project', id: saved.id, field: 'picture', fallbackAlt: saved.title },
          });
          if (!saved || !project) return;
          const stored = new Map(project.screenshotPictures.map((picture) => [picture.url, picture.altText]));
          for (const [index, url] of saved.screenshots.entries()) {
            if (!stored.has(url)) continue;
            await saveAltText({
              url,
              alt: values.screenshotAlts[url] ?? '',
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
        },
      })}
      form={({ row, conflict, onSubmit, onClose }) => (
        <AdminProjectForm project={row} conflict={conflict} onSubmit={onSubmit} onClose={onClose} />
      )}
    />
  );
}
