import { defineRecord } from '../record';
import { LINKEDIN_MESSAGE, NAME_MAX, TWITTER_MESSAGE } from '../rules';

/** The fields founders and team members share (SPEC §3, §5), in form order; the photo is a file. */
const PERSON_FIELDS = {
  name: { kind: 'text', label: 'Name', required: true, max: NAME_MAX, half: true },
  role: { kind: 'text', label: 'Role', required: true, max: NAME_MAX, half: true, placeholder: 'e.g. Chief Executive Officer' },
  bio: { kind: 'longText', label: 'Bio', required: true, lines: 5 },
  email: { kind: 'email', label: 'Email', required: true, half: true },
  linkedin: {
    kind: 'link',
    label: 'LinkedIn',
    link: 'linkedin',
    message: LINKEDIN_MESSAGE,
    placeholder: 'https://linkedin.com/in/username',
    half: true,
  },
} as const;

export const FOUNDER_RECORD = defineRecord('Founder', {
  ...PERSON_FIELDS,
  twitter: { kind: 'link', label: 'Twitter/X', link: 'twitter', message: TWITTER_MESSAGE, placeholder: 'https://x.com/username' },
});

/** The founder's fields without twitter (SPEC §3). */
export const TEAM_MEMBER_RECORD = defineRecord('TeamMember', { ...PERSON_FIELDS });
