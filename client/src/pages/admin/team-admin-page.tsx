import { AdminTeamMembers } from '../../features/team-member/components/admin-team-members';

/** /admin/team: the team members shown on the about page. */
export function TeamAdminPage() {
  return <AdminTeamMembers />;
}
