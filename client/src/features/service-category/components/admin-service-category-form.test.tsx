import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import {
  AdminCreateServiceCategoryDocument,
  AdminServiceCategoriesDocument,
  AdminUpdateServiceCategoryDocument,
  type CreateServiceCategoryInput,
} from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminServiceCategories } from './admin-service-categories';

const saved = (input: CreateServiceCategoryInput, id = 'sc-new') => ({
  __typename: 'ServiceCategory' as const,
  id,
  category: input.category,
  features: input.features ?? [],
  createdAt: '2026-11-21T10:00:00.000Z',
  version: 1,
  services: input.services.map((service, index) => ({
    __typename: 'Service' as const,
    id: `${id}-s${index}`,
    icon: service.icon ?? null,
    title: service.title ?? '',
    description: service.description ?? '',
    features: service.features ?? [],
  })),
});

const existing = {
  __typename: 'ServiceCategory' as const,
  id: 'sc1',
  category: 'Web Development',
  features: ['Responsive'],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  services: [
    {
      __typename: 'Service' as const,
      id: 's1',
      icon: 'FaGlobe',
      title: 'Websites',
      description: 'Marketing sites that load fast.',
      features: ['SEO', 'CMS'],
    },
  ],
};

/** The form as the services screen opens it (Add Service Category, or the category's Edit): the screen saves what it submits. */
async function renderForm(options: { mocks?: MockLink.MockedResponse[]; serviceCategory?: typeof existing } = {}) {
  const user = userEvent.setup();
  const listed: MockLink.MockedResponse = {
    request: { query: AdminServiceCategoriesDocument },
    result: { data: { serviceCategories: options.serviceCategory ? [options.serviceCategory] : [] } },
  };
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminServiceCategories />
    </ConfirmProvider>,
    { mocks: [listed, ...(options.mocks ?? [])] },
  );
  const open = options.serviceCategory ? `Edit ${options.serviceCategory.category}` : 'Add Service Category';
  await user.click(await screen.findByRole('button', { name: open }));
  const dialog = screen.getByRole('dialog');
  return { user, dialog, row: (n: number) => within(dialog).getByRole('group', { name: `Service ${n}` }) };
}

