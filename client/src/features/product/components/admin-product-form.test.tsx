import { ACCESSIBILITY_MESSAGES } from '@field-rules';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminAccessibilityProblemsDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { emptyProductValues, valuesFromProduct, type ProductFormValues } from '../admin-product-values';
import { imageFile, showHtmlSource } from '../admin-product.harness';
import { buildProduct } from '../product.fixtures';
import { AdminProductForm } from './admin-product-form';

type Submit = (values: ProductFormValues) => Promise<Record<string, string> | void>;

function renderCreate(onSubmit: Submit = jest.fn(async () => undefined)) {
  renderWithProviders(
    <AdminProductForm mode="create" initialValues={emptyProductValues()} cancelTo="/admin/products" onSubmit={onSubmit} />,
  );
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), onSubmit };
}

/** An edit form of a product; `mocks` answer what it asks (the accessibility check before saving). */
function renderEdit(onSubmit: Submit = jest.fn(async () => undefined), mocks?: MockLink.MockedResponse[]) {
  const product = buildProduct({ features: ['Dashboards', 'Alerts'] });
  renderWithProviders(
    <AdminProductForm
      mode="edit"
      initialValues={valuesFromProduct(product)}
      currentBannerUrl={product.bannerImage}
      cancelTo="/x"
      onSubmit={onSubmit}
    />,
    { mocks },
  );
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), onSubmit };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

async function fillValidCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Insight AI');
  await user.type(field('Short Description'), 'Analytics that explain themselves.');
  await showHtmlSource(user);
  fireEvent.change(field('Full Description'), {
    target: { value: '<p>Insight AI turns raw data into clear answers for every team.</p>' },
  });
  await user.type(screen.getByLabelText('Feature 1'), 'Dashboards');
  await user.upload(screen.getByLabelText(/^Banner Image/), imageFile());
}

