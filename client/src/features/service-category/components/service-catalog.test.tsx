import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { PublicServiceCategoriesDocument } from '../../../gql/graphql';
import { ServicesPage } from '../../../pages/public/services-page';
import { renderWithProviders } from '../../../testing/render-with-providers';

const service = (id: string, title: string, icon: string | null, features: string[] = []) => ({
  __typename: 'Service' as const,
  id,
  icon,
  title,
  description: `${title} description`,
  features,
});

const categories = [
  {
    __typename: 'ServiceCategory' as const,
    id: 'c1',
    category: 'Software Development',
    features: [],
    services: [
      service('s1', 'Web Applications', 'FaGlobe', ['React front ends', 'Node back ends']),
      service('s2', 'Mystery Service', 'FaDoesNotExist'),
    ],
  },
  {
    __typename: 'ServiceCategory' as const,
    id: 'c2',
    category: 'AI & Automation',
    features: [],
    services: [service('s3', 'Chatbots', 'FaRobot', ['Customer support bots'])],
  },
];

const loaded = (): MockLink.MockedResponse => ({
  request: { query: PublicServiceCategoriesDocument },
  result: { data: { serviceCategories: categories } },
});

describe('ServicesPage', () => {
  it('shows 3 groups of 3 skeleton cards (9) while loading', () => {
    renderWithProviders(<ServicesPage />, {
      mocks: [{ request: { query: PublicServiceCategoriesDocument }, delay: Infinity }],
    });
    const groups = screen.getAllByTestId('service-group-skeleton');
    expect(groups).toHaveLength(3);
    for (const group of groups) expect(within(group).getAllByTestId('service-card-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('service-card-skeleton')).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Loading services');
  });

  it('groups the services under their category headings, each card with icon, title, description and features', async () => {
    renderWithProviders(<ServicesPage />, { mocks: [loaded()] });

    const software = await screen.findByRole('region', { name: 'Software Development' });
    expect(within(software).getByRole('heading', { level: 2, name: 'Software Development' })).toBeInTheDocument();
    expect(within(software).getByRole('heading', { level: 3, name: 'Web Applications' })).toBeInTheDocument();
    expect(within(software).getByText('Web Applications description')).toBeInTheDocument();
    const features = within(software).getByRole('list', { name: 'Web Applications features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React front ends', 'Node back ends']);
    expect(within(software).queryByText('Chatbots')).not.toBeInTheDocument();

    const ai = screen.getByRole('region', { name: 'AI & Automation' });
    expect(within(ai).getByRole('heading', { level: 3, name: 'Chatbots' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('service-card-skeleton')).toHaveLength(0);
  });

  it('shows each service with its icon, and the code icon for an unknown icon name', async () => {
    renderWithProviders(<ServicesPage />, { mocks: [loaded()] });
    const web = (await screen.findByRole('heading', { name: 'Web Applications' })).closest('article')!;
    expect(web.querySelector('svg[data-icon]')).toHaveAttribute('data-icon', 'FaGlobe');
    const mystery = screen.getByRole('heading', { name: 'Mystery Service' }).closest('article')!;
    expect(mystery.querySelector('svg[data-icon]')).toHaveAttribute('data-icon', 'FaCode');
  });

  it('logs a failed fetch and shows the empty list without crashing', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(<ServicesPage />, {
        mocks: [{ request: { query: PublicServiceCategoriesDocument }, error: new Error('network down') }],
      });
      expect(await screen.findByText('No services to show yet')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
      expect(screen.queryAllByTestId('service-card-skeleton')).toHaveLength(0);
      expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('shows a friendly message when there are no services', async () => {
    renderWithProviders(<ServicesPage />, {
      mocks: [{ request: { query: PublicServiceCategoriesDocument }, result: { data: { serviceCategories: [] } } }],
    });
    expect(await screen.findByText('No services to show yet')).toBeInTheDocument();
  });
});