describe('AdminServiceCategoryForm', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('opens as an xl modal with one service row and the features hint', async () => {
    const { dialog, row } = await renderForm();
    expect(dialog).toHaveAccessibleName('Add Service Category');
    expect(dialog).toHaveAttribute('data-size', 'xl');
    expect(within(row(1)).getByText('Add at least one feature')).toBeInTheDocument();
    expect(within(row(1)).getByRole('textbox', { name: 'Icon' })).toBeInTheDocument();
    // The only row cannot be removed.
    expect(screen.queryByRole('button', { name: 'Remove service 1' })).not.toBeInTheDocument();
  });

  it('shows the required messages for the category and the service row on submit, and clears them on change', async () => {
    const { user, row, dialog } = await renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service Category' }));

    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(within(row(1)).getByText('Title is required')).toBeInTheDocument();
    expect(within(row(1)).getByText('Description is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'AI');
    expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
    await user.type(within(row(1)).getByRole('textbox', { name: 'Title' }), 'Chatbots');
    expect(within(row(1)).queryByText('Title is required')).not.toBeInTheDocument();
    expect(within(row(1)).getByText('Description is required')).toBeInTheDocument();
  });

  it('asks for a title on a row that has a description but no title', async () => {
    const { user, row, dialog } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'AI');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Title' }), 'Chatbots');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Description' }), 'Answers customers.');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(within(row(2)).getByRole('textbox', { name: 'Description' }), 'Orphan text');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service Category' }));

    expect(within(row(2)).getByText('Title is required')).toBeInTheDocument();
    expect(within(row(1)).queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('adds and removes rows, keeping at least one', async () => {
    const { user, dialog } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getAllByRole('group', { name: /^Service \d$/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove service 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    expect(within(dialog).getAllByRole('group', { name: /^Service \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove service/ })).not.toBeInTheDocument();
  });

  it('sends trimmed values without blank rows or blank features, shows Creating... while saving, then toasts and closes', async () => {
    const sent: CreateServiceCategoryInput[] = [];
    const mock: MockLink.MockedResponse = {
      request: { query: AdminCreateServiceCategoryDocument, variables: () => true },
      // Long enough that the checks made while saving (slow on a loaded machine) are over before the answer.
      delay: 2000,
      result: (variables) => {
        sent.push(variables.input);
        return { data: { createServiceCategory: saved(variables.input) } };
      },
    };
    const { user, row, dialog } = await renderForm({ mocks: [mock] });
    await user.type(screen.getByRole('textbox', { name: 'Category' }), '  AI Solutions ');
    await user.type(screen.getByRole('textbox', { name: 'Category features' }), 'Fast, , Secure');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Title' }), 'Chatbots');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Description' }), 'Answers customers.');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Features' }), 'NLP{Enter}{Enter}  Voice, with tone  {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(within(row(3)).getByRole('textbox', { name: 'Title' }), 'Vision');
    await user.type(within(row(3)).getByRole('textbox', { name: 'Description' }), 'Sees things.');
    await user.type(within(row(3)).getByRole('textbox', { name: 'Features' }), 'OCR, Detection');

    await user.click(within(dialog).getByRole('button', { name: 'Add Service Category' }));

    const saving = screen.getByRole('button', { name: 'Creating...' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Category' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    expect(await screen.findByText('Service added successfully!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        category: 'AI Solutions',
        features: ['Fast', 'Secure'],
        services: [
          { icon: null, title: 'Chatbots', description: 'Answers customers.', features: ['NLP', 'Voice, with tone'] },
          { icon: null, title: 'Vision', description: 'Sees things.', features: ['OCR', 'Detection'] },
        ],
      },
    ]);
  });

  it('edits an existing category: fields filled, Saving... while saving, update toast', async () => {
    const input: CreateServiceCategoryInput = {
      category: 'Web Development',
      features: ['Responsive'],
      services: [
        {
          icon: 'FaGlobe',
          title: 'Websites and shops',
          description: 'Marketing sites that load fast.',
          features: ['SEO', 'CMS'],
        },
      ],
    };
    const mock: MockLink.MockedResponse = {
      request: { query: AdminUpdateServiceCategoryDocument, variables: { id: 'sc1', input, expectedVersion: 3 } },
      delay: IN_FLIGHT,
      result: { data: { updateServiceCategory: saved(input, 'sc1') } },
    };
    const { user, dialog, row } = await renderForm({ mocks: [mock], serviceCategory: existing });
    expect(dialog).toHaveAccessibleName('Edit Service Category');
    expect(within(row(1)).getByRole('textbox', { name: 'Features' })).toHaveValue('SEO\nCMS');
    await user.type(within(row(1)).getByRole('textbox', { name: 'Title' }), ' and shops');

    await user.click(screen.getByRole('button', { name: 'Update Service Category' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Service updated successfully!')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps the modal open with the error toast and the server field message on the right row when saving fails', async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: AdminCreateServiceCategoryDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Validation failed', {
            extensions: { code: 'BAD_USER_INPUT', fields: { 'services.0.description': 'Description is too long' } },
          }),
        ],
      },
    };
    const { user, row, dialog } = await renderForm({ mocks: [mock] });
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'AI');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(within(row(2)).getByRole('textbox', { name: 'Title' }), 'Vision');
    await user.type(within(row(2)).getByRole('textbox', { name: 'Description' }), 'Sees.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service Category' }));

    expect(await screen.findByText('Error saving service. Please try again.')).toBeInTheDocument();
    // Row 1 was blank and dropped, so the server's row 0 is the form's row 2.
    await waitFor(() => expect(within(row(2)).getByText('Description is too long')).toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Service Category' })).toBeEnabled();
  });
});
