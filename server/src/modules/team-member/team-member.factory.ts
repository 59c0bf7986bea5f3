import type { DataSource } from 'typeorm';
import type { ImageRecordTestSpec } from '../../test/image-record-suites';
import { PROFILE_REQUIRED } from '../../test/profile-cases';
import { TeamMember } from './team-member.entity';

let sequence = 0;

/** A valid team member's fields; override what a test cares about. */
export function buildTeamMember(overrides: Partial<TeamMember> = {}): Partial<TeamMember> {
  sequence += 1;
  return {
    name: `Team Member ${sequence}`,
    role: 'Senior Engineer',
    bio: 'Ships reliable software and mentors the team.',
    email: `member${sequence}@example.com`,
    linkedin: `https://linkedin.com/in/member${sequence}`,
    image: `/uploads/team/member-${sequence}.png`,
    ...overrides,
  };
}

export function insertTeamMember(dataSource: DataSource, overrides: Partial<TeamMember> = {}): Promise<TeamMember> {
  const repo = dataSource.getRepository(TeamMember);
  return repo.save(repo.create(buildTeamMember(overrides)));
}

/** What the shared founder, team member and partner suites (test/image-record-suites.ts) need to know. */
export const TEAM_MEMBER_SUITE: ImageRecordTestSpec = {
  label: 'team member',
  labels: 'team members',
  entityName: 'Team member',
  folder: 'team',
  file: 'image',
  imageRequired: 'Profile image is required',
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
