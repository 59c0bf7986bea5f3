import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import {
  AdminCreateProjectDocument,
  AdminProjectsDocument,
  AdminUpdateImageAltDocument,
  AdminUpdateProjectDocument,
  type ProjectDetailFragment,
} from '../../../gql-admin/graphql';
import { testPicture } from '../../../testing/pictures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminProjects } from './admin-projects';

const project: ProjectDetailFragment & { __typename: 'Project'; createdAt: string; version: number } = {
  __typename: 'Project',
  id: 'p1',
  title: 'Atlas CRM',
  description: 'A CRM for field sales teams.',
  image: '/uploads/projects/atlas.png',
  picture: testPicture('/uploads/projects/atlas.png', 'Atlas CRM'),
  tags: ['SaaS'],
  category: 'Platform',
  features: ['Pipelines'],
  screenshots: ['/uploads/projects/atlas-1.png', '/uploads/projects/atlas-2.png'],
  screenshotPictures: [testPicture('/uploads/projects/atlas-1.png'), testPicture('/uploads/projects/atlas-2.png')],
  technologies: ['React'],
  liveDemoLink: 'https://atlas.example.com',
  githubLink: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

/** The form as the projects screen opens it (Add Project, or the project's Edit): the screen saves what it submits. */
async function renderForm(options: { mocks?: MockLink.MockedResponse[]; project?: typeof project } = {}) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const listed: MockLink.MockedResponse = {
    request: { query: AdminProjectsDocument },
    result: { data: { projects: options.project ? [options.project] : [] } },
  };
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminProjects />
    </ConfirmProvider>,
    { mocks: [listed, ...(options.mocks ?? [])] },
  );
  const open = options.project ? `Edit ${options.project.title}` : 'Add Project';
  await user.click(await screen.findByRole('button', { name: open }));
  const dialog = screen.getByRole('dialog');
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { user, field, dialog };
}

