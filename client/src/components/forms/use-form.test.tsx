import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TextField } from '../admin/form-fields';
import { useForm } from './use-form';
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
