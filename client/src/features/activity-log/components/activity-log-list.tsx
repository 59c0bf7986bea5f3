import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FiActivity } from 'react-icons/fi';
import styled from 'styled-components';
import {
  AdminFilterHead,
  AdminListEmpty,
  AdminListFilter,
  AdminListIntro,
  AdminListLoading,
} from '../../../components/admin/admin-grid';
import { unstyledList } from '../../../components/ui/css-helpers';
import { Button, Spinner } from '../../../components/ui/button';
import { AdminActivityLogDocument, AdminActivityLogEntityTypesDocument } from '../../../gql-admin/graphql';
import { recordTypeLabel } from '../activity-labels';
import { ActivityEntry } from './activity-entry';
import { theme } from '../../../shared/theme';

/** Entries per request; 'Load more' asks for the next page. */
export const ACTIVITY_PAGE_SIZE = 30;

export const ACTIVITY_TEXTS = {
  title: 'Activity Log',
  intro: 'Every change made in the admin area, newest first.',
  loading: 'Loading activity...',
  empty: 'No activity yet',
  emptyFiltered: 'No activity for this record type',
  loadFailed: 'Error loading activity. Please refresh the page.',
  loadMore: 'Load more',
  loadMoreFailed: 'Error loading more activity. Please try again.',
  filter: 'Record type',
  allTypes: 'All records',
} as const;

/**
 * The activity log: who did what to which record, newest first, filtered by record type and
 * paged with 'Load more'. Like the other admin lists, a failed load is logged, told once, and
 * shows an empty list.
 */
export function AdminActivityLogList() {
  const filterId = useId();
  const [entityType, setEntityType] = useState('');
  // A page shorter than asked for means the log has no more (for this filter).
  const [exhausted, setExhausted] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const variables = { take: ACTIVITY_PAGE_SIZE, entityType: entityType || null };
  // New entries appear with every admin write, so each visit asks the server again.
  const { data, loading, error, fetchMore } = useQuery(AdminActivityLogDocument, { variables, fetchPolicy: 'cache-and-network' });
  const types = useQuery(AdminActivityLogEntityTypesDocument, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (!error) return;
    console.error('Failed to load the activity log:', error);
    toast.error(ACTIVITY_TEXTS.loadFailed, { id: 'activity-load-error' });
  }, [error]);

  useEffect(() => {
    if (types.error) console.error('Failed to load the activity record types:', types.error);
  }, [types.error]);

  const entries = data?.activityLog ?? [];
  const showLoading = loading && !data;
  const hasMore = !exhausted && entries.length > 0 && entries.length % ACTIVITY_PAGE_SIZE === 0;
  // The chosen type stays listed even before the types arrive (or if they fail).
  const typeOptions = [...new Set([...(types.data?.activityLogEntityTypes ?? []), ...(entityType ? [entityType] : [])])];

  const chooseType = (next: string) => {
    setEntityType(next);
    setExhausted(false);
  };

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const more = await fetchMore({
        variables: { ...variables, skip: entries.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          activityLog: [...previous.activityLog, ...fetchMoreResult.activityLog],
        }),
      });
      if ((more.data?.activityLog.length ?? 0) < ACTIVITY_PAGE_SIZE) setExhausted(true);
    } catch (moreError) {
      console.error('Failed to load more activity:', moreError);
      toast.error(ACTIVITY_TEXTS.loadMoreFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="activity-log-title">
      <AdminFilterHead>
        <div>
          <h2 id="activity-log-title">{ACTIVITY_TEXTS.title}</h2>
          <AdminListIntro>{ACTIVITY_TEXTS.intro}</AdminListIntro>
        </div>
        <AdminListFilter>
          <label htmlFor={filterId}>{ACTIVITY_TEXTS.filter}</label>
          <select id={filterId} value={entityType} onChange={(event) => chooseType(event.target.value)}>
            <option value="">{ACTIVITY_TEXTS.allTypes}</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {recordTypeLabel(type)}
              </option>
            ))}
          </select>
        </AdminListFilter>
      </AdminFilterHead>
      {showLoading ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {ACTIVITY_TEXTS.loading}
        </AdminListLoading>
      ) : entries.length === 0 ? (
        <AdminListEmpty>
          <FiActivity aria-hidden size={32} />
          <p>{entityType ? ACTIVITY_TEXTS.emptyFiltered : ACTIVITY_TEXTS.empty}</p>
        </AdminListEmpty>
      ) : (
        <>
          <Entries aria-label="Activity entries">
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </Entries>
          {hasMore && (
            <More>
              <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
                {ACTIVITY_TEXTS.loadMore}
              </Button>
            </More>
          )}
        </>
      )}
    </section>
  );
}

const Entries = styled.ol`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(3)};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(6)};
`;
