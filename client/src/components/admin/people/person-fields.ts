/** The photo's label (SPEC §3). The text fields are the record's description (field-rules/records/person.ts). */
export const PERSON_IMAGE_LABEL = 'Profile Image';
