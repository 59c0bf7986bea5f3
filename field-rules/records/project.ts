import { defineRecord } from '../record';
import { NAME_MAX, URL_MESSAGE } from '../rules';

const commas = { kind: 'list', commaSeparated: true, hint: 'Comma-separated' } as const;

/** The project form (SPEC §5), in the form's order; the image and screenshots are files, not fields. The columns are varchar(200). */
export const PROJECT_RECORD = defineRecord('Project', {
  title: { kind: 'text', label: 'Title', required: true, max: NAME_MAX, half: true },
  category: { kind: 'text', label: 'Category', max: NAME_MAX, half: true },
  description: { kind: 'longText', label: 'Description', required: true },
  technologies: { ...commas, label: 'Technologies', half: true, placeholder: 'React, Node.js, PostgreSQL' },
  tags: { ...commas, label: 'Tags', half: true, placeholder: 'AI, Web' },
  features: { ...commas, label: 'Features' },
  liveDemoLink: {
    kind: 'link',
    label: 'Live Demo link',
    link: 'link',
    message: URL_MESSAGE,
    half: true,
    placeholder: 'https://',
  },
  githubLink: {
    kind: 'link',
    label: 'GitHub link',
    link: 'link',
    message: URL_MESSAGE,
    half: true,
    placeholder: 'https://github.com/owner/repo',
  },
});
