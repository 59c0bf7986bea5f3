import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FiInbox } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminListEmpty, AdminListLoading } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { Spinner } from '../../../components/ui/button';
import { AdminContactMessagesDocument, AdminDeleteContactMessageDocument } from '../../../gql-admin/graphql';
import { AdminContactCard, type AdminContactMessage } from './admin-contact-card';

/** SPEC §2/§8: the contact submissions' texts, word for word. */
export const CONTACT_TEXTS = {
  loading: 'Loading contact submissions...',
  empty: 'No contact submissions yet',
  confirmDelete: 'Are you sure you want to delete this contact submission?',
  deleted: 'Contact submission deleted successfully!',
  deleteFailed: 'Error deleting contact submission. Please try again.',
  loadFailed: 'Error loading contacts. Please refresh the page.',
} as const;

/**
 * The contact submissions (read-only, so no Add button): 'Contact Submissions (n)', a card each,
 * and delete after confirmation. Visitors send new ones at any time, so the list is refetched
 * on every visit while the cached one shows at once.
 */
export function AdminContactList() {
  const { data, loading, error } = useQuery(AdminContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteMessage] = useMutation(AdminDeleteContactMessageDocument);
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!error) return;
    console.error('Failed to load contact submissions:', error);
    toast.error(CONTACT_TEXTS.loadFailed, { id: 'contacts-load-error' });
  }, [error]);

  const messages = data?.contactMessages ?? [];
  const showLoading = loading && !data;

  const setDeletingId = (id: string, on: boolean) =>
    setDeleting((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (message: AdminContactMessage) => {
    if (!(await confirm(CONTACT_TEXTS.confirmDelete))) return;
    setDeletingId(message.id, true);
    try {
      await deleteMessage({
        variables: { id: message.id },
        update: (cache) => evictRecord(cache, 'ContactMessage', message.id),
      });
      toast.success(CONTACT_TEXTS.deleted);
    } catch (deleteError) {
      console.error('Failed to delete contact submission:', deleteError);
      toast.error(CONTACT_TEXTS.deleteFailed);
    } finally {
      setDeletingId(message.id, false);
    }
  };

  return (
    <section aria-labelledby="contact-submissions-title">
      <Head>
        <h2 id="contact-submissions-title">Contact Submissions ({messages.length})</h2>
      </Head>
      {showLoading ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {CONTACT_TEXTS.loading}
        </AdminListLoading>
      ) : messages.length === 0 ? (
        <AdminListEmpty>
          <FiInbox aria-hidden size={32} />
          <p>{CONTACT_TEXTS.empty}</p>
        </AdminListEmpty>
      ) : (
        <Cards>
          {messages.map((message) => (
            <AdminContactCard
              key={message.id}
              message={message}
              deleting={deleting.has(message.id)}
              onDelete={() => void remove(message)}
            />
          ))}
        </Cards>
      )}
    </section>
  );
}

/* The look of AdminGrid (components/admin/admin-grid.tsx), which always has an Add button. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.5rem; }
`;



const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(3, 1fr); }
`;
