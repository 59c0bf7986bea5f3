import { defineRecord } from '../record';
import { NAME_MAX, URL_MESSAGE } from '../rules';

/** The project form (SPEC §5); the image and screenshots are files, not fields. The columns are varchar(200). */
export const PROJECT_RECORD = defineRecord('Project', {
  title: { kind: 'text', label: 'Title', required: true, max: NAME_MAX },
  description: { kind: 'longText', label: 'Description', required: true },
  tags: { kind: 'list', label: 'Tags' },
  category: { kind: 'text', label: 'Category', max: NAME_MAX },
  features: { kind: 'list', label: 'Features' },
  technologies: { kind: 'list', label: 'Technologies' },
  liveDemoLink: { kind: 'link', label: 'Live Demo link', link: 'link', message: URL_MESSAGE },
  githubLink: { kind: 'link', label: 'GitHub link', link: 'link', message: URL_MESSAGE },
});
