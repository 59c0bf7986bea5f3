import { AdminProjects } from '../../features/project/components/admin-projects';

/** /admin/projects: the projects shown on the public work page. */
export function ProjectsAdminPage() {
  return <AdminProjects />;
}
