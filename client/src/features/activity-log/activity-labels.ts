import type { ActivityAction } from '../../gql-admin/graphql';

/** What each action reads as in the list: '{who} {action} {record type} {label}'. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  DELETE: 'Deleted',
  TRASH: 'Moved to the trash',
  RESTORE: 'Restored from the trash',
  PASSWORD_CHANGE: 'Changed password',
  LOGOUT: 'Logged out',
  SESSION_END: 'Ended a session',
  TWO_FACTOR_ENABLE: 'Turned on two-factor',
  TWO_FACTOR_DISABLE: 'Turned off two-factor',
};

/** The server's entity names in the words of the admin screens. */
const RECORD_TYPE_LABELS: Record<string, string> = {
  Founder: 'Founder',
  TeamMember: 'Team member',
  ServiceCategory: 'Service',
  Project: 'Project',
  Product: 'Product',
  BlogPost: 'Blog post',
  ContactMessage: 'Contact submission',
  Partner: 'Partner',
  Admin: 'Admin account',
  AdminSession: 'Admin session',
};

/** A type added on the server later still reads well: 'CaseStudy' becomes 'Case study'. */
export function recordTypeLabel(entityType: string): string {
  return RECORD_TYPE_LABELS[entityType] ?? humanize(entityType);
}

/** 'shortDescription' -> 'Short description'. */
export function fieldLabel(field: string): string {
  return humanize(field);
}

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
