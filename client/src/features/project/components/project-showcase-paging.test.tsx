import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { PublicProjectsDocument } from '../../../gql/graphql';
import { forgetGraphQLAnswers } from '../../../shared/graphql-request';
import { defaultTake } from '../../../testing/default-variables';
import { answerPages, restoreFetch } from '../../../testing/graphql-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PROJECT_LOAD_MORE_FAILED, PROJECT_PAGE_SIZE, ProjectShowcase } from './project-showcase';
import { testPicture } from '../../../testing/pictures';

const project = (n: number) => ({
  __typename: 'Project' as const,
  id: `p${n}`,
  title: `Project ${n}`,
  description: `Project ${n} is a platform we built.`,
  image: `/uploads/p${n}.png`,
  picture: testPicture(`/uploads/p${n}.png`),
  tags: ['AI'],
  category: 'Platform',
  features: ['Fast'],
  screenshots: [],
  screenshotPictures: [].map((url: string) => testPicture(url)),
  technologies: ['TypeScript'],
  liveDemoLink: null,
  githubLink: null,
});
const projects = (from: number, count: number) => Array.from({ length: count }, (_, index) => project(from + index));

const page = (skip: number, list: unknown[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: PublicProjectsDocument, variables: { skip, take: PROJECT_PAGE_SIZE } },
  result: { data: { projects: list } },
  ...extra,
});

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

function renderShowcase(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <>
      <Toaster />
      <ProjectShowcase />
    </>,
    { mocks },
  );
}

describe('ProjectShowcase paging', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
    restoreFetch();
    forgetGraphQLAnswers();
  });

  it('pages by 9, the page size PublicProjects also defaults to', () => {
    expect(PROJECT_PAGE_SIZE).toBe(9);
    expect(defaultTake(PublicProjectsDocument)).toBe(PROJECT_PAGE_SIZE);
  });

  it("shows 9 projects, then the next ones after 'Load more' (focus on the first new card's button), until a short page", async () => {
    const user = userEvent.setup();
    answerPages('PublicProjects', 'projects', { 9: { list: projects(10, 9), delay: 150 }, 18: projects(19, 3) });
    renderShowcase([page(0, projects(1, 9))]);

    const button = await screen.findByRole('button', { name: 'Load more projects' });
    expect(titles()).toHaveLength(9);
    // A synchronous click, so the check below runs before the page can arrive however slow the machine.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'Project 18' })).toBeInTheDocument();
    expect(titles()).toEqual(projects(1, 18).map((item) => item.title));
    expect(screen.getByRole('button', { name: 'Project 10' })).toHaveFocus();

    // From the keyboard: Enter on the button.
    screen.getByRole('button', { name: 'Load more projects' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Project 21' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /load more|loading/i })).not.toBeInTheDocument());
  });

  it('offers no button for a short first page', async () => {
    renderShowcase([page(0, projects(1, 2))]);
    expect(await screen.findByRole('button', { name: 'Project 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('keeps the projects and shows the error toast when the next page fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    answerPages('PublicProjects', 'projects', { 9: new Error('Network down') });
    renderShowcase([page(0, projects(1, 9))]);

    await user.click(await screen.findByRole('button', { name: 'Load more projects' }));
    expect(await screen.findByText(PROJECT_LOAD_MORE_FAILED)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(PROJECT_LOAD_MORE_FAILED, expect.objectContaining({ message: 'Network down' }));
    expect(titles()).toHaveLength(9);
    expect(screen.queryByRole('heading', { name: 'No projects to show yet' })).not.toBeInTheDocument();
  });
});
