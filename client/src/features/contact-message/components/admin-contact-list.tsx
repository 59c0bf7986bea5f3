import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FiDownload, FiInbox, FiSearch } from 'react-icons/fi';
import styled from 'styled-components';
import { useSiteSettings } from '../../../shared/site-settings';
import { AdminCards, AdminListEmpty, AdminListHead, AdminListLoading } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { Button, Spinner } from '../../../components/ui/button';
import {
  AdminContactMessagesDocument,
  AdminDeleteContactMessageDocument,
  AdminMarkContactMessageReadDocument,
  AdminUnreadContactCountDocument,
} from '../../../gql-admin/graphql';
import { downloadContactsCsv } from '../contact-export';
import { AdminContactCard, type AdminContactMessage } from './admin-contact-card';
import { wrapRow } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

/** SPEC §2/§8: the contact submissions' texts, word for word. */
export const CONTACT_TEXTS = {
  loading: 'Loading contact submissions...',
  empty: 'No contact submissions yet',
  confirmDelete: 'Are you sure you want to delete this contact submission?',
  deleted: 'Contact submission deleted successfully!',
  deleteFailed: 'Error deleting contact submission. Please try again.',
  loadFailed: 'Error loading contacts. Please refresh the page.',
  updateFailed: 'Error updating contact submission. Please try again.',
  exportFailed: 'Error exporting contacts. Please try again.',
  noMatches: 'No contact submissions match your search',
} as const;

/** The sidebar's unread count follows every change made here. */
const REFRESH_UNREAD = { refetchQueries: [AdminUnreadContactCountDocument] };

/**
 * The contact inbox (read-only, so no Add button): 'Contact Submissions (n)', a card each, unread ones
 * marked; search, reply by email, read/unread, CSV export, and delete after confirmation. Visitors
 * send new ones at any time, so the list is refetched on every visit while the cached one shows at once.
 */
export function AdminContactList() {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 250);
  const { data, previousData, loading, error } = useQuery(AdminContactMessagesDocument, {
    variables: search ? { search } : {},
    fetchPolicy: 'cache-and-network',
  });
  const { data: unreadData } = useQuery(AdminUnreadContactCountDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteMessage] = useMutation(AdminDeleteContactMessageDocument, REFRESH_UNREAD);
  const [markRead] = useMutation(AdminMarkContactMessageReadDocument, REFRESH_UNREAD);
  const { companyName } = useSiteSettings();
  const [exporting, setExporting] = useState(false);
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!error) return;
    console.error('Failed to load contact submissions:', error);
    toast.error(CONTACT_TEXTS.loadFailed, { id: 'contacts-load-error' });
  }, [error]);

  // While a new search loads, the last answer stays on screen rather than a spinner.
  const shown = data ?? previousData;
  const messages = shown?.contactMessages ?? [];
  const showLoading = loading && !shown;
  const unread = unreadData?.unreadContactMessageCount ?? 0;

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

  const setRead = async (message: AdminContactMessage, read: boolean) => {
    try {
      await markRead({ variables: { id: message.id, read } });
    } catch (updateError) {
      console.error('Failed to update contact submission:', updateError);
      toast.error(CONTACT_TEXTS.updateFailed);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadContactsCsv(search);
    } catch (exportError) {
      console.error('Failed to export contact submissions:', exportError);
      toast.error(CONTACT_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="contact-submissions-title">
      <AdminListHead>
        <Title>
          <h2 id="contact-submissions-title">Contact Submissions ({messages.length})</h2>
          {unread > 0 && <Unread>{unread} unread</Unread>}
        </Title>
        <Tools>
          <SearchBox>
            <FiSearch aria-hidden />
            <input
              type="search"
              aria-label="Search contact submissions"
              placeholder="Search name, email or message"
              value={searchText}
              maxLength={200}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </SearchBox>
          <Button
            variant="secondary"
            size="sm"
            icon={<FiDownload aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </Tools>
      </AdminListHead>
      {showLoading ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {CONTACT_TEXTS.loading}
        </AdminListLoading>
      ) : messages.length === 0 ? (
        <AdminListEmpty>
          <FiInbox aria-hidden size={32} />
          <p>{search ? CONTACT_TEXTS.noMatches : CONTACT_TEXTS.empty}</p>
        </AdminListEmpty>
      ) : (
        <AdminCards>
          {messages.map((message) => (
            <AdminContactCard
              key={message.id}
              message={message}
              companyName={companyName}
              deleting={deleting.has(message.id)}
              onDelete={() => void remove(message)}
              onToggleRead={() => void setRead(message, !message.readAt)}
              onReply={() => {
                if (!message.readAt) void setRead(message, true);
              }}
            />
          ))}
        </AdminCards>
      )}
    </section>
  );
}

/** The value once it has stopped changing for `ms`: one search per pause in typing, not per key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space(3)};
`;

const Unread = styled.span`
  color: ${theme.colors.primary};
  font-weight: 600;
`;

const Tools = styled.div`
  ${wrapRow(3)}
`;

const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: 0 ${theme.space(3)};
  width: 280px;
  max-width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.card};
  color: ${theme.colors.muted};
  &:focus-within {
    border-color: ${theme.colors.primary};
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 0;
    border: 0;
    outline: none;
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-size: 0.9rem;
  }
`;