describe('AdminProductForm (create)', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows every required message on an empty submit and does not save', async () => {
    const { user, onSubmit } = renderCreate();
    await screen.findByRole('toolbar', { name: 'Full Description formatting' });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Short description is required')).toBeInTheDocument();
    expect(screen.getByText('Full description is required')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one feature')).toBeInTheDocument();
    expect(screen.getByText('Banner image is required')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the format and length messages of SPEC §5', async () => {
    const { user } = renderCreate();
    await user.type(field('Name'), 'Insight AI');
    await user.type(field('Slug'), 'Insight AI');
    fireEvent.change(field('Short Description'), { target: { value: 'x'.repeat(201) } });
    await showHtmlSource(user);
    await user.type(field('Full Description'), 'Too short');
    await user.type(field('GitHub Link'), 'https://github.com/only-owner');
    await user.type(field('Live Link'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Slug must contain only lowercase letters, numbers, and hyphens')).toBeInTheDocument();
    expect(screen.getByText('Short description must be less than 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Full description must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid GitHub repository URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('re-validates on change after a submit', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(field('Name'), 'I');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Banner Image/), imageFile());
    expect(screen.queryByText('Banner image is required')).not.toBeInTheDocument();
  });

  it('shows the slug made from the name as the placeholder and counts the short description', async () => {
    const { user } = renderCreate();
    await user.type(field('Name'), 'Insight AI: Pro!');
    expect(field('Slug')).toHaveAttribute('placeholder', 'insight-ai-pro');

    expect(screen.getByText('0/200 characters')).toBeInTheDocument();
    await user.type(field('Short Description'), 'Hello');
    expect(screen.getByText('5/200 characters')).toBeInTheDocument();
  });

  it('adds feature rows and removes them while more than one remains', async () => {
    const { user } = renderCreate();
    expect(screen.queryByRole('button', { name: /Remove feature/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Feature 1'), 'Dashboards');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(screen.getByLabelText('Feature 2')).toHaveFocus();
    await user.keyboard('Alerts');

    await user.click(screen.getByRole('button', { name: 'Remove feature 1' }));
    expect(screen.getByLabelText('Feature 1')).toHaveValue('Alerts');
    expect(screen.queryByLabelText('Feature 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove feature/ })).not.toBeInTheDocument();
  });

  it("reads 'Creating...' with everything disabled while saving, and sends the chosen values", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn((_values: ProductFormValues) => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderCreate(onSubmit);
    await fillValidCreate(user);
    await user.upload(screen.getByLabelText('Screenshots (optional)'), [imageFile('one.png'), imageFile('two.png')]);

    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    const saving = screen.getByRole('button', { name: 'Creating...' });
    expect(saving).toBeDisabled();
    expect(field('Name')).toBeDisabled();
    expect(field('Full Description')).toBeDisabled();
    expect(screen.getByLabelText('Feature 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Feature' })).toBeDisabled();
    fireEvent.submit(saving.closest('form')!);
    // The save starts once the accessibility check (issue 31) has answered: no problems here.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Insight AI',
      features: ['Dashboards'],
      bannerImage: expect.objectContaining({ name: 'banner.png' }),
      screenshots: [expect.objectContaining({ name: 'one.png' }), expect.objectContaining({ name: 'two.png' })],
    });

    finish();
    expect(await screen.findByRole('button', { name: 'Create Product' })).toBeEnabled();
    expect(field('Name')).toBeEnabled();
  });

  it("shows the server's field errors under the fields", async () => {
    const onSubmit = jest.fn(async () => ({ slug: 'A product with this slug already exists' }));
    const { user } = renderCreate(onSubmit);
    await fillValidCreate(user);
    await user.type(field('Slug'), 'insight-ai');

    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() =>
      expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('A product with this slug already exists')),
    );
    await waitFor(() => expect(field('Slug')).toHaveFocus());
  });

  it('lists chosen screenshots, refuses non-images and lets one be removed', async () => {
    const { user } = renderCreate();
    const input = screen.getByLabelText('Screenshots (optional)');
    fireEvent.change(input, {
      target: { files: [imageFile('one.png'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files can be added.');
    const chosen = screen.getByRole('list', { name: 'Selected screenshots' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 file selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByRole('list', { name: 'Selected screenshots' })).not.toBeInTheDocument();
  });
});

describe('AdminProductForm (edit)', () => {
  it('is prefilled, keeps the current banner and needs no new image', async () => {
    const { user, onSubmit } = renderEdit();
    expect(field('Name')).toHaveValue('Insight AI');
    expect(field('Slug')).toHaveValue('insight-ai');
    expect(screen.getByLabelText('Feature 2')).toHaveValue('Alerts');
    expect(screen.getByAltText('Banner Image preview')).toHaveAttribute('src', '/uploads/products/insight-banner.png');
    expect(screen.queryByLabelText('Screenshots (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Banner image is required')).not.toBeInTheDocument();
  });

  it("requires the slug and says 'Full description is required' (no 50-character minimum)", async () => {
    const { user, onSubmit } = renderEdit();
    await user.clear(field('Slug'));
    await showHtmlSource(user);
    await user.clear(field('Full Description'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Full description is required')).toBeInTheDocument();

    await user.type(field('Slug'), 'insight');
    await user.type(field('Full Description'), 'Short.');
    expect(screen.queryByText(/Full description/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reads 'Saving...' while saving", async () => {
    let finish: () => void = () => undefined;
    const { user, onSubmit } = renderEdit(jest.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(field('Slug')).toBeDisabled();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('AdminProductForm (accessibility check, issue 31)', () => {
  const VAGUE = '<p>Insight AI turns raw data into clear answers. <a href="/docs">Click here</a> for the docs.</p>';
  const problem = {
    __typename: 'AccessibilityProblem',
    code: 'VAGUE_LINK_TEXT',
    message: ACCESSIBILITY_MESSAGES.vagueLinkText('Click here'),
    excerpt: '/docs',
  };

  const renderChecked = (check: MockLink.MockedResponse) => renderEdit(undefined, [check]);

  async function writeDescription(user: ReturnType<typeof userEvent.setup>, html: string) {
    await showHtmlSource(user);
    fireEvent.change(field('Full Description'), { target: { value: html } });
  }

  it('shows what the full description would make readers miss; going back saves nothing, Save anyway saves', async () => {
    const asked: string[] = [];
    const { user, onSubmit } = renderChecked({
      request: { query: AdminAccessibilityProblemsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables) => {
        asked.push(variables.html as string);
        return { data: { accessibilityProblems: [problem] } };
      },
    });
    await writeDescription(user, VAGUE);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const warnings = await screen.findByRole('dialog', { name: 'Accessibility warnings' });
    expect(asked).toEqual([VAGUE]);
    expect(within(warnings).getByRole('listitem')).toHaveTextContent(
      'A link says only "Click here": use words that say where it leads /docs',
    );
    expect(within(warnings).getByRole('button', { name: 'Go back and fix' })).toHaveFocus();
    // Behind the dialog the form is not saving: its button reads as before.
    expect(screen.getByRole('button', { name: 'Save Changes', hidden: true })).toBeEnabled();

    await user.click(within(warnings).getByRole('button', { name: 'Go back and fix' }));
    expect(screen.queryByRole('dialog', { name: 'Accessibility warnings' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accessibility warnings' })).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fullDescription: VAGUE }));
    expect(asked).toHaveLength(2);
  });

  it('saves with no dialog when nothing is found, and when the check itself fails', async () => {
    for (const check of [
      {
        request: { query: AdminAccessibilityProblemsDocument, variables: () => true },
        result: { data: { accessibilityProblems: [] } },
      },
      { request: { query: AdminAccessibilityProblemsDocument, variables: () => true }, error: new Error('network down') },
    ]) {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, onSubmit } = renderChecked(check);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog', { name: 'Accessibility warnings' })).not.toBeInTheDocument();
      consoleError.mockRestore();
      cleanup();
    }
  });
});