describe('AdminProjectForm', () => {
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

  it('opens as an xl modal with url-type link inputs', async () => {
    const { dialog } = await renderForm();
    expect(dialog).toHaveAccessibleName('Add Project');
    expect(dialog).toHaveAttribute('data-size', 'xl');
    expect(screen.getByLabelText('Live Demo link')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('GitHub link')).toHaveAttribute('type', 'url');
  });

  it('requires title, description and an image on create', async () => {
    const { user, field, dialog } = await renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Project image is required')).toBeInTheDocument();

    await user.type(field('Title'), 'Atlas');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Project image/), new File(['png'], 'atlas.png', { type: 'image/png' }));
    expect(screen.queryByText('Project image is required')).not.toBeInTheDocument();
  });

  it('refuses links that are not http(s) addresses', async () => {
    const { user, dialog } = await renderForm();
    await user.type(screen.getByLabelText('Live Demo link'), 'atlas');
    await user.type(screen.getByLabelText('GitHub link'), 'ftp://github.com/a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(screen.getAllByText('Please enter a valid URL')).toHaveLength(2);
  });

  it('sends the comma-separated lists trimmed without blanks, with the image, and shows Creating... while saving', async () => {
    const sent: Record<string, unknown>[] = [];
    const mock: MockLink.MockedResponse = {
      request: { query: AdminCreateProjectDocument, variables: () => true },
      delay: IN_FLIGHT,
      result: (variables) => {
        sent.push(variables);
        return { data: { createProject: { ...project, id: 'p2' } } };
      },
    };
    const { user, field, dialog } = await renderForm({ mocks: [mock] });
    const image = new File(['png'], 'atlas.png', { type: 'image/png' });
    await user.type(field('Title'), ' Atlas CRM ');
    await user.type(field('Description'), 'A CRM.');
    await user.type(field('Technologies'), 'React, , Node.js ,');
    await user.type(field('Tags'), 'SaaS,Sales');
    await user.type(field('Features'), ' Pipelines ');
    await user.type(screen.getByLabelText('Live Demo link'), 'https://atlas.example.com');
    await user.upload(screen.getByLabelText(/^Project image/), image);

    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(field('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();

    expect(await screen.findByText('Project added successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].input).toEqual({
      title: 'Atlas CRM',
      description: 'A CRM.',
      category: null,
      technologies: ['React', 'Node.js'],
      tags: ['SaaS', 'Sales'],
      features: ['Pipelines'],
      liveDemoLink: 'https://atlas.example.com',
      githubLink: null,
    });
    expect(sent[0].image).toBe(image);
  });

  it('edits without a new image, can drop a screenshot, and shows Saving... then the update toast', async () => {
    const sent: Record<string, unknown>[] = [];
    const mock: MockLink.MockedResponse = {
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      delay: IN_FLIGHT,
      result: (variables) => {
        sent.push(variables);
        return { data: { updateProject: { ...project, title: 'Atlas CRM 2', screenshots: ['/uploads/projects/atlas-2.png'] } } };
      },
    };
    const { user, field, dialog } = await renderForm({ mocks: [mock], project });
    expect(dialog).toHaveAccessibleName('Edit Project');
    expect(field('Technologies')).toHaveValue('React');
    expect(screen.getByAltText('Project image preview')).toHaveAttribute('src', project.image);
    await user.type(field('Title'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(within(dialog).queryByAltText('Screenshot 2')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(screen.queryByText('Project image is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ id: 'p1', input: { title: 'Atlas CRM 2', screenshots: ['/uploads/projects/atlas-2.png'] } });
    expect(sent[0].image).toBeUndefined();
  });

  it('adds screenshots dropped on the gallery, refusing what is not an image, and sends them with the update', async () => {
    const sent: Record<string, unknown>[] = [];
    const mock: MockLink.MockedResponse = {
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      result: (variables) => {
        sent.push(variables);
        return { data: { updateProject: project } };
      },
    };
    const { user } = await renderForm({ mocks: [mock], project });
    const shot = new File(['png'], 'atlas-3.png', { type: 'image/png' });
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const files = [shot, notes];
    const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    fireEvent.drop(screen.getByTestId('project-screenshot-drop-zone'), { dataTransfer: { files, items, types: ['Files'] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files can be added.');
    expect(screen.getByRole('button', { name: 'Remove atlas-3.png' })).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Screenshots')).toHaveAttribute('multiple');

    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    expect(sent[0].screenshots).toEqual([shot]);
  });

  it('stays open with the error toast when saving fails', async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      error: new Error('network down'),
    };
    const { user, dialog } = await renderForm({ mocks: [mock], project });
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Error saving project. Please try again.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Project' })).toBeEnabled();
  });

  it("gives a new project's image the alt text typed under it, at the URL the create returned (issue 11)", async () => {
    const saved = {
      ...project,
      id: 'p9',
      title: 'Atlas',
      image: '/uploads/projects/new-atlas.png',
      picture: testPicture('/uploads/projects/new-atlas.png', 'Atlas'),
    };
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateProjectDocument, variables: () => true },
      result: { data: { createProject: saved } },
    };
    const setAlt: MockLink.MockedResponse = {
      request: {
        query: AdminUpdateImageAltDocument,
        variables: { url: '/uploads/projects/new-atlas.png', alt: 'The Atlas pipeline board' },
      },
      result: {
        data: {
          updateImageAlt: { __typename: 'Picture', url: '/uploads/projects/new-atlas.png', altText: 'The Atlas pipeline board' },
        },
      },
    };
    const { user, field, dialog } = await renderForm({ mocks: [create, setAlt] });
    await user.type(field('Title'), 'Atlas');
    await user.type(field('Description'), 'A CRM.');
    expect(screen.queryByRole('textbox', { name: 'Alt text' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Project image/), new File(['png'], 'atlas.png', { type: 'image/png' }));
    await user.type(field('Alt text'), 'The Atlas pipeline board');
    await user.click(within(dialog).getByRole('button', { name: 'Add Project' }));

    expect(await screen.findByText('Project added successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("prefills the stored image's alt text and sends nothing for it when unchanged", async () => {
    const described = { ...project, picture: { ...project.picture, alt: 'Atlas on a phone', altText: 'Atlas on a phone' } };
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      result: { data: { updateProject: described } },
    };
    const { user, field, dialog } = await renderForm({ mocks: [update], project: described });
    expect(field('Alt text')).toHaveValue('Atlas on a phone');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it("gives each stored screenshot its own 'Alt text', checked on submit and sent after the save for the changed one only", async () => {
    const described = {
      ...project,
      screenshotPictures: [
        testPicture('/uploads/projects/atlas-1.png'),
        { ...testPicture('/uploads/projects/atlas-2.png', 'Old words'), altText: 'Old words' },
      ],
    };
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      result: { data: { updateProject: described } },
    };
    const setAlt: MockLink.MockedResponse = {
      request: { query: AdminUpdateImageAltDocument, variables: { url: '/uploads/projects/atlas-2.png', alt: 'The deal board' } },
      result: {
        data: { updateImageAlt: { __typename: 'Picture', url: '/uploads/projects/atlas-2.png', altText: 'The deal board' } },
      },
    };
    const { user, field, dialog } = await renderForm({ mocks: [update, setAlt], project: described });
    expect(field('Alt text for screenshot 1')).toHaveValue('');
    expect(field('Alt text for screenshot 2')).toHaveValue('Old words');

    await user.clear(field('Alt text for screenshot 2'));
    await user.click(field('Alt text for screenshot 2'));
    await user.paste('x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(screen.getByText('Alt text must be at most 300 characters')).toBeInTheDocument();
    expect(field('Alt text for screenshot 2')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Alt text for screenshot 2'));
    await user.type(field('Alt text for screenshot 2'), 'The deal board');
    expect(screen.queryByText('Alt text must be at most 300 characters')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    // The mocks answer once each: a request for screenshot 1, or a second one, would fail the save.
    expect(await screen.findByText('Project updated successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
