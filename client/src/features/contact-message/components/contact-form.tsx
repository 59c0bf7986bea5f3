import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../shared/toast';
import { FiSend } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { useForm } from '../../../components/forms/use-form';
import { Button } from '../../../components/ui/button';
import { SubmitContactMessageDocument } from '../../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../../shared/graphql-request';
import { theme } from '../../../shared/theme';
import type { ContactActionResult } from '../contact-action';
import {
  CONTACT_ERROR_MESSAGE,
  CONTACT_FIELDS,
  CONTACT_SUCCESS_MESSAGE,
  EMPTY_CONTACT,
  contactFieldErrors,
  contactInput,
  validateContact,
  type ContactErrors as Errors,
  type ContactField as Field,
  type ContactValues as Values,
} from '../contact-rules';

/** The server's per-field messages (BAD_USER_INPUT with extensions.fields), for the fields this form has. */
function serverFieldErrors(error: unknown): Errors {
  return error instanceof GraphQLRequestError ? contactFieldErrors(error.errors) : {};
}

/**
 * The contact form (SPEC §4/§5/§8), on the same form hook as every other form: validates on
 * submit, then re-validates as the fields change; 'Sending...' while the message is on its way
 * (a second submit is ignored); clears the fields on success, keeps them on failure.
 *
 * It is also a real form (POST /contact): sent before the page's scripts have taken over, or without
 * scripts at all, the server runs the same checks and mutation (contact-action.ts) and answers with
 * this page, whose `result` is then shown here: SPEC §8's text, the fields' messages and what was typed.
 * An island (shared/island.tsx): it sends with fetch, not Apollo, and its ids are fixed (one form per page).
 */
export function ContactForm({ result }: { result?: ContactActionResult }) {
  const formRef = useRef<HTMLFormElement>(null);
  const refused = result?.outcome === 'refused' ? result : undefined;
  // The server's answer to a post made without scripts, until the visitor sends again.
  const [outcome, setOutcome] = useState(result);
  const focusFirstInvalid = useCallback((found: Errors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, []);
  const { values, errors, submitting, setValue, handleSubmit, reset } = useForm({
    initialValues: refused ? { ...EMPTY_CONTACT, ...refused.values } : EMPTY_CONTACT,
    initialErrors: refused?.errors,
    validate: validateContact,
    onInvalid: focusFirstInvalid,
  });
  const idPrefix = 'contact';
  const ids = (field: Field) => ({ input: `${idPrefix}-${field}`, error: `${idPrefix}-${field}-error` });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValue(event.target.name as keyof Values, event.target.value);

  const send = handleSubmit(async (sent): Promise<Errors | void> => {
    setOutcome(undefined);
    try {
      await graphqlRequest(SubmitContactMessageDocument, { input: contactInput(sent) });
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY_CONTACT);
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
    // method and action: a submit before the scripts have loaded is a POST to this page, never a GET with the text in the URL.
    <Form ref={formRef} method="post" action="/contact" onSubmit={send} noValidate aria-label="Contact form">
      {outcome?.outcome === 'sent' && <Outcome role="status">{CONTACT_SUCCESS_MESSAGE}</Outcome>}
      {outcome?.outcome === 'refused' && (
        <Outcome role="alert" $failed>
          {outcome.message}
        </Outcome>
      )}
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

const Outcome = styled.p<{ $failed?: boolean }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${({ $failed }) => ($failed ? theme.colors.danger : theme.colors.primary)};
  font-weight: 500;
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-size: 0.875rem;
`;
