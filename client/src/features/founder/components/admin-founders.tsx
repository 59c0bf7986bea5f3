import { BASIC_PERSON_FORM, PERSON_FIELDS, type PersonField } from '../../../components/admin/people/person-fields';
import { PeopleAdminScreen, type PeopleScreenConfig } from '../../../components/admin/people/people-admin-screen';
import {
  AdminCreateFounderDocument,
  AdminDeleteFounderDocument,
  AdminFoundersDocument,
  AdminReorderFoundersDocument,
  AdminUpdateFounderDocument,
  type FounderCardFragment,
} from '../../../gql-admin/graphql';
import { AdminFounderCard } from './admin-founder-card';

/** The founder form's inputs, in order: founders have a Twitter/X link (SPEC §3). */
export const FOUNDER_FORM: readonly PersonField[] = [...BASIC_PERSON_FORM, PERSON_FIELDS.twitter];

const FOUNDERS: PeopleScreenConfig<FounderCardFragment & { version: number }, 'Founder', 'founders'> = {
  typename: 'Founder',
  listField: 'founders',
  noun: { one: 'founder', many: 'founders' },
  fields: FOUNDER_FORM,
  documents: {
    list: AdminFoundersDocument,
    create: AdminCreateFounderDocument,
    update: AdminUpdateFounderDocument,
    remove: AdminDeleteFounderDocument,
    reorder: AdminReorderFoundersDocument,
  },
  card: (founder, actions) => <AdminFounderCard key={founder.id} founder={founder} {...actions} />,
};

/** The admin's founders (/admin and /admin/founders): the grid, the form in a modal, delete after confirmation. */
export function AdminFounders() {
  return <PeopleAdminScreen config={FOUNDERS} />;
}
