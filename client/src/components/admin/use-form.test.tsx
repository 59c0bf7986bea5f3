import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TextField } from './form-fields';
import { useForm } from './use-form';
import { EMAIL_MESSAGE, EMAIL_PATTERN, requiredMessage } from './validators';

function EmailForm({ onValid }: { onValid: (values: { email: string }) => void }) {
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => {
      if (!values.email.trim()) return { email: requiredMessage('Email') };
      if (!EMAIL_PATTERN.test(values.email)) return { email: EMAIL_MESSAGE };
      return {};
    },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField label="Email" value={form.values.email} onChange={(v) => form.setValue('email', v)} error={form.errors.email} />
      <button type="submit">Save</button>
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
