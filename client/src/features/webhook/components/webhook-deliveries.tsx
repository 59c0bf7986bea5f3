import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiRefreshCw } from 'react-icons/fi';
import styled from 'styled-components';
import { savedTime } from '../../../components/admin/history/field-changes';
import { Modal } from '../../../components/admin/modal';
import { Button } from '../../../components/ui/button';
import {
  AdminRedeliverWebhookDocument,
  AdminWebhookDeliveriesDocument,
  type AdminWebhookEndpointFragment,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { DeliveryStatus } from './webhook-delivery-status';

const PAGE = 20;
/** The most the log shows: the server's largest page. */
const MAX_PAGE = 100;
/** While a delivery waits or retries, the log asks again this often. */
const POLL_MS = 2000;

/** An endpoint's deliveries, newest first: status, the event, the answer's code, attempts and time; redeliver any. */
export function WebhookDeliveries({ endpoint, onClose }: { endpoint: AdminWebhookEndpointFragment; onClose: () => void }) {
  const [take, setTake] = useState(PAGE);
  const { data, loading, error, refetch } = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { endpointId: endpoint.id, take },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = data?.webhookDeliveries ?? [];
  const waiting = deliveries.some((delivery) => delivery.status === 'pending' || delivery.status === 'failed');
  useQuery(AdminWebhookDeliveriesDocument, {
    variables: { endpointId: endpoint.id, take },
    pollInterval: POLL_MS,
    skip: !waiting,
    fetchPolicy: 'network-only',
  });
  const [redeliver, { loading: redelivering }] = useMutation(AdminRedeliverWebhookDocument);

  const again = (id: string) =>
    redeliver({ variables: { id } })
      .then(() => {
        toast.success('Sent again');
        return refetch();
      })
      .catch((redeliverError: unknown) => {
        console.error(redeliverError);
        toast.error('Error sending it again. Please try again.');
      });

  return (
    <Modal
      title="Deliveries"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" icon={<FiRefreshCw aria-hidden />} onClick={() => void refetch().catch(() => undefined)}>
            Refresh
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Url>{endpoint.url}</Url>
      {loading && !data ? (
        <Muted role="status">Loading deliveries...</Muted>
      ) : error && !data ? (
        <Problem role="alert">Error loading deliveries. Please try again.</Problem>
      ) : deliveries.length === 0 ? (
        <Muted>No deliveries yet. Publish something, or send a test event.</Muted>
      ) : (
        <Rows aria-label="Deliveries, newest first">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryStatus status={delivery.status} />
              <Event>{delivery.event}</Event>
              <Detail>
                {delivery.responseStatus != null
                  ? `HTTP ${delivery.responseStatus}`
                  : delivery.attempts
                    ? 'No answer'
                    : 'Not sent yet'}
                {' · '}
                {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
                {' · '}
                <time dateTime={delivery.createdAt}>{savedTime.format(new Date(delivery.createdAt))}</time>
                {delivery.error && <ErrorLine>{delivery.error}</ErrorLine>}
                {delivery.status === 'failed' && delivery.nextAttemptAt && (
                  <Muted as="span">
                    {' '}
                    Next attempt{' '}
                    <time dateTime={delivery.nextAttemptAt}>{savedTime.format(new Date(delivery.nextAttemptAt))}</time>
                  </Muted>
                )}
              </Detail>
              {delivery.status !== 'pending' && (
                <Button variant="secondary" onClick={() => void again(delivery.id)} disabled={redelivering}>
                  Redeliver
                </Button>
              )}
            </li>
          ))}
        </Rows>
      )}
      {deliveries.length === take && take < MAX_PAGE && (
        <More>
          <Button variant="secondary" onClick={() => setTake((shown) => Math.min(MAX_PAGE, shown + PAGE))}>
            Show older
          </Button>
        </More>
      )}
    </Modal>
  );
}

const Url = styled.p`
  margin-bottom: ${theme.space(4)};
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

const Problem = styled.p`
  color: ${theme.colors.danger};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)} ${theme.space(3)};
    padding: ${theme.space(3)};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
`;

const Event = styled.strong`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.875rem;
`;

const Detail = styled.span`
  flex: 1 1 220px;
  font-size: 0.875rem;
  color: ${theme.colors.text};
`;

const ErrorLine = styled.span`
  display: block;
  color: ${theme.colors.danger};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(4)};
`;
