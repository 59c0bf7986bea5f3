import type { DataSource } from 'typeorm';
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
