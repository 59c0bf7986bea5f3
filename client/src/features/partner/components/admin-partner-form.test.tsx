import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testPicture } from '../../../testing/pictures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminPartnerForm, type PartnerValues } from './admin-partner-form';

const acme = {
  __typename: 'Partner' as const,
  id: 'p1',
  name: 'Acme Cloud',
  website: 'https://acme.example.com',
  logo: '/uploads/acme.png',
  logoPicture: testPicture('/uploads/acme.png', 'Acme Cloud logo'),
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

type Submit = jest.Mock<Promise<Record<string, string> | void>, [PartnerValues]>;
const submitting = (impl: () => Promise<Record<string, string> | void>): Submit =>
  jest.fn<Promise<Record<string, string> | void>, [PartnerValues]>(impl);

function renderForm(
  { partner = null, onSubmit = submitting(async () => undefined) } = {} as {
    partner?: typeof acme | null;
    onSubmit?: Submit;
  },
) {
  // The native file input is visually hidden (a styled button opens it), so skip the pointer check.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onClose = jest.fn();
  renderWithProviders(<AdminPartnerForm partner={partner} onSubmit={onSubmit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return {
    user,
    onSubmit,
    onClose,
    dialog,
    /** Required fields' labels end with an asterisk. */
    field: (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement,
    submit: () => within(dialog).getByRole('button', { name: /^(create partner|save changes|creating\.\.\.|saving\.\.\.)$/i }),
  };
}

describe('AdminPartnerForm', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it("opens as 'Add Partner' and asks for the name, website and logo on an empty create", async () => {
    const form = renderForm();
    expect(within(form.dialog).getByRole('heading', { name: 'Add Partner' })).toBeInTheDocument();
    expect(form.dialog).toHaveAttribute('data-size', 'lg');

    await form.user.click(form.submit());

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Website is required')).toBeInTheDocument();
    expect(screen.getByText('Partner logo is required')).toBeInTheDocument();
    expect(form.field('Website')).toHaveAccessibleDescription('Website is required');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a website starting with http:// or https://, and re-validates on change', async () => {
    const form = renderForm();
    await form.user.type(form.field('Name'), 'Acme');
    await form.user.type(form.field('Website'), 'acme.example.com');
    await form.user.upload(form.field('Partner Logo'), new File(['png'], 'acme.png', { type: 'image/png' }));
    await form.user.click(form.submit());

    expect(screen.getByText('Please enter a valid URL starting with http:// or https://')).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();

    await form.user.clear(form.field('Website'));
    await form.user.type(form.field('Website'), 'https://');
    expect(screen.getByText('Please enter a valid URL starting with http:// or https://')).toBeInTheDocument();
    await form.user.type(form.field('Website'), 'acme.example.com');
    expect(screen.queryByText(/valid URL/)).not.toBeInTheDocument();

    await form.user.click(form.submit());
    expect(form.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Acme', website: 'https://acme.example.com', logo: expect.any(File) }),
    );
  });

  it("shows the logo's stored alt text under it, and submits the edited one (issue 11)", async () => {
    const described = {
      ...acme,
      logoPicture: { ...acme.logoPicture, alt: 'Acme wordmark in blue', altText: 'Acme wordmark in blue' },
    };
    const form = renderForm({ partner: described });
    expect(form.field('Alt text')).toHaveValue('Acme wordmark in blue');
    await form.user.clear(form.field('Alt text'));
    await form.user.type(form.field('Alt text'), 'Acme Cloud wordmark');
    await form.user.click(form.submit());
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ logo: null, logoAlt: 'Acme Cloud wordmark' }));
  });

  it("opens as 'Edit Partner' filled in, with the logo optional", async () => {
    const form = renderForm({ partner: acme });
    expect(within(form.dialog).getByRole('heading', { name: 'Edit Partner' })).toBeInTheDocument();
    expect(form.field('Name')).toHaveValue('Acme Cloud');
    expect(form.field('Website')).toHaveValue('https://acme.example.com');
    expect(within(form.dialog).getByRole('img', { name: 'Partner Logo preview' })).toHaveAttribute('src', '/uploads/acme.png');

    await form.user.click(form.submit());

    expect(screen.queryByText('Partner logo is required')).not.toBeInTheDocument();
    expect(form.onSubmit).toHaveBeenCalledWith({
      name: 'Acme Cloud',
      website: 'https://acme.example.com',
      logo: null,
      logoAlt: '',
    });
  });

  it("reads 'Saving...' with every control disabled while an edit saves, and can't be dismissed", async () => {
    let finish: (value: void) => void = () => undefined;
    const onSubmit = submitting(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderForm({ partner: acme, onSubmit });

    await form.user.click(form.submit());

    expect(form.submit()).toHaveTextContent('Saving...');
    expect(form.submit()).toBeDisabled();
    expect(form.field('Name')).toBeDisabled();
    expect(form.field('Website')).toBeDisabled();
    expect(form.field('Partner Logo')).toBeDisabled();
    expect(within(form.dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await form.user.keyboard('{Escape}');
    expect(form.onClose).not.toHaveBeenCalled();

    await act(async () => finish());
    expect(form.submit()).toHaveTextContent('Save Changes');
    expect(form.submit()).toBeEnabled();
  });

  it("reads 'Creating...' while a new partner saves", async () => {
    const form = renderForm({ onSubmit: submitting(() => new Promise<void>(() => undefined)) });
    await form.user.type(form.field('Name'), 'Acme');
    await form.user.type(form.field('Website'), 'https://acme.example.com');
    await form.user.upload(form.field('Partner Logo'), new File(['png'], 'acme.png', { type: 'image/png' }));

    await form.user.click(form.submit());

    expect(form.submit()).toHaveTextContent('Creating...');
    expect(form.submit()).toBeDisabled();
  });

  it("shows the server's field messages under the fields", async () => {
    const form = renderForm({ partner: acme, onSubmit: submitting(async () => ({ logo: 'The logo must be an image' })) });
    await form.user.click(form.submit());
    expect(await screen.findByText('The logo must be an image')).toBeInTheDocument();
  });
});
