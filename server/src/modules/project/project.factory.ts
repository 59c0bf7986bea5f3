import type { DataSource } from 'typeorm';
import { Project } from './project.entity';

let sequence = 0;

/** A valid project's fields; override what a test cares about. */
export function buildProject(overrides: Partial<Project> = {}): Partial<Project> {
  sequence += 1;
  return {
    title: `Project ${sequence}`,
    description: 'A platform that turns raw data into daily decisions.',
    image: `/uploads/projects/project-${sequence}.png`,
    tags: ['Web', 'AI'],
    category: 'Web Application',
    features: ['Dashboards', 'Role-based access'],
    screenshots: [],
    technologies: ['React', 'Node.js', 'PostgreSQL'],
    liveDemoLink: `https://project${sequence}.example.com`,
    githubLink: null,
    ...overrides,
  };
}

export function insertProject(dataSource: DataSource, overrides: Partial<Project> = {}): Promise<Project> {
  const repo = dataSource.getRepository(Project);
  return repo.save(repo.create(buildProject(overrides)));
}
