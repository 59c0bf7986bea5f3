import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { WEBHOOK_EVENTS_MESSAGE, WEBHOOK_URL_MESSAGE, WEBHOOK_URL_PRIVATE_MESSAGE } from '@field-rules';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import {
  AdminCreateWebhookEndpointDocument,
  AdminRedeliverWebhookDocument,
  AdminRollWebhookSecretDocument,
  AdminSendWebhookTestDocument,
  AdminUpdateWebhookEndpointDocument,
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WebhooksAdminPage } from './webhooks-admin-page';

const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: 'd1',
  event: 'published',
  status: 'succeeded',
  attempts: 3,
  responseStatus: 200,
  error: null,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-28T08:01:00.000Z',
  createdAt: '2026-11-28T08:00:00.000Z',
};
const failed = {
  ...delivery,
  id: 'd2',
  event: 'ping',
  status: 'gave-up',
  attempts: 6,
  responseStatus: 500,
  error: 'The endpoint answered 500',
};
const endpoint = {
  __typename: 'WebhookEndpoint' as const,
  id: 'w1',
  url: 'https://hooks.example.com/site',
  description: 'Rebuild the mirror',
  events: ['published', 'deleted'],
  active: true,
  createdAt: '2026-11-27T08:00:00.000Z',
  lastDelivery: delivery,
};

const listed = (webhookEndpoints: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminWebhookEndpointsDocument },
  result: { data: { webhookEndpoints } },
});

function renderWebhooks(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <WebhooksAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('WebhooksAdminPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('shows loading, then each endpoint with its events and how its latest delivery went', async () => {
    renderWebhooks([listed([endpoint])]);
    expect(screen.getByText('Loading webhooks...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Webhooks (1)' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: endpoint.url }).closest('article')!;
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Rebuild the mirror');
    expect(within(card).getByRole('list', { name: 'Events' })).toHaveTextContent('PublishedDeleted');
    expect(card).toHaveTextContent('Delivered');
  });

  it('says when there are none', async () => {
    renderWebhooks([listed([])]);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    renderWebhooks([{ request: { query: AdminWebhookEndpointsDocument }, error: new Error('offline') }]);
    expect(await screen.findByText('Webhooks could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Error loading webhooks. Please refresh the page.')).toBeInTheDocument();
  });

  it("adds an endpoint after the form's checks and the server's; the secret is shown once, to copy", async () => {
    const input = {
      url: 'https://hooks.example.com/new',
      description: '',
      events: ['published', 'contact.received'],
      active: true,
    };
    const user = renderWebhooks([
      listed([]),
      {
        request: { query: AdminCreateWebhookEndpointDocument, variables: { input: { ...input, url: 'http://10.0.0.5/hook' } } },
        result: {
          errors: [
            new GraphQLError(WEBHOOK_URL_PRIVATE_MESSAGE, {
              extensions: { code: 'BAD_USER_INPUT', fields: { url: WEBHOOK_URL_PRIVATE_MESSAGE } },
            }),
          ],
        },
      },
      {
        request: { query: AdminCreateWebhookEndpointDocument, variables: { input } },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'WebhookEndpointWithSecret',
              secret: 'whsec_c2VjcmV0',
              endpoint: { ...endpoint, id: 'w2', url: input.url, description: '', events: input.events, lastDelivery: null },
            },
          },
        },
      },
      listed([{ ...endpoint, id: 'w2', url: input.url, description: '', events: input.events, lastDelivery: null }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await user.type(within(dialog).getByLabelText(/^Endpoint URL/), 'ftp://nope');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(within(dialog).getByText(WEBHOOK_URL_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(WEBHOOK_EVENTS_MESSAGE)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Endpoint URL/));
    await user.type(within(dialog).getByLabelText(/^Endpoint URL/), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Contact message received' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_URL_PRIVATE_MESSAGE, { selector: 'p' })).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Endpoint URL/));
    await user.type(within(dialog).getByLabelText(/^Endpoint URL/), input.url);
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
    expect(shown).toHaveTextContent('shown only this once');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: input.url })).toBeInTheDocument();
  });

  it('sends a test event, and lists the deliveries with status, code and attempts; a failed one is sent again', async () => {
    const user = renderWebhooks([
      listed([endpoint]),
      {
        request: { query: AdminSendWebhookTestDocument, variables: { id: 'w1' } },
        result: {
          data: {
            sendWebhookTest: { ...delivery, id: 'd3', event: 'ping', status: 'pending', attempts: 0, responseStatus: null },
          },
        },
      },
      listed([endpoint]),
      {
        request: { query: AdminWebhookDeliveriesDocument, variables: { endpointId: 'w1', take: 20 } },
        result: { data: { webhookDeliveries: [failed, delivery] } },
      },
      {
        request: { query: AdminRedeliverWebhookDocument, variables: { id: 'd2' } },
        result: {
          data: { redeliverWebhook: { ...failed, id: 'd4', status: 'pending', attempts: 0, responseStatus: null, error: null } },
        },
      },
      {
        request: { query: AdminWebhookDeliveriesDocument, variables: { endpointId: 'w1', take: 20 } },
        result: {
          data: {
            webhookDeliveries: [
              { ...failed, id: 'd4', status: 'succeeded', attempts: 1, responseStatus: 204, error: null },
              failed,
              delivery,
            ],
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test event sent: see Deliveries for the answer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deliveries' }));
    const log = screen.getByRole('dialog', { name: 'Deliveries' });
    const rows = within(await within(log).findByRole('list', { name: 'Deliveries, newest first' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('HTTP 500 · 6 attempts');
    expect(rows[0]).toHaveTextContent('The endpoint answered 500');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('HTTP 200 · 3 attempts');
    await user.click(within(rows[0]).getByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    expect(await within(log).findByText(/HTTP 204 · 1 attempt/)).toBeInTheDocument();
  });

  it('edits an endpoint, and rolls its secret after confirmation: the new one shown once', async () => {
    const user = renderWebhooks([
      listed([endpoint]),
      {
        request: {
          query: AdminUpdateWebhookEndpointDocument,
          variables: {
            id: 'w1',
            input: {
              url: endpoint.url,
              description: 'Rebuild the mirror',
              events: ['published', 'updated', 'deleted'],
              active: false,
            },
          },
        },
        result: { data: { updateWebhookEndpoint: { ...endpoint, events: ['published', 'updated', 'deleted'], active: false } } },
      },
      {
        request: { query: AdminRollWebhookSecretDocument, variables: { id: 'w1' } },
        result: {
          data: {
            rollWebhookSecret: {
              __typename: 'WebhookEndpointWithSecret',
              secret: 'whsec_bmV3',
              endpoint: { ...endpoint, active: false },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: `Edit ${endpoint.url}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Webhook Endpoint' });
    expect(within(dialog).getByLabelText(/^Endpoint URL/)).toHaveValue(endpoint.url);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Updated' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active (gets deliveries)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Endpoint' }));
    expect(await screen.findByText('Webhook endpoint updated')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: endpoint.url }).closest('article')!;
    expect(card).toHaveTextContent('Off');

    await user.click(within(card).getByRole('button', { name: 'Roll secret' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue('whsec_bmV3');
  });
});
