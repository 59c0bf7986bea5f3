import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiKey, FiList, FiSend } from 'react-icons/fi';
import styled from 'styled-components';
import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@field-rules';
import { cardKicker } from '../../../components/admin/admin-badges';
import { AdminCard } from '../../../components/admin/admin-card';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { savedTime } from '../../../components/admin/history/field-changes';
import { ShownOnceDialog } from '../../../components/admin/shown-once-dialog';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { Button } from '../../../components/ui/button';
import {
  AdminDeleteWebhookEndpointDocument,
  AdminRollWebhookSecretDocument,
  AdminSendWebhookTestDocument,
  AdminWebhookEndpointsDocument,
  type AdminWebhookEndpointFragment,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { WebhookDeliveries } from './webhook-deliveries';
import { DeliveryStatus } from './webhook-delivery-status';
import { WebhookForm } from './webhook-form';

/** While an endpoint's latest delivery waits or retries, the list asks again this often. */
const POLL_MS = 5000;

const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event;

/**
 * Webhooks (/admin/webhooks, owners only; docs/decisions/068-webhooks.md): the endpoints the site posts signed events
 * to, with the events each takes and how its latest delivery went; add and edit them (the signing secret is shown
 * once, and again only by rolling a new one), send a test event, and read each one's deliveries.
 */
export function AdminWebhooks() {
  const { data, loading, error, refetch } = useQuery(AdminWebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const endpoints = error ? [] : (data?.webhookEndpoints ?? []);
  const waiting = endpoints.some((endpoint) => ['pending', 'failed'].includes(endpoint.lastDelivery?.status ?? ''));
  useQuery(AdminWebhookEndpointsDocument, { pollInterval: POLL_MS, skip: !waiting, fetchPolicy: 'network-only' });
  const [remove] = useMutation(AdminDeleteWebhookEndpointDocument);
  const [roll] = useMutation(AdminRollWebhookSecretDocument);
  const [sendTest] = useMutation(AdminSendWebhookTestDocument);
  const confirm = useConfirm();
  const { deleting, deleteRecord } = useConfirmedDelete();
  const [editing, setEditing] = useState<AdminWebhookEndpointFragment | 'new' | null>(null);
  const [log, setLog] = useState<AdminWebhookEndpointFragment | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);

  useLoadErrorToast(error, 'Error loading webhooks. Please refresh the page.');
  const refresh = () => refetch().catch(() => undefined);

  const deleteEndpoint = (endpoint: AdminWebhookEndpointFragment) =>
    deleteRecord(endpoint.id, {
      confirmMessage: `Delete the webhook to ${endpoint.url}? Its delivery log goes with it.`,
      remove: () =>
        remove({
          variables: { id: endpoint.id },
          update: (cache) => evictRecord(cache, 'WebhookEndpoint', endpoint.id),
        }),
      successMessage: 'Webhook endpoint deleted',
      failureMessage: () => 'Error deleting the webhook endpoint. Please try again.',
    });

  const rollSecret = async (endpoint: AdminWebhookEndpointFragment) => {
    if (
      !(await confirm(`Make a new signing secret for ${endpoint.url}? The current one stops working at once.`, {
        confirmLabel: 'Make new secret',
      }))
    )
      return;
    try {
      const { data: rolled } = await roll({ variables: { id: endpoint.id } });
      if (rolled) setSecret({ url: endpoint.url, secret: rolled.rollWebhookSecret.secret });
    } catch (rollError) {
      console.error(rollError);
      toast.error('Error making a new secret. Please try again.');
    }
  };

  const test = (endpoint: AdminWebhookEndpointFragment) =>
    sendTest({ variables: { id: endpoint.id } })
      .then(() => {
        toast.success('Test event sent: see Deliveries for the answer');
        return refresh();
      })
      .catch((testError: unknown) => {
        console.error(testError);
        toast.error('Error sending the test event. Please try again.');
      });

  return (
    <>
      <Intro>
        The site posts a signed JSON event to each endpoint when content is published, updated, unpublished or deleted, or a
        contact message arrives. Failed deliveries are retried with growing waits, by default for about seven hours.
      </Intro>
      <AdminGrid
        title="Webhooks"
        count={endpoints.length}
        addLabel="Add Endpoint"
        onAdd={() => setEditing('new')}
        loading={loading && !data}
        loadingText="Loading webhooks..."
        empty={<p>{error ? 'Webhooks could not be loaded.' : 'No webhook endpoints yet.'}</p>}
      >
        {endpoints.map((endpoint) => (
          <AdminCard
            key={endpoint.id}
            name={endpoint.url}
            onEdit={() => setEditing(endpoint)}
            onDelete={() => void deleteEndpoint(endpoint)}
            deleting={deleting.has(endpoint.id)}
          >
            <State $active={endpoint.active}>{endpoint.active ? 'Active' : 'Off'}</State>
            <Url>{endpoint.url}</Url>
            {endpoint.description && <p>{endpoint.description}</p>}
            <Events aria-label="Events">
              {endpoint.events.map((event) => (
                <li key={event}>{eventLabel(event)}</li>
              ))}
            </Events>
            <Last>
              {endpoint.lastDelivery ? (
                <>
                  <DeliveryStatus status={endpoint.lastDelivery.status} />{' '}
                  <span>
                    {endpoint.lastDelivery.event},{' '}
                    <time dateTime={endpoint.lastDelivery.createdAt}>
                      {savedTime.format(new Date(endpoint.lastDelivery.createdAt))}
                    </time>
                  </span>
                </>
              ) : (
                <Muted>No deliveries yet</Muted>
              )}
            </Last>
            <Tools>
              <Button variant="secondary" icon={<FiSend aria-hidden />} onClick={() => void test(endpoint)}>
                Send test
              </Button>
              <Button variant="secondary" icon={<FiList aria-hidden />} onClick={() => setLog(endpoint)}>
                Deliveries
              </Button>
              <Button variant="secondary" icon={<FiKey aria-hidden />} onClick={() => void rollSecret(endpoint)}>
                Roll secret
              </Button>
            </Tools>
          </AdminCard>
        ))}
      </AdminGrid>

      {editing && (
        <WebhookForm
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(endpoint, created) => {
            setEditing(null);
            void refresh();
            setSecret({ url: endpoint.url, secret: created });
          }}
        />
      )}
      {log && (
        <WebhookDeliveries
          endpoint={log}
          onClose={() => {
            setLog(null);
            void refresh();
          }}
        />
      )}
      {secret && <SigningSecret {...secret} onClose={() => setSecret(null)} />}
    </>
  );
}

/** The signing secret, shown this once (the server keeps it sealed and never answers it again). */
function SigningSecret({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  return (
    <ShownOnceDialog title="Signing secret" label="Signing secret" noun="secret" value={secret} onClose={onClose}>
      Deliveries to <strong>{url}</strong> are signed with this secret (Standard Webhooks: the <code>webhook-signature</code>{' '}
      header). Copy it to the receiver now: it is shown only this once. Lost it? Roll a new one.
    </ShownOnceDialog>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  margin-bottom: ${theme.space(6)};
  color: ${theme.colors.muted};
`;

const State = styled.p<{ $active: boolean }>`
  ${cardKicker}
  ${({ $active }) => ($active ? '' : `color: ${theme.colors.muted};`)}
`;

const Url = styled.h3`
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const Events = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  padding: 0;
  margin: ${theme.space(2)} 0;
  list-style: none;
  li {
    padding: 2px ${theme.space(2)};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.pill};
    font-size: 0.8125rem;
  }
`;

const Last = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 0.875rem;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;
