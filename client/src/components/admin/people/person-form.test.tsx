import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FOUNDER_RECORD, TEAM_MEMBER_RECORD } from '@field-rules/records/person';
import { PersonForm } from './person-form';
import type { PersonRecord, PersonValues } from './person-values';

/** The founders' description (every field) and the team members' (no Twitter/X), as the features give them. */
const FOUNDER_FIELDS = FOUNDER_RECORD;
const TEAM_FIELDS = TEAM_MEMBER_RECORD;

const photo = () => new File(['png'], 'ayesha.png', { type: 'image/png' });

const founder: PersonRecord = {
  id: 'f1',
  name: 'Ayesha Rahman',
  role: 'Chief Executive Officer',
  bio: 'Ayesha leads strategy.',
  email: 'ayesha@example.com',
  linkedin: 'https://www.linkedin.com/in/ayesha',
  twitter: 'https://x.com/ayesha',
  image: '/uploads/ayesha.png',
};

/** Required fields' labels end with an asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);

type Submit = (values: PersonValues) => Promise<Record<string, string> | void>;
const submitting = (impl: () => ReturnType<Submit>) => jest.fn<ReturnType<Submit>, Parameters<Submit>>(impl);

function renderForm({
  person = null,
  withTwitter = true,
  onSubmit = submitting(async () => undefined),
  onClose = jest.fn(),
}: {
  person?: PersonRecord | null;
  withTwitter?: boolean;
  onSubmit?: jest.Mock<ReturnType<Submit>, Parameters<Submit>>;
  onClose?: jest.Mock;
} = {}) {
  // The native file input is visually hidden (a styled button opens it), so skip the pointer check.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <PersonForm
      entityLabel="Founder"
      record={withTwitter ? FOUNDER_FIELDS : TEAM_FIELDS}
      person={person}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return {
    user,
    onSubmit,
    onClose,
    dialog,
    field: (label: string) => within(dialog).getByLabelText(labelled(label)) as HTMLInputElement,
    submit: () => within(dialog).getByRole('button', { name: /^(create founder|save changes|creating\.\.\.|saving\.\.\.)$/i }),
  };
}

async function fillValid(form: ReturnType<typeof renderForm>) {
  await form.user.type(form.field('Name'), 'Ayesha Rahman');
  await form.user.type(form.field('Role'), 'CEO');
  await form.user.type(form.field('Bio'), 'Leads strategy.');
  await form.user.type(form.field('Email'), 'ayesha@example.com');
  await form.user.upload(form.field('Profile Image'), photo());
}

describe('PersonForm', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it("opens as 'Add Founder' in a large modal with every field", () => {
    const form = renderForm();
    expect(within(form.dialog).getByRole('heading', { name: 'Add Founder' })).toBeInTheDocument();
    expect(form.dialog).toHaveAttribute('data-size', 'lg');
    for (const label of ['Name', 'Role', 'Bio', 'Email', 'LinkedIn', 'Twitter/X', 'Profile Image']) {
      expect(form.field(label)).toBeInTheDocument();
    }
    expect(form.field('Bio').tagName).toBe('TEXTAREA');
    expect(form.submit()).toHaveTextContent('Create Founder');
  });

  it('shows every required message, and that a profile image is required, on an empty create', async () => {
    const form = renderForm();
    await form.user.click(form.submit());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Profile image is required')).toBeInTheDocument();
    expect(form.field('Name')).toHaveAccessibleDescription('Name is required');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('treats whitespace-only text as empty', async () => {
    const form = renderForm();
    await form.user.type(form.field('Name'), '   ');
    await form.user.click(form.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('asks for a valid email address, LinkedIn URL and Twitter/X URL', async () => {
    const form = renderForm();
    await fillValid(form);
    await form.user.clear(form.field('Email'));
    await form.user.type(form.field('Email'), 'ayesha@example');
    await form.user.type(form.field('LinkedIn'), 'https://www.linkedin.com/company/acme');
    await form.user.type(form.field('Twitter/X'), 'https://facebook.com/ayesha');

    await form.user.click(form.submit());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Twitter/X URL (e.g., x.com/username)')).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('re-validates as the fields change after a submit', async () => {
    const form = renderForm();
    await form.user.click(form.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await form.user.type(form.field('Name'), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await form.user.type(form.field('LinkedIn'), 'linkedin');
    expect(screen.getByText('Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)')).toBeInTheDocument();
    await form.user.clear(form.field('LinkedIn'));
    await form.user.type(form.field('LinkedIn'), 'https://linkedin.com/in/ayesha');
    expect(screen.queryByText(/valid LinkedIn URL/)).not.toBeInTheDocument();

    await form.user.type(form.field('Twitter/X'), 'https://twitter.com/ayesha');
    expect(screen.queryByText(/valid Twitter\/X URL/)).not.toBeInTheDocument();
  });

  it('submits the values with the chosen photo when everything is valid', async () => {
    const form = renderForm();
    await fillValid(form);
    await form.user.type(form.field('Twitter/X'), 'https://x.com/ayesha');

    await form.user.click(form.submit());

    expect(form.onSubmit).toHaveBeenCalledTimes(1);
    const values = form.onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({
      name: 'Ayesha Rahman',
      role: 'CEO',
      bio: 'Leads strategy.',
      email: 'ayesha@example.com',
      linkedin: '',
      twitter: 'https://x.com/ayesha',
    });
    expect(values.image).toBeInstanceOf(File);
    expect(values.image?.name).toBe('ayesha.png');
  });

  it("has no Twitter/X field in the team members' list", async () => {
    const form = renderForm({ withTwitter: false });
    expect(within(form.dialog).queryByLabelText(labelled('Twitter/X'))).not.toBeInTheDocument();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(form.onSubmit).toHaveBeenCalledTimes(1);
  });

  it("opens as 'Edit Founder' filled in, keeping the current photo without requiring a new one", async () => {
    const form = renderForm({ person: founder });
    expect(within(form.dialog).getByRole('heading', { name: 'Edit Founder' })).toBeInTheDocument();
    expect(form.field('Name')).toHaveValue('Ayesha Rahman');
    expect(form.field('Role')).toHaveValue('Chief Executive Officer');
    expect(form.field('Bio')).toHaveValue('Ayesha leads strategy.');
    expect(form.field('Email')).toHaveValue('ayesha@example.com');
    expect(form.field('LinkedIn')).toHaveValue('https://www.linkedin.com/in/ayesha');
    expect(form.field('Twitter/X')).toHaveValue('https://x.com/ayesha');
    expect(within(form.dialog).getByRole('img', { name: 'Profile Image preview' })).toHaveAttribute('src', '/uploads/ayesha.png');

    await form.user.click(form.submit());

    expect(screen.queryByText('Profile image is required')).not.toBeInTheDocument();
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ayesha Rahman', image: null }));
  });

  it("reads 'Creating...' while creating, with every control disabled and no way to dismiss it", async () => {
    let finish: (value: void) => void = () => undefined;
    const onSubmit = submitting(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderForm({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit());

    expect(form.submit()).toHaveTextContent('Creating...');
    expect(form.submit()).toBeDisabled();
    for (const label of ['Name', 'Role', 'Bio', 'Email', 'LinkedIn', 'Twitter/X', 'Profile Image']) {
      expect(form.field(label)).toBeDisabled();
    }
    expect(within(form.dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(form.dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await form.user.keyboard('{Escape}');
    expect(form.onClose).not.toHaveBeenCalled();
    // A second submit while the first is on its way does nothing.
    fireEvent.submit(form.field('Name').closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(form.submit()).toHaveTextContent('Create Founder');
    expect(form.submit()).toBeEnabled();
    expect(form.field('Name')).toBeEnabled();
  });

  it("reads 'Saving...' while saving an edit", async () => {
    const onSubmit = submitting(() => new Promise<void>(() => undefined));
    const form = renderForm({ person: founder, onSubmit });
    expect(form.submit()).toHaveTextContent('Save Changes');

    await form.user.click(form.submit());

    expect(form.submit()).toHaveTextContent('Saving...');
    expect(form.submit()).toBeDisabled();
    expect(form.field('Email')).toBeDisabled();
  });

  it("shows the server's field messages under the fields when the save fails", async () => {
    const onSubmit = submitting(async () => ({ email: 'Email is already used', image: 'Image too large' }));
    const form = renderForm({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit());

    expect(await screen.findByText('Email is already used')).toBeInTheDocument();
    expect(form.field('Email')).toHaveAccessibleDescription('Email is already used');
    expect(screen.getByText('Image too large')).toBeInTheDocument();
    expect(form.submit()).toBeEnabled();
  });

  it('closes on Cancel and on Escape when idle', async () => {
    const form = renderForm();
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    expect(form.onClose).toHaveBeenCalledTimes(1);
    await form.user.keyboard('{Escape}');
    expect(form.onClose).toHaveBeenCalledTimes(2);
  });
});
