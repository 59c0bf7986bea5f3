import { Project } from './project.entity';
import { recordFactory } from '../../test/record-factory';

const projects = recordFactory(Project, (n) => ({
  title: `Project ${n}`,
  description: 'A platform that turns raw data into daily decisions.',
  image: `/uploads/projects/project-${n}.png`,
  tags: ['Web', 'AI'],
  category: 'Web Application',
  features: ['Dashboards', 'Role-based access'],
  screenshots: [],
  technologies: ['React', 'Node.js', 'PostgreSQL'],
  liveDemoLink: `https://project${n}.example.com`,
  githubLink: null,
}));

/** A valid project's fields; override what a test cares about. */
export const buildProject = projects.build;
export const insertProject = projects.insert;
