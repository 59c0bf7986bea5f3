import { ACCESSIBILITY_MESSAGES } from '@field-rules';
import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import {
  AdminAccessibilityProblemsDocument,
  AdminBlogPostsDocument,
  AdminCreateBlogPostDocument,
  AdminRevisionsDocument,
  AdminUpdateBlogPostDocument,
  AdminUpdateImageAltDocument,
  type AdminBlogPostFragment,
} from '../../../gql-admin/graphql';
import { testPicture } from '../../../testing/pictures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminBlogPosts } from './admin-blog-posts';

const post: AdminBlogPostFragment & { __typename: 'BlogPost' } = {
  __typename: 'BlogPost',
  id: 'b1',
  slug: 'shipping-ai',
  title: 'Shipping AI',
  excerpt: 'What we learned.',
  coverImage: '/uploads/blog/shipping.png',
  coverPicture: testPicture('/uploads/blog/shipping.png', 'Shipping AI'),
  author: 'Ayesha Khan',
  category: 'Engineering',
  tags: ['ai', 'product'],
  featured: false,
  published: false,
  publishAt: null,
  content: '<p>Start with the problem.</p>',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  version: 1,
};

/** The form as the blog screen opens it (Add Blog Post, or the post's Edit): the screen saves what it submits. */
async function renderForm(options: { mocks?: MockLink.MockedResponse[]; post?: typeof post; canPublish?: boolean } = {}) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const listed: MockLink.MockedResponse = {
    request: { query: AdminBlogPostsDocument },
    result: { data: { blogPosts: options.post ? [options.post] : [] } },
  };
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminBlogPosts canPublish={options.canPublish} />
    </ConfirmProvider>,
    { mocks: [listed, ...(options.mocks ?? [])] },
  );
  await user.click(await screen.findByRole('button', { name: options.post ? `Edit ${options.post.title}` : 'Add Blog Post' }));
  const dialog = screen.getByRole('dialog');
  return { user, dialog, field: (name: string) => within(dialog).getByRole('textbox', { name }) };
}

const EDITOR_LOAD_MS = 20_000;

/** The form once its rich-text editor (a chunk of its own) has loaded. */
async function renderLoadedForm(options: Parameters<typeof renderForm>[0] = {}) {
  const rendered = await renderForm(options);
  // The first test of a run also compiles the editor's modules (TipTap) for jest: seconds on a busy machine.
  await screen.findByRole('toolbar', { name: 'Content formatting' }, { timeout: EDITOR_LOAD_MS });
  return rendered;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement) {
  await user.type(field('Title'), 'Hello, World: 2026!');
  await user.type(field('Author'), 'Sara');
  await user.type(field('Excerpt'), 'Short.');
  // The editor's HTML view takes the markup as typed (the visual view is covered in features/rich-text).
  await user.click(screen.getByRole('button', { name: 'HTML' }));
  await user.type(field('Content'), '<p>Body</p>');
}

const createMock = (sent: Record<string, unknown>[], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminCreateBlogPostDocument, variables: () => true },
  delay,
  result: (variables) => {
    sent.push(variables);
    return { data: { createBlogPost: { ...post, id: 'b2' } } };
  },
});

