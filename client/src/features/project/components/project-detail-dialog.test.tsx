import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProjectDetailFragment } from '../../../gql/graphql';
import { forgetGraphQLAnswers } from '../../../shared/graphql-request';
import { answerGraphQL, restoreFetch } from '../../../testing/graphql-fetch';
import { IN_FLIGHT } from '../../../testing/in-flight';
import { testPicture } from '../../../testing/pictures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProjectDetailDialog } from './project-detail-dialog';

const mockLenis = { stop: jest.fn(), start: jest.fn() };
jest.mock('lenis/react', () => ({ useLenis: () => mockLenis }));

const project: ProjectDetailFragment = {
  id: 'p1',
  title: 'Atlas CRM',
  description: 'A CRM for field sales teams.',
  image: '/uploads/atlas.png',
  picture: testPicture('/uploads/atlas.png', 'Atlas CRM'),
  tags: ['SaaS', 'Sales'],
  category: 'Web Platform',
  features: ['Offline mode', 'Pipeline analytics'],
  screenshots: ['/uploads/a1.png', '/uploads/a2.png', '/uploads/a3.png'],
  screenshotPictures: ['/uploads/a1.png', '/uploads/a2.png', '/uploads/a3.png'].map((url) => testPicture(url)),
  technologies: ['React', 'PostgreSQL'],
  liveDemoLink: 'https://atlas.example.com',
  githubLink: 'https://github.com/example/atlas',
};

/** A page with an opener button, like the work grid. */
function Harness({ project: shown = project }: { project?: ProjectDetailFragment }) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setOpener(event.currentTarget)}>
        Open {shown.title}
      </button>
      <a href="#behind">A link behind the dialog</a>
      {opener && <ProjectDetailDialog project={shown} returnFocusTo={opener} onClose={() => setOpener(null)} />}
    </>
  );
}

/** The dialog's own query for the project, answered with `shown` (or failing first, when told to). */
function answerProject(shown: ProjectDetailFragment, { failFirst = false, delay = 0 } = {}) {
  const answers: (Error | { data: unknown })[] = failFirst ? [new Error('Network down')] : [];
  return answerGraphQL(
    (call) => {
      if (call.operationName !== 'PublicProject' || call.variables.id !== shown.id) return new Error('Unexpected request');
      return answers.shift() ?? { data: { project: { __typename: 'Project' as const, ...shown } } };
    },
    { delay },
  );
}

// Each test is a new page: nothing it asked is remembered for the next.
afterEach(() => {
  restoreFetch();
  forgetGraphQLAnswers();
});

/** Opens the dialog from the card's fields and waits for the project's own query. */
async function openDialog(shown: ProjectDetailFragment = project) {
  const user = userEvent.setup();
  answerProject(shown);
  renderWithProviders(<Harness project={shown} />);
  const opener = screen.getByRole('button', { name: `Open ${shown.title}` });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: shown.title });
  await waitFor(() => expect(screen.queryByText('Loading project details…')).not.toBeInTheDocument());
  return { user, opener, dialog };
}

async function openGallery(at: number, shown: ProjectDetailFragment = project) {
  const opened = await openDialog(shown);
  const total = shown.screenshotPictures.length;
  const thumb = screen.getByRole('button', { name: `Open screenshot ${at} of ${total}` });
  await opened.user.click(thumb);
  const gallery = screen.getByRole('dialog', { name: `${shown.title} screenshots` });
  return { ...opened, thumb, gallery };
}

