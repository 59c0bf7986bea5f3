import type { Router } from 'express';
import { registerImageRecordRoutes } from '../../rest/record-routes';
import type { RestContext } from '../../rest/rest-context';

/** /api/team: the fields of CreateTeamMemberInput (team-member.inputs.ts); file field `image`. */
export function registerTeamMemberRoutes(router: Router, context: RestContext): void {
  registerImageRecordRoutes(router, context, '/team', context.services.teamMembers, { type: 'TeamMember', tag: 'Team' });
}
