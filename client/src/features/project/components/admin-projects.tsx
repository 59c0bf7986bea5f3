import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { SortableList } from '../../../components/admin/sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { useSaveOrder } from '../../../components/admin/use-save-order';
import {
  AdminDeleteProjectDocument,
  AdminProjectsDocument,
  AdminReorderProjectsDocument,
  type AdminProjectsQuery,
} from '../../../gql-admin/graphql';
import { AdminProjectCard } from './admin-project-card';
import { AdminProjectForm } from './admin-project-form';

/** The admin list's records carry their version, which an edit's save sends back. */
type Editor = { record: AdminProjectsQuery['projects'][number] | null } | null;

/** The admin's projects: grid, create/edit modal and delete (SPEC §2, §4, §8). */
export function AdminProjects() {
  const { data, loading, error } = useQuery(AdminProjectsDocument);
  const [deleteProject] = useMutation(AdminDeleteProjectDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const history = useHistoryPanel('Project');
  const { deleting, deleteRecord } = useConfirmedDelete();
  const saveOrder = useSaveOrder(AdminReorderProjectsDocument, { listField: 'projects', typename: 'Project' });

  useLoadErrorToast(error, 'Error loading projects. Please refresh the page.');

  const projects = data?.projects ?? [];

  const onDelete = (id: string) =>
    deleteRecord(id, {
      confirmMessage: 'Are you sure you want to delete this project?',
      // Evicting drops the project from every cached list: this grid and the public /work page.
      remove: () => deleteProject({ variables: { id }, update: (cache) => evictRecord(cache, 'Project', id) }),
      successMessage: 'Project deleted successfully!',
      trashedAs: 'Project',
      failureMessage: () => 'Error deleting project. Please try again.',
    });

  return (
    <>
      <AdminGrid
        title="Projects"
        count={projects.length}
        addLabel="Add Project"
        onAdd={() => setEditor({ record: null })}
        loading={loading}
        loadingText="Loading projects..."
        sortable={
          <SortableList
            label="Project order"
            items={projects.map((project) => ({ id: project.id, name: project.title, detail: project.category }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={<p>No projects yet. Add the first one to show it on the work page.</p>}
      >
        {projects.map((project) => (
          <AdminProjectCard
            key={project.id}
            project={project}
            onEdit={() => setEditor({ record: project })}
            onHistory={() => history.open({ id: project.id, name: project.title })}
            onDelete={() => void onDelete(project.id)}
            deleting={deleting.has(project.id)}
          />
        ))}
      </AdminGrid>
      {history.panel}
      {editor && <AdminProjectForm project={editor.record} onClose={() => setEditor(null)} />}
    </>
  );
}
