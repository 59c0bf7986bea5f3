import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TextField } from '../admin/form-fields';
import { DRAFT_DELAY_MS, forgetDrafts, useForm } from './use-form';
import { EMAIL_MESSAGE, isEmailAddress, requiredMessage } from '@field-rules';

function EmailForm({ onValid }: { onValid: (values: { email: string }) => void | Promise<void | Record<string, string>> }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => {
      if (!values.email.trim()) return { email: requiredMessage('Email') };
      if (!isEmailAddress(values.email)) return { email: EMAIL_MESSAGE };
      return {};
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField label="Email" value={form.values.email} onChange={(v) => form.setValue('email', v)} error={form.errors.email} />
      <button type="submit">{form.submitting ? 'Saving...' : 'Save'}</button>
    </form>
  );
}

describe('useForm', () => {
  it('stays quiet while typing before the first submit', async () => {
    renderWithProviders(<EmailForm onValid={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates on submit, then again on every change', async () => {
    const onValid = jest.fn();
    renderWithProviders(<EmailForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'a@b');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await userEvent.type(screen.getByLabelText('Email'), '.co');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co' });
  });
});

describe('useForm while submitting', () => {
  it('marks the form as submitting, ignores a second submit, and shows the field errors it resolves with', async () => {
    let finish: (errors?: Record<string, string>) => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void | Record<string, string>>((resolve) => (finish = resolve)));
    renderWithProviders(<EmailForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    expect(onValid).toHaveBeenCalledTimes(1);

    await act(async () => finish({ email: 'Email is already taken' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email is already taken');
  });
});

function DraftForm({ draftKey }: { draftKey: string }) {
  const form = useForm({
    initialValues: { title: 'Stored title', picture: null as File | null },
    validate: () => ({}),
    draftKey,
  });
  return (
    <form noValidate>
      {form.draft && (
        <div role="status">
          Draft from {form.draft.savedAt}
          <button type="button" onClick={form.draft.restore}>
            Restore
          </button>
          <button type="button" onClick={form.draft.discard}>
            Discard
          </button>
        </div>
      )}
      <TextField label="Title" value={form.values.title} onChange={(v) => form.setValue('title', v)} />
      <button type="button" onClick={() => form.setValue('picture', new File(['x'], 'x.png', { type: 'image/png' }))}>
        Pick
      </button>
    </form>
  );
}

describe('useForm drafts (draftKey)', () => {
  const stored = () => JSON.parse(window.localStorage.getItem('form-draft:Post:1') ?? 'null') as { values: object } | null;

  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps what is typed a moment after the change, without files, and drops it when the form closes in the app', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderWithProviders(<DraftForm draftKey="Post:1" />);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Typed title');
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(stored()).toBeNull();
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(stored()?.values).toEqual({ title: 'Typed title' });

    unmount();
    expect(stored()).toBeNull();
  });

  it('offers a draft left by a closed tab; Restore brings it back, Discard forgets it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const draft = JSON.stringify({ savedAt: '2026-11-28T00:20:00.000Z', values: { title: 'Unsaved title' } });
    window.localStorage.setItem('form-draft:Post:1', draft);
    const first = renderWithProviders(<DraftForm draftKey="Post:1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Draft from 2026-11-28T00:20:00.000Z');
    expect(screen.getByLabelText('Title')).toHaveValue('Stored title');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Unsaved title');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem('form-draft:Post:1', draft);
    renderWithProviders(<DraftForm draftKey="Post:1" />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Stored title');
    expect(stored()).toBeNull();
    // A draft that equals the stored values is nothing to offer.
    window.localStorage.setItem('form-draft:Post:2', JSON.stringify({ savedAt: 'x', values: { title: 'Stored title' } }));
    renderWithProviders(<DraftForm draftKey="Post:2" />);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('forgets every kept draft, and nothing else, when the admin signs out (forgetDrafts)', () => {
    window.localStorage.setItem('form-draft:Post:1', '{}');
    window.localStorage.setItem('form-draft:Partner:new', '{}');
    window.localStorage.setItem('theme', 'dark');
    forgetDrafts();
    expect(Object.keys(window.localStorage)).toEqual(['theme']);
  });
});
