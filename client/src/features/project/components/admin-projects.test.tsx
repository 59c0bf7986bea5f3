import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import { AdminCreateProjectDocument, AdminDeleteProjectDocument, AdminProjectsDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminProjects } from './admin-projects';
import { testPicture } from '../../../testing/pictures';

const project = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Project' as const,
  id,
  title,
  description: `${title} description`,
  image: `/uploads/projects/${id}.png`,
  picture: testPicture(`/uploads/projects/${id}.png`),
  tags: ['AI'],
  category: 'Platform',
  features: ['Fast'],
  screenshots: [],
  screenshotPictures: [].map((url: string) => testPicture(url)),
  technologies: ['React'],
  liveDemoLink: null,
  githubLink: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const longDescription = 'x'.repeat(100) + 'TAIL';
const atlas = project('p1', 'Atlas CRM', {
  description: longDescription,
  technologies: ['React', 'Node.js', 'PostgreSQL', 'Redis', 'Docker'],
  tags: ['SaaS', 'Sales', 'Mobile'],
});
const vision = project('p2', 'Vision QA');

const listMock = (projects: unknown[], delay?: number): MockLink.MockedResponse => ({
  request: { query: AdminProjectsDocument },
  result: { data: { projects } },
  delay,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminProjects />
    </ConfirmProvider>,
    { mocks },
  );
  return { user };
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('AdminProjects', () => {
  let consoleError: jest.SpyInstance;
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it("shows 'Loading projects...' while loading", () => {
    renderPage([listMock([], Infinity)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
  });

  it('shows the count and cards with the image, description cut at 100, 3 technologies and 2 tags then +N more', async () => {
    renderPage([listMock([atlas, vision])]);
    expect(await screen.findByRole('heading', { name: 'Projects (2)' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Atlas CRM' }).closest('article')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/projects/p1.png');
    expect(within(card).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(card).queryByText(/TAIL/)).not.toBeInTheDocument();
    expect(items(within(card).getByRole('list', { name: 'Atlas CRM technologies' }))).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
      '+2 more',
    ]);
    expect(items(within(card).getByRole('list', { name: 'Atlas CRM tags' }))).toEqual(['SaaS', 'Sales', '+1 more']);
    const other = screen.getByRole('heading', { name: 'Vision QA' }).closest('article')!;
    expect(items(within(other).getByRole('list', { name: 'Vision QA tags' }))).toEqual(['AI']);
  });

  it('shows an empty state, and the error toast when loading fails', async () => {
    renderPage([{ request: { query: AdminProjectsDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Error loading projects. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects (0)' })).toBeInTheDocument();
  });

  it('adds a created project to the top of the grid without refetching', async () => {
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateProjectDocument, variables: () => true },
      result: { data: { createProject: project('p3', 'Nova') } },
    };
    const { user } = renderPage([listMock([vision]), create]);
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Nova');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'New.');
    await user.upload(within(dialog).getByLabelText(/^Project image/), new File(['png'], 'nova.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByRole('heading', { name: 'Projects (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Nova',
      'Vision QA',
    ]);
  });

  it('asks before deleting, dims the card, then removes it with a toast', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: AdminDeleteProjectDocument, variables: { id: 'p2' } },
      delay: IN_FLIGHT,
      result: { data: { deleteProject: { __typename: 'Project', id: 'p2' } } },
    };
    const { user } = renderPage([listMock([atlas, vision]), remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete Vision QA' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this project?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Vision QA' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Project deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Projects (1)' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Vision QA' })).not.toBeInTheDocument();
  });

  it('shows the error toast when the delete fails and keeps the card', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: AdminDeleteProjectDocument, variables: { id: 'p2' } },
      error: new Error('boom'),
    };
    const { user } = renderPage([listMock([vision]), failing]);
    await user.click(await screen.findByRole('button', { name: 'Delete Vision QA' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting project. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vision QA' })).toBeInTheDocument();
  });
});
