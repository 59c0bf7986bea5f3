import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { EMAIL_MESSAGE, isBlank, isEmailAddress, requiredMessage } from '@field-rules';
import { useCallback, useId, useRef, type ChangeEvent } from 'react';
import { toast } from '../../../shared/toast';
import { FiSend } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { Button } from '../../../components/ui/button';
import { SubmitContactMessageDocument } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

type Field = 'name' | 'email' | 'message';
/** `website` is the honeypot: hidden from people, so only bots fill it in; the server then drops the message. */
type Values = Record<Field | 'website', string>;
type Errors = FormErrors<Values>;

const FIELDS: Field[] = ['name', 'email', 'message'];
const EMPTY: Values = { name: '', email: '', message: '', website: '' };

/** SPEC §8: the contact form's toasts, word for word. */
const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
const CONTACT_ERROR_MESSAGE = 'There was an error sending your message. Please try again.';

/** SPEC §5: name, email and message required; the email must be email-shaped (the server's own check). */
export function validateContact(values: Values): Errors {
  const errors: Errors = {};
  if (isBlank(values.name)) errors.name = requiredMessage('Name');
  if (isBlank(values.email)) errors.email = requiredMessage('Email');
  else if (!isEmailAddress(values.email.trim())) errors.email = EMAIL_MESSAGE;
  if (isBlank(values.message)) errors.message = requiredMessage('Message');
  return errors;
}

/** The server's per-field messages (BAD_USER_INPUT with extensions.fields), for the fields this form has. */
function serverFieldErrors(error: unknown): Errors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Errors = {};
  for (const graphQLError of error.errors) {
    const fields = graphQLError.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const field of FIELDS) {
      const message = (fields as Record<string, unknown>)[field];
      if (typeof message === 'string') errors[field] = message;
    }
  }
  return errors;
}

/**
 * The contact form (SPEC §4/§5/§8), on the same form hook as every other form: validates on
 * submit, then re-validates as the fields change; 'Sending...' while the message is on its way
 * (a second submit is ignored); clears the fields on success, keeps them on failure.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useCallback((found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, []);
  const { values, errors, submitting, setValue, handleSubmit, reset } = useForm({
    initialValues: EMPTY,
    validate: validateContact,
    onInvalid: focusFirstInvalid,
  });
  const [submitMessage] = useMutation(SubmitContactMessageDocument);
  const idPrefix = useId();
  const ids = (field: Field) => ({ input: `${idPrefix}-${field}`, error: `${idPrefix}-${field}-error` });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValue(event.target.name as keyof Values, event.target.value);

  const send = handleSubmit(async (sent): Promise<Errors | void> => {
    try {
      await submitMessage({
        variables: {
          input: {
            name: sent.name.trim(),
            email: sent.email.trim(),
            message: sent.message.trim(),
            // Sent only when filled, like the REST contract's plain JSON submission.
            ...(sent.website ? { website: sent.website } : {}),
          },
        },
      });
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY);
    } catch (error) {
      console.error(error);
      toast.error(CONTACT_ERROR_MESSAGE);
      return serverFieldErrors(error);
    }
  });

  const fieldProps = (field: Field) => ({
    id: ids(field).input,
    name: field,
    value: values[field],
    onChange: handleChange,
    required: true,
    disabled: submitting,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? ids(field).error : undefined,
  });

  const errorFor = (field: Field) =>
    errors[field] ? (
      <ErrorText id={ids(field).error} role="alert">
        {errors[field]}
      </ErrorText>
    ) : null;

  return (
    <Form ref={formRef} onSubmit={send} noValidate aria-label="Contact form">
      <FieldRow>
        <label htmlFor={ids('name').input}>Name</label>
        <Input type="text" autoComplete="name" placeholder="Your name" {...fieldProps('name')} />
        {errorFor('name')}
      </FieldRow>
      <FieldRow>
        <label htmlFor={ids('email').input}>Email</label>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...fieldProps('email')} />
        {errorFor('email')}
      </FieldRow>
      <FieldRow>
        <label htmlFor={ids('message').input}>Message</label>
        {/* SPEC §5: the message box has six rows. */}
        <TextArea rows={6} placeholder="Tell us about your project" {...fieldProps('message')} />
        {errorFor('message')}
      </FieldRow>
      {/* Off-screen rather than display:none, which some bots skip; out of the tab order and the accessibility tree. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input
          id={`${idPrefix}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={handleChange}
        />
      </Honeypot>
      <Button type="submit" size="lg" loading={submitting} icon={<FiSend aria-hidden />}>
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  > button {
    justify-self: stretch;
  }
  ${theme.media.sm} {
    > button {
      justify-self: start;
    }
  }
`;

const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const fieldStyles = css`
  width: 100%;
  min-width: 0;
  padding: ${`${theme.space(3)} ${theme.space(4)}`};
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  transition: border-color ${theme.transition};
  &::placeholder {
    color: ${theme.colors.muted};
    opacity: 0.8;
  }
  &:focus-visible {
    border-color: ${theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${fieldStyles}
`;

const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
  min-height: 9rem;
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-size: 0.875rem;
`;
