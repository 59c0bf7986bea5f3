import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicProjectsDocument } from '../../../gql/graphql';
import { forgetGraphQLAnswers } from '../../../shared/graphql-request';
import { answerGraphQL, restoreFetch } from '../../../testing/graphql-fetch';
import { WorkPage } from '../../../pages/public/work-page';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { testPicture } from '../../../testing/pictures';

const project = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Project' as const,
  id,
  title,
  description: `${title} is a long description that the card clamps to two lines.`,
  image: `/uploads/${id}.png`,
  picture: testPicture(`/uploads/${id}.png`),
  tags: ['AI', 'Web'],
  category: 'Platform',
  features: ['Fast'],
  screenshots: [`/uploads/${id}-1.png`],
  screenshotPictures: [`/uploads/${id}-1.png`].map((url: string) => testPicture(url)),
  technologies: ['TypeScript'],
  liveDemoLink: null,
  githubLink: null,
  ...extra,
});

const projects = [project('p1', 'Atlas CRM', { tags: ['SaaS', 'Sales'] }), project('p2', 'Vision QA')];

const loaded = (): MockLink.MockedResponse => ({
  request: { query: PublicProjectsDocument },
  result: { data: { projects } },
});

/** The dialog's own query, for any of the projects (its card's pointer, focus or the dialog asks for it); counts each ask. */
function answerDetails() {
  return answerGraphQL((call) => {
    const shown = projects.find((candidate) => candidate.id === call.variables.id);
    if (call.operationName !== 'PublicProject' || !shown) return new Error('Unexpected request');
    return { data: { project: shown } };
  });
}

describe('WorkPage', () => {
  afterEach(() => {
    restoreFetch();
    forgetGraphQLAnswers();
  });

  it('shows 6 skeleton cards while the projects load', () => {
    renderWithProviders(<WorkPage />, { mocks: [{ request: { query: PublicProjectsDocument }, delay: Infinity }] });
    expect(screen.getAllByTestId('project-card-skeleton')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Work' })).toBeInTheDocument();
  });

  it('shows a card per project with image, title, description and tags', async () => {
    renderWithProviders(<WorkPage />, { mocks: [loaded()] });
    const card = (await screen.findByRole('button', { name: 'Atlas CRM' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Atlas CRM preview' })).toHaveAttribute('src', '/uploads/p1.png');
    expect(within(card).getByRole('img', { name: 'Atlas CRM preview' })).toHaveAttribute('width', '1200'); // the picture's intrinsic width (testPicture)
    expect(within(card).getByText(/Atlas CRM is a long description/)).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SaaS', 'Sales']);
    expect(screen.getByRole('button', { name: 'Vision QA' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('project-card-skeleton')).toHaveLength(0);
  });

  it('opens the detail dialog from a card click and closes it with the close button, focus back on the card', async () => {
    const user = userEvent.setup();
    answerDetails();
    renderWithProviders(<WorkPage />, { mocks: [loaded()] });
    const card = await screen.findByRole('button', { name: 'Vision QA' });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Vision QA' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Close project details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('opens from the keyboard and closes on Escape, focus back on the card', async () => {
    const user = userEvent.setup();
    answerDetails();
    renderWithProviders(<WorkPage />, { mocks: [loaded()] });
    const card = await screen.findByRole('button', { name: 'Atlas CRM' });
    card.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Atlas CRM' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it("asks for a project's details when the pointer reaches its card, so the dialog opens with them", async () => {
    const user = userEvent.setup();
    const calls = answerDetails();
    const asked = () => calls.filter((call) => call.variables.id === projects[1].id).length;
    renderWithProviders(<WorkPage />, { mocks: [loaded()] });
    const card = await screen.findByRole('button', { name: 'Vision QA' });
    await user.hover(card);
    await waitFor(() => expect(asked()).toBe(1));
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Vision QA' });
    expect(await within(dialog).findByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading project details…')).not.toBeInTheDocument();
    expect(asked()).toBe(1); // the dialog shared the pointer's request
  });

  it('returns focus to the card even when clicking did not focus it (as in Safari)', async () => {
    const user = userEvent.setup();
    answerDetails();
    renderWithProviders(<WorkPage />, { mocks: [loaded()] });
    const card = await screen.findByRole('button', { name: 'Vision QA' });
    fireEvent.click(card);
    expect(screen.getByRole('dialog', { name: 'Vision QA' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(card).toHaveFocus();
  });

  it('logs a failed fetch and shows the empty list without crashing', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(<WorkPage />, {
        mocks: [{ request: { query: PublicProjectsDocument }, error: new Error('network down') }],
      });
      expect(await screen.findByText('No projects to show yet')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
      expect(screen.queryAllByTestId('project-card-skeleton')).toHaveLength(0);
    } finally {
      consoleError.mockRestore();
    }
  });
});