describe('AdminBlogPostForm', () => {
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

  it('opens as an xl modal with a rich-text content editor and the Published and Featured checkboxes unchecked', async () => {
    const { dialog, field } = await renderLoadedForm();
    expect(dialog).toHaveAccessibleName('Create Blog Post');
    expect(dialog).toHaveAttribute('data-size', 'xl');
    expect(field('Content')).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByLabelText('Publish at')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  });

  it('shows every required message on submit', async () => {
    const { user } = await renderLoadedForm();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    for (const message of [
      'Title is required',
      'Slug is required',
      'Author is required',
      'Excerpt is required',
      'Content is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // The cover image is optional.
    expect(screen.getAllByRole('alert')).toHaveLength(5);
  });

  it('generates the slug from the title until the slug is edited, and checks its pattern', async () => {
    const { user, field } = await renderLoadedForm();
    await user.type(field('Title'), 'Hello, World: 2026!');
    expect(field('Slug')).toHaveValue('hello-world-2026');

    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'My Slug');
    await user.type(field('Title'), ' More');
    expect(field('Slug')).toHaveValue('My Slug');

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(screen.getByText('Slug must contain only lowercase letters, numbers, and hyphens')).toBeInTheDocument();
  });

  it('sends the post with tags split, the flags and the cover, showing Creating... while saving', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, field, dialog } = await renderLoadedForm({ mocks: [createMock(sent, IN_FLIGHT)] });
    await fillRequired(user, field);
    await user.type(field('Tags'), 'ai, , news ');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover image (optional)'), cover);

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeDisabled();
    expect(field('Content')).toBeDisabled();

    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent[0].input).toEqual({
      title: 'Hello, World: 2026!',
      slug: 'hello-world-2026',
      author: 'Sara',
      category: null,
      excerpt: 'Short.',
      content: '<p>Body</p>',
      tags: ['ai', 'news'],
      published: true,
      featured: true,
      publishAt: null,
    });
    expect(sent[0].coverImage).toBe(cover);
  });

  it('saves a draft without a cover', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, field } = await renderLoadedForm({ mocks: [createMock(sent)] });
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({ published: false, featured: false });
    expect(sent[0].coverImage).toBeUndefined();
  });

  it('schedules: Publish at goes out as an ISO time, and an edited post links to its preview', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, field } = await renderLoadedForm({ mocks: [createMock(sent)] });
    await fillRequired(user, field);
    expect(screen.getByText(/Empty: public as soon as Published is checked/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2030-01-02T03:04:05' } });
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({ published: true, publishAt: new Date('2030-01-02T03:04:05').toISOString() });
    expect(screen.queryByRole('link', { name: 'Preview saved version' })).not.toBeInTheDocument();
  });

  it('opens an edited post with its time and a link to its preview', async () => {
    const scheduled = { ...post, published: true, publishAt: new Date('2030-01-02T03:04:05').toISOString() };
    await renderLoadedForm({ post: scheduled });
    // jsdom writes the seconds' fraction too; a browser shows '2030-01-02T03:04:05'.
    expect((screen.getByLabelText('Publish at') as HTMLInputElement).value).toMatch(/^2030-01-02T03:04:05/);
    expect(screen.getByRole('link', { name: 'Preview saved version' })).toHaveAttribute('href', '/admin/blog/b1/preview');
  });

  it("shows the server's message when saving fails, else 'Failed to save blog post', with field messages", async () => {
    const serverError: MockLink.MockedResponse = {
      request: { query: AdminCreateBlogPostDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('A post with this slug already exists', {
            extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'A post with this slug already exists' } },
          }),
        ],
      },
    };
    const networkError: MockLink.MockedResponse = {
      request: { query: AdminCreateBlogPostDocument, variables: () => true },
      error: new Error('network down'),
    };
    const { user, field, dialog } = await renderLoadedForm({ mocks: [serverError, networkError] });
    await fillRequired(user, field);

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findAllByText('A post with this slug already exists')).toHaveLength(2);
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('A post with this slug already exists'));

    act(() => toast.remove());
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Failed to save blog post')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('edits a post: fields filled, slug left alone when the title changes, Saving... then the update toast', async () => {
    const sent: Record<string, unknown>[] = [];
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateBlogPostDocument, variables: () => true },
      delay: IN_FLIGHT,
      result: (variables) => {
        sent.push(variables);
        return { data: { updateBlogPost: { ...post, title: 'Shipping AI Today', published: true } } };
      },
    };
    const { user, field, dialog } = await renderLoadedForm({ mocks: [update], post });
    expect(dialog).toHaveAccessibleName('Edit Blog Post');
    expect(field('Tags')).toHaveValue('ai, product');
    expect(screen.getByAltText('Cover image (optional) preview')).toHaveAttribute('src', post.coverImage);
    await user.type(field('Title'), ' Today');
    expect(field('Slug')).toHaveValue('shipping-ai');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));

    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ id: 'b1', input: { title: 'Shipping AI Today', slug: 'shipping-ai', published: true } });
    // Saved over the version the form opened (issue 30's edit conflicts).
    expect(sent[0].expectedVersion).toBe(1);
  });

  it('a save refused because someone else saved first shows who, when and theirs against mine; Save Mine Over Theirs sends their version', async () => {
    const sent: Record<string, unknown>[] = [];
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateBlogPostDocument, variables: () => true },
      maxUsageCount: 2,
      result: (variables) => {
        sent.push(variables);
        if (sent.length === 1)
          return {
            errors: [
              new GraphQLError('Saved by sara at 2026-11-28T09:15:00.000Z, after you opened it', {
                extensions: { code: 'CONFLICT', changedBy: 'sara', changedAt: '2026-11-28T09:15:00.000Z', version: '2' },
              }),
            ],
          };
        return { data: { updateBlogPost: { ...post, title: 'Shipping AI, Mine', version: 3 } } };
      },
    };
    const theirs: MockLink.MockedResponse = {
      request: { query: AdminRevisionsDocument, variables: { recordType: 'BlogPost', recordId: 'b1' } },
      result: {
        data: {
          revisions: [
            {
              __typename: 'Revision',
              id: 'r2',
              createdAt: '2026-11-28T09:15:00.000Z',
              kind: 'update',
              adminUsername: 'sara',
              values: [
                { __typename: 'RevisionValue', field: 'title', value: JSON.stringify('Shipping AI, Theirs') },
                { __typename: 'RevisionValue', field: 'excerpt', value: JSON.stringify(post.excerpt) },
              ],
            },
          ],
        },
      },
    };
    const { user, field, dialog } = await renderLoadedForm({ mocks: [update, theirs], post });
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Shipping AI, Mine');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice).toHaveTextContent(/Not saved: sara saved this at November 28, 2026 at \d+:15 [AP]M, after you opened it\./);
    expect(within(notice).getByLabelText("Title, sara's version")).toHaveTextContent('Shipping AI, Theirs');
    expect(within(notice).getByLabelText('Title, yours')).toHaveTextContent('Shipping AI, Mine');
    // Only what differs: the excerpt is the same on both sides.
    expect(within(notice).queryByLabelText('Excerpt, yours')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Shipping AI, Mine');

    await user.click(within(notice).getByRole('button', { name: 'Save Mine Over Theirs' }));
    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    expect(sent.map((variables) => variables.expectedVersion)).toEqual([1, 2]);
    expect(dialog).not.toBeInTheDocument();
  });

  it('says so when their version cannot be read, and still offers both choices', async () => {
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateBlogPostDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Saved by sara at 2026-11-28T09:15:00.000Z, after you opened it', {
            extensions: { code: 'CONFLICT', changedBy: 'sara', changedAt: '2026-11-28T09:15:00.000Z', version: '2' },
          }),
        ],
      },
    };
    const theirs: MockLink.MockedResponse = {
      request: { query: AdminRevisionsDocument, variables: { recordType: 'BlogPost', recordId: 'b1' } },
      error: new Error('offline'),
    };
    const { user, field } = await renderLoadedForm({ mocks: [update, theirs], post });
    await user.type(field('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice).toHaveTextContent('Their version could not be loaded to compare. Its History shows it.');
    expect(within(notice).getByRole('button', { name: 'Save Mine Over Theirs' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Discard Mine' })).toBeEnabled();
  });

  it("edits the cover's alt text: prefilled, sent with updateImageAlt after the update (issue 11)", async () => {
    const described = {
      ...post,
      coverPicture: { ...post.coverPicture!, alt: 'A rocket on a laptop', altText: 'A rocket on a laptop' },
    };
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateBlogPostDocument, variables: () => true },
      result: { data: { updateBlogPost: described } },
    };
    const setAlt: MockLink.MockedResponse = {
      request: {
        query: AdminUpdateImageAltDocument,
        variables: { url: post.coverImage, alt: 'A rocket taking off from a laptop' },
      },
      result: {
        data: { updateImageAlt: { __typename: 'Picture', url: post.coverImage, altText: 'A rocket taking off from a laptop' } },
      },
    };
    const { user, field, dialog } = await renderLoadedForm({ mocks: [update, setAlt], post: described });
    expect(field('Alt text')).toHaveValue('A rocket on a laptop');
    await user.clear(field('Alt text'));
    await user.type(field('Alt text'), 'A rocket taking off from a laptop');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('has no alt text to give without a cover', async () => {
    await renderLoadedForm();
    expect(screen.queryByRole('textbox', { name: 'Alt text' })).not.toBeInTheDocument();
  });
  describe('accessibility check before saving (issue 31)', () => {
    const IMAGE_WITHOUT_ALT = '<p>Body</p><p><img src="/uploads/content/team.png"></p>';
    const problem = {
      __typename: 'AccessibilityProblem',
      code: 'IMAGE_WITHOUT_ALT',
      message: ACCESSIBILITY_MESSAGES.imageWithoutAlt,
      excerpt: 'team.png',
    };
    /** The check before saving: answers `answer` (the problems found) and notes the HTML it was asked about. */
    const checkMock = (asked: string[], answer: Array<typeof problem> | Error): MockLink.MockedResponse => {
      const request = { query: AdminAccessibilityProblemsDocument, variables: () => true };
      if (answer instanceof Error) return { request, error: answer };
      return {
        request,
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (variables) => {
          asked.push(variables.html as string);
          return { data: { accessibilityProblems: answer } };
        },
      };
    };

    async function fillWithContent(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement, html: string) {
      await user.type(field('Title'), 'Meet the team');
      await user.type(field('Author'), 'Sara');
      await user.type(field('Excerpt'), 'Who we are.');
      await user.click(screen.getByRole('button', { name: 'HTML' }));
      await user.type(field('Content'), html);
    }

    it('lists the problems before publishing: going back (Escape) saves nothing, Publish anyway saves the post', async () => {
      const sent: Record<string, unknown>[] = [];
      const asked: string[] = [];
      const { user, field, dialog } = await renderLoadedForm({
        mocks: [createMock(sent), checkMock(asked, [problem])],
      });
      await fillWithContent(user, field, IMAGE_WITHOUT_ALT);
      await user.click(screen.getByRole('checkbox', { name: 'Published' }));
      await user.click(screen.getByRole('button', { name: 'Create Post' }));

      const warnings = await screen.findByRole('dialog', { name: 'Accessibility warnings' });
      expect(asked).toEqual([IMAGE_WITHOUT_ALT]);
      expect(within(warnings).getByRole('listitem')).toHaveTextContent(
        'A picture has no alt text: describe it for people who cannot see it team.png',
      );
      expect(warnings).toHaveTextContent('One thing in this content some readers would miss. You can fix it first, or publish');
      // Going back is the first choice a keyboard user meets; Escape takes it, and nothing is saved.
      expect(within(warnings).getByRole('button', { name: 'Go back and fix' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Accessibility warnings' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Create Post' })).toHaveFocus());
      expect(sent).toEqual([]);
      expect(dialog).toBeInTheDocument();

      // Asked again on the next save; this time the editor publishes anyway: warnings, never a block.
      await user.click(screen.getByRole('button', { name: 'Create Post' }));
      const again = await screen.findByRole('dialog', { name: 'Accessibility warnings' });
      await user.click(within(again).getByRole('button', { name: 'Publish anyway' }));
      expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
      expect(dialog).not.toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0].input).toMatchObject({ content: IMAGE_WITHOUT_ALT, published: true });
      // The content the editor chose to publish as it is was not asked about a third time.
      expect(asked).toHaveLength(2);
    });

    it('saves at once, with no dialog, when the check finds nothing', async () => {
      const sent: Record<string, unknown>[] = [];
      const asked: string[] = [];
      const { user, field } = await renderLoadedForm({
        mocks: [createMock(sent), checkMock(asked, [])],
      });
      await fillWithContent(user, field, '<h2>Who we are</h2><p><img src="/uploads/content/team.png" alt="The team"></p>');
      await user.click(screen.getByRole('button', { name: 'Create Post' }));
      expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
      expect(asked).toEqual(['<h2>Who we are</h2><p><img src="/uploads/content/team.png" alt="The team"></p>']);
      expect(sent).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Accessibility warnings' })).not.toBeInTheDocument();
    });

    it('saves as before when the check itself fails (it never blocks a save)', async () => {
      const sent: Record<string, unknown>[] = [];
      const { user, field } = await renderLoadedForm({ mocks: [createMock(sent), checkMock([], new Error('network down'))] });
      await fillWithContent(user, field, IMAGE_WITHOUT_ALT);
      await user.click(screen.getByRole('button', { name: 'Create Post' }));
      expect(await screen.findByText('Blog post created successfully')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Accessibility warnings' })).not.toBeInTheDocument();
    });

    it("offers an author (who cannot publish) to 'Save anyway', and an edited post's update goes through it too", async () => {
      const sent: Record<string, unknown>[] = [];
      const update: MockLink.MockedResponse = {
        request: { query: AdminUpdateBlogPostDocument, variables: () => true },
        result: (variables) => {
          sent.push(variables);
          return { data: { updateBlogPost: { ...post, content: IMAGE_WITHOUT_ALT } } };
        },
      };
      const { user, field } = await renderLoadedForm({
        post,
        canPublish: false,
        mocks: [update, checkMock([], [problem, { ...problem, excerpt: 'logo.svg' }])],
      });
      await user.click(screen.getByRole('button', { name: 'HTML' }));
      await user.clear(field('Content'));
      await user.type(field('Content'), IMAGE_WITHOUT_ALT);
      await user.click(screen.getByRole('button', { name: 'Update Post' }));

      const warnings = await screen.findByRole('dialog', { name: 'Accessibility warnings' });
      expect(within(warnings).getAllByRole('listitem')).toHaveLength(2);
      expect(warnings).toHaveTextContent('2 things in this content some readers would miss. You can fix them first, or save');
      expect(within(warnings).queryByRole('button', { name: 'Publish anyway' })).not.toBeInTheDocument();
      await user.click(within(warnings).getByRole('button', { name: 'Save anyway' }));
      expect(await screen.findByText('Blog post updated successfully')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({ id: 'b1', input: { content: IMAGE_WITHOUT_ALT, published: false } });
    });
  });
});
