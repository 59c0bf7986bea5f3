import { TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { PeopleAdminScreen, type PeopleScreenConfig } from '../../../components/admin/people/people-admin-screen';
import {
  AdminCreateTeamMemberDocument,
  AdminDeleteTeamMemberDocument,
  AdminReorderTeamMembersDocument,
  AdminTeamMembersDocument,
  AdminUpdateTeamMemberDocument,
  type TeamMemberCardFragment,
} from '../../../gql-admin/graphql';
import { AdminTeamMemberCard } from './admin-team-member-card';

const TEAM_MEMBERS: PeopleScreenConfig<TeamMemberCardFragment & { version: number }, 'TeamMember', 'teamMembers'> = {
  typename: 'TeamMember',
  listField: 'teamMembers',
  noun: { one: 'team member', many: 'team members' },
  record: TEAM_MEMBER_RECORD,
  documents: {
    list: AdminTeamMembersDocument,
    create: AdminCreateTeamMemberDocument,
    update: AdminUpdateTeamMemberDocument,
    remove: AdminDeleteTeamMemberDocument,
    reorder: AdminReorderTeamMembersDocument,
  },
  card: (member, actions) => <AdminTeamMemberCard key={member.id} member={member} {...actions} />,
};

/** The admin's team members (/admin/team): the grid, the form in a modal, delete after confirmation. */
export function AdminTeamMembers() {
  return <PeopleAdminScreen config={TEAM_MEMBERS} />;
}
