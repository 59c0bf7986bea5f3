import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { answerGraphQL, restoreFetch, type GraphQLAnswer, type GraphQLCall } from '../../../testing/graphql-fetch';
import { IN_FLIGHT } from '../../../testing/in-flight';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactForm } from './contact-form';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const FAILURE = 'There was an error sending your message. Please try again.';

const input = { name: 'Sara Khan', email: 'sara@example.com', message: 'We need a mobile app.' };

const sent = { data: { submitContactMessage: { id: 'c1', submittedAt: '2026-11-21T10:00:00.000Z' } } };

/** Answers the form's mutation with `answer`, checking it is the contact mutation. */
function answerMutation(answer: (call: GraphQLCall) => GraphQLAnswer, delay = 0) {
  return answerGraphQL(
    (call) => {
      if (call.operationName !== 'SubmitContactMessage') throw new Error(`Unexpected operation ${call.operationName}`);
      return answer(call);
    },
    { delay },
  );
}

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <ContactForm />
    </>,
  );
  return {
    user,
    name: screen.getByLabelText('Name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    submit: () => screen.getByRole('button', { name: /send message|sending/i }),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>) {
  await user.type(fields.name, input.name);
  await user.type(fields.email, input.email);
  await user.type(fields.message, input.message);
}

describe('ContactForm', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
    restoreFetch();
  });

  it('labels its fields, requires them all and gives the message box six rows', () => {
    const form = renderForm();
    expect(form.name).toBeRequired();
    expect(form.email).toBeRequired();
    expect(form.message).toBeRequired();
    expect(form.message.tagName).toBe('TEXTAREA');
    expect(form.message).toHaveAttribute('rows', '6');
  });

  it('shows a required message under every empty field on submit', async () => {
    const form = renderForm();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await form.user.click(form.submit());

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(form.name).toHaveAccessibleDescription('Name is required');
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['Sara Khan <sara@example.com>', '"sara khan"@example.com', 'sara@localhost'])(
    'refuses %s as the server does',
    async (address) => {
      const form = renderForm();
      await form.user.type(form.email, address);
      await form.user.click(form.submit());
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    },
  );

  it('asks for an email-shaped address', async () => {
    const form = renderForm();
    await form.user.type(form.name, input.name);
    await form.user.type(form.email, 'sara@example');
    await form.user.type(form.message, input.message);

    await form.user.click(form.submit());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
  });

  it('re-validates a field as it changes after a submit', async () => {
    const form = renderForm();
    await form.user.click(form.submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await form.user.type(form.name, 'S');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(form.name).not.toHaveAttribute('aria-invalid');

    await form.user.type(form.email, 'sara@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await form.user.type(form.email, 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it("reads 'Sending...' and is disabled while sending, and ignores a second submit", async () => {
    const calls = answerMutation(() => sent, IN_FLIGHT);
    const form = renderForm();
    await fillIn(form.user, form);

    await form.user.click(form.submit());

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    // A second submit (Enter in a field, say) while the first is on its way does nothing.
    fireEvent.submit(button.closest('form')!);

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].variables).toEqual({ input });
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('thanks the visitor and clears the fields on success', async () => {
    answerMutation(() => sent);
    const form = renderForm();
    await fillIn(form.user, form);

    await form.user.click(form.submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(form.name).toHaveValue(''));
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs the error, shows the failure toast and keeps the fields when sending fails', async () => {
    answerMutation(() => new Error('Network down'));
    const form = renderForm();
    await fillIn(form.user, form);

    await form.user.click(form.submit());

    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Network down' }));
    expect(form.name).toHaveValue(input.name);
    expect(form.email).toHaveValue(input.email);
    expect(form.message).toHaveValue(input.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('has a honeypot field people never meet: off the accessibility tree and the tab order, never autofilled', async () => {
    const form = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeInTheDocument();
    expect(honeypot).toHaveAttribute('type', 'text');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Website', hidden: true })).toBe(honeypot);

    await form.user.click(form.name);
    const reached: Element[] = [];
    for (let step = 0; step < 4; step += 1) {
      await form.user.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).toEqual([form.email, form.message, form.submit(), document.body]);
  });

  it('sends what a bot puts in the honeypot (the server drops that message) and thanks it like anyone', async () => {
    const website = 'https://cheap-pills.example';
    const calls = answerMutation(() => sent);
    const form = renderForm();
    await fillIn(form.user, form);
    // Bots fill fields by name, not by sight.
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: website } });

    await form.user.click(form.submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(calls[0].variables).toEqual({ input: { ...input, website } });
    await waitFor(() => expect(document.querySelector('input[name="website"]')).toHaveValue(''));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the server's field messages under the fields", async () => {
    answerMutation(() => ({
      errors: [
        {
          message: 'Please enter a valid email address',
          extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Please enter a valid email address' } },
        },
      ],
    }));
    const form = renderForm();
    await fillIn(form.user, form);

    await form.user.click(form.submit());

    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(form.email).toHaveValue(input.email);
  });
});