describe('ProjectDetailDialog', () => {
  beforeEach(() => {
    mockLenis.stop.mockClear();
    mockLenis.start.mockClear();
    document.body.style.overflow = '';
  });

  it('is a full-screen modal dialog labelled by the title, with all the project details', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Atlas CRM' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Atlas CRM preview' })).toHaveAttribute('src', '/uploads/atlas.png');
    expect(within(dialog).getByText('Web Platform')).toBeInTheDocument();
    expect(within(dialog).getByText('A CRM for field sales teams.')).toBeInTheDocument();
    for (const text of ['Offline mode', 'Pipeline analytics', 'React', 'PostgreSQL', '#SaaS', '#Sales']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByRole('button', { name: /Open screenshot/ })).toHaveLength(3);
    const live = within(dialog).getByRole('link', { name: 'Live Demo' });
    expect(live).toHaveAttribute('href', 'https://atlas.example.com');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/example/atlas');
  });

  it("shows the card's fields at once, then the details from the project's own query", async () => {
    const user = userEvent.setup();
    answerProject(project, { delay: IN_FLIGHT });
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Atlas CRM' }));
    const dialog = screen.getByRole('dialog', { name: 'Atlas CRM' });
    expect(within(dialog).getByText('A CRM for field sales teams.')).toBeInTheDocument();
    expect(within(dialog).getByText('#SaaS')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading project details…');
    expect(within(dialog).queryByRole('heading', { name: 'Features' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /Open screenshot/ })).toHaveLength(3);
    expect(within(dialog).queryByText('Loading project details…')).not.toBeInTheDocument();
  });

  it('logs a failed fetch of the details and offers to try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      answerProject(project, { failFirst: true });
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open Atlas CRM' }));
      const dialog = screen.getByRole('dialog', { name: 'Atlas CRM' });
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent("Could not load this project's details.");
      expect(logged).toHaveBeenCalledWith('Failed to load project "p1":', expect.anything());
      // What the card showed stays.
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Atlas CRM' })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await within(dialog).findByRole('heading', { name: 'Features' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });

  it('leaves out the links and empty sections a project does not have', async () => {
    const { dialog } = await openDialog({
      ...project,
      liveDemoLink: null,
      githubLink: '',
      screenshots: [],
      screenshotPictures: [],
      features: [],
      category: null,
    });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Screenshots' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Features' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Technologies' })).toBeInTheDocument();
  });

  it('moves focus into the dialog, traps Tab and Shift+Tab inside, and returns focus to the opener', async () => {
    const { user, opener, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close project details' });
    expect(close).toHaveFocus();

    const lastThumb = within(dialog).getByRole('button', { name: 'Open screenshot 3 of 3' });
    await user.tab({ shift: true });
    expect(lastThumb).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Live Demo' })).toHaveFocus();

    // Walk forward through everything: focus never leaves the dialog.
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks the page scroll (body overflow and smooth scroll) while open and releases it on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    expect(mockLenis.stop).toHaveBeenCalled();
    expect(mockLenis.start).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    expect(mockLenis.start).toHaveBeenCalled();
  });
});

describe('Screenshot gallery lightbox', () => {
  const counter = () => screen.getByText(/^\d+ \/ \d+$/);

  it("opens at the clicked screenshot and shows 'n / total'", async () => {
    const { gallery } = await openGallery(2);
    expect(counter()).toHaveTextContent('2 / 3');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/a2.png');
    expect(within(gallery).getByRole('button', { name: 'Close gallery' })).toHaveFocus();
  });

  it('moves with the next and previous buttons, wrapping at both ends', async () => {
    const { user, gallery } = await openGallery(1);
    const next = within(gallery).getByRole('button', { name: 'Next screenshot' });
    const previous = within(gallery).getByRole('button', { name: 'Previous screenshot' });

    await user.click(previous);
    expect(counter()).toHaveTextContent('3 / 3');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/a3.png');
    await user.click(next);
    expect(counter()).toHaveTextContent('1 / 3');
    await user.click(next);
    expect(counter()).toHaveTextContent('2 / 3');
    await user.click(next);
    expect(counter()).toHaveTextContent('3 / 3');
    await user.click(next);
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    const { user, gallery } = await openGallery(1);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 3');
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/a3.png');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('has no previous/next buttons with a single screenshot, and the arrow keys do nothing', async () => {
    const { user, gallery } = await openGallery(1, {
      ...project,
      screenshots: ['/uploads/only.png'],
      screenshotPictures: [testPicture('/uploads/only.png')],
    });
    expect(counter()).toHaveTextContent('1 / 1');
    expect(within(gallery).queryByRole('button', { name: 'Next screenshot' })).not.toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: 'Previous screenshot' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 1');
  });

  it('keeps focus inside the gallery while it is open', async () => {
    const { user, gallery } = await openGallery(1);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(gallery).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the gallery first on Escape, then the dialog', async () => {
    const { user, thumb, opener } = await openGallery(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Atlas CRM screenshots' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Atlas CRM' })).toBeInTheDocument();
    expect(thumb).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the gallery with its close button, leaving the dialog open', async () => {
    const { user, gallery } = await openGallery(1);
    await user.click(within(gallery).getByRole('button', { name: 'Close gallery' }));
    expect(screen.queryByRole('dialog', { name: 'Atlas CRM screenshots' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Atlas CRM' })).toBeInTheDocument();
  });

  it("shows 'Image not available' for a screenshot that fails to load, in the grid and in the lightbox", async () => {
    const { user, dialog } = await openDialog();
    const thumbImage = within(dialog).getByRole('img', { name: 'Atlas CRM screenshot 2' });
    fireEvent.error(thumbImage);
    const thumb = within(dialog).getByRole('button', { name: 'Open screenshot 2 of 3' });
    expect(within(thumb).getByText('Image not available')).toBeInTheDocument();
    expect(within(thumb).queryByRole('img')).not.toBeInTheDocument();

    await user.click(thumb);
    const gallery = screen.getByRole('dialog', { name: 'Atlas CRM screenshots' });
    fireEvent.error(within(gallery).getByRole('img'));
    expect(within(gallery).getByText('Image not available')).toBeInTheDocument();

    // The next screenshot is tried afresh.
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).queryByText('Image not available')).not.toBeInTheDocument();
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/uploads/a3.png');
  });
});
