import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import {
  AdminCreateServiceCategoryDocument,
  AdminDeleteServiceCategoryDocument,
  AdminServiceCategoriesDocument,
} from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminServiceCategories } from './admin-service-categories';

const service = (id: string, title: string, features: string[]) => ({
  __typename: 'Service' as const,
  id,
  icon: 'FaCode',
  title,
  description: `${title} description`,
  features,
});

const category = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ServiceCategory' as const,
  id,
  category: name,
  features: [] as string[],
  createdAt: '2026-11-01T10:00:00.000Z',
  services: [service(`${id}-1`, `${name} service`, ['One'])],
  ...extra,
});

const aiCategory = category('sc1', 'AI Solutions', {
  features: ['Fast', 'Secure', 'Scalable', 'Private'],
  services: [
    service('s1', 'Chatbots', ['NLP', 'Voice', 'Memory', 'Handoff', 'Analytics']),
    service('s2', 'Vision', ['OCR']),
    service('s3', 'Forecasting', ['Sales']),
  ],
});
const webCategory = category('sc2', 'Web Development');

const listMock = (categories: unknown[], delay?: number): MockLink.MockedResponse => ({
  request: { query: AdminServiceCategoriesDocument },
  result: { data: { serviceCategories: categories } },
  delay,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminServiceCategories />
    </ConfirmProvider>,
    { mocks },
  );
  return { user };
}

describe('AdminServiceCategories', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it("shows 'Loading services...' while the categories load", () => {
    renderPage([listMock([], Infinity)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
  });

  it('shows the count and a card per category with 2 services and 3 features each, then +N more', async () => {
    renderPage([listMock([aiCategory, webCategory])]);
    expect(await screen.findByRole('heading', { name: 'Services (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service Category' })).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: 'AI Solutions' }).closest('article')!;
    const categoryFeatures = within(card).getByRole('list', { name: 'AI Solutions features' });
    expect(
      within(categoryFeatures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fast', 'Secure', 'Scalable', '+1 more']);
    const services = within(card).getByRole('list', { name: 'AI Solutions services' });
    expect(within(services).getByRole('heading', { name: 'Chatbots' })).toBeInTheDocument();
    expect(within(services).getByRole('heading', { name: 'Vision' })).toBeInTheDocument();
    expect(within(services).queryByRole('heading', { name: 'Forecasting' })).not.toBeInTheDocument();
    const chatbotFeatures = within(card).getByRole('list', { name: 'Chatbots features' });
    expect(
      within(chatbotFeatures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NLP', 'Voice', 'Memory', '+2 more']);
    expect(within(card).getByText('+1 more', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit AI Solutions' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete AI Solutions' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no categories', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText(/No service categories yet/)).toBeInTheDocument();
  });

  it('logs a failed load, shows the error toast and an empty grid', async () => {
    renderPage([{ request: { query: AdminServiceCategoriesDocument }, error: new Error('network down') }]);
    expect(await screen.findByText('Error loading services. Please refresh the page.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.getByRole('heading', { name: 'Services (0)' })).toBeInTheDocument();
  });

  it('puts a created category first in the grid without refetching', async () => {
    const created = category('sc3', 'Cloud', { services: [service('s9', 'Migration', ['AWS'])] });
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateServiceCategoryDocument, variables: () => true },
      result: { data: { createServiceCategory: created } },
    };
    const { user } = renderPage([listMock([webCategory]), create]);
    await screen.findByRole('heading', { name: 'Services (1)' });

    await user.click(screen.getByRole('button', { name: 'Add Service Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Service Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Cloud');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Migration');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Moves apps.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service Category' }));

    expect(await screen.findByRole('heading', { name: 'Services (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((card) => within(card).getAllByRole('heading')[0].textContent);
    expect(titles).toEqual(['Cloud', 'Web Development']);
  });

  it('asks before deleting, dims the card with a spinner, then removes it with a toast', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: AdminDeleteServiceCategoryDocument, variables: { id: 'sc2' } },
      delay: IN_FLIGHT,
      result: { data: { deleteServiceCategory: { __typename: 'ServiceCategory', id: 'sc2' } } },
    };
    const { user } = renderPage([listMock([aiCategory, webCategory]), remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete Web Development' }));

    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this service?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Web Development' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByLabelText('Deleting')).toBeInTheDocument();

    expect(await screen.findByText('Service deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Web Development' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Services (1)' })).toBeInTheDocument();
  });

  it('keeps the card when the delete is cancelled, and shows the error toast when it fails', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: AdminDeleteServiceCategoryDocument, variables: { id: 'sc2' } },
      error: new Error('boom'),
    };
    const { user } = renderPage([listMock([webCategory]), failing]);
    await user.click(await screen.findByRole('button', { name: 'Delete Web Development' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Web Development' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting service. Please try again.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Web Development' }).closest('article')!;
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));
  });
});
