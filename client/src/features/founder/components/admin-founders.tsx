import { FOUNDER_RECORD } from '@field-rules/records/person';
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

const FOUNDERS: PeopleScreenConfig<FounderCardFragment & { version: number }, 'Founder', 'founders'> = {
  typename: 'Founder',
  listField: 'founders',
  noun: { one: 'founder', many: 'founders' },
  record: FOUNDER_RECORD,
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
