import { AdminContactList } from '../../features/contact-message/components/admin-contact-list';

/** /admin/contacts: the contact submissions visitors sent (SPEC §2). */
export function ContactsAdminPage() {
  return <AdminContactList />;
}
