import { PROFILE_IMAGE_MESSAGE } from '@field-rules';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { PROFILE_REQUIRED } from '../../test/profile-cases';
import { TeamMember } from './team-member.entity';
import { recordFactory } from '../../test/record-factory';

const teamMembers = recordFactory(TeamMember, (n) => ({
  name: `Team Member ${n}`,
  role: 'Senior Engineer',
  bio: 'Ships reliable software and mentors the team.',
  email: `member${n}@example.com`,
  linkedin: `https://linkedin.com/in/member${n}`,
  image: `/uploads/team/member-${n}.png`,
}));

/** A valid team member's fields; override what a test cares about. */
export const buildTeamMember = teamMembers.build;
export const insertTeamMember = teamMembers.insert;

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const TEAM_MEMBER_SUITE: ImageRecordTestSpec = {
  label: 'team member',
  labels: 'team members',
  entityName: 'Team member',
  recordType: 'TeamMember',
  folder: 'team',
  file: 'image',
  imageRequired: PROFILE_IMAGE_MESSAGE,
  columns: ['name', 'role', 'bio', 'email', 'linkedin', 'image'],
  valid: {
    name: 'Bilal Ahmed',
    role: 'Lead Designer',
    bio: 'Turns ideas into interfaces.',
    email: 'bilal@example.com',
    linkedin: 'https://www.linkedin.com/in/bilal-ahmed',
  },
  required: PROFILE_REQUIRED,
  insert: insertTeamMember,
};
