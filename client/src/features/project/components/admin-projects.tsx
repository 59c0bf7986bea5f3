import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { AdminDeleteProjectDocument, AdminProjectsDocument, type ProjectDetailFragment } from '../../../gql-admin/graphql';
import { AdminProjectCard } from './admin-project-card';
import { AdminProjectForm } from './admin-project-form';

type Editor = { record: ProjectDetailFragment | null } | null;

/** The admin's projects: grid, create/edit modal and delete (SPEC §2, §4, §8). */
export function AdminProjects() {
  const confirm = useConfirm();
  const { data, loading, error } = useQuery(AdminProjectsDocument);
  const [deleteProject] = useMutation(AdminDeleteProjectDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast.error('Error loading projects. Please refresh the page.');
  }, [error]);

  const projects = data?.projects ?? [];

  const onDelete = async (id: string) => {
    if (!(await confirm('Are you sure you want to delete this project?'))) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      // Evicting drops the project from every cached list: this grid and the public /work page.
      await deleteProject({ variables: { id }, update: (cache) => evictRecord(cache, 'Project', id) });
      toast.success('Project deleted successfully!');
    } catch (deleteError) {
      console.error(deleteError);
      toast.error('Error deleting project. Please try again.');
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return (
    <>
      <AdminGrid
        title="Projects"
        count={projects.length}
        addLabel="Add Project"
        onAdd={() => setEditor({ record: null })}
        loading={loading}
        loadingText="Loading projects..."
        empty={<p>No projects yet. Add the first one to show it on the work page.</p>}
      >
        {projects.map((project) => (
          <AdminProjectCard
            key={project.id}
            project={project}
            onEdit={() => setEditor({ record: project })}
            onDelete={() => void onDelete(project.id)}
            deleting={deleting.has(project.id)}
          />
        ))}
      </AdminGrid>
      {editor && <AdminProjectForm project={editor.record} onClose={() => setEditor(null)} />}
    </>
  );
}
