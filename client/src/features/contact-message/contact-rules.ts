import { EMAIL_MESSAGE, isBlank, isEmailAddress, requiredMessage } from '@field-rules';
import type { FormErrors } from '../../components/forms/use-form';

export type ContactField = 'name' | 'email' | 'message';
/** `website` is the honeypot: hidden from people, so only bots fill it in; the server then drops the message. */
export type ContactValues = Record<ContactField | 'website', string>;
export type ContactErrors = FormErrors<ContactValues>;

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'message'];
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '', website: '' };

/** SPEC §8: the contact form's toasts, word for word (also the page's own text when the form was posted without scripts). */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_ERROR_MESSAGE = 'There was an error sending your message. Please try again.';

/** SPEC §5: name, email and message required; the email must be email-shaped (the server's own check). */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (isBlank(values.name)) errors.name = requiredMessage('Name');
  if (isBlank(values.email)) errors.email = requiredMessage('Email');
  else if (!isEmailAddress(values.email.trim())) errors.email = EMAIL_MESSAGE;
  if (isBlank(values.message)) errors.message = requiredMessage('Message');
  return errors;
}

/** The submitContactMessage input for these values: trimmed, the honeypot only when filled (as the REST contract sends it). */
export function contactInput(values: ContactValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The server's per-field messages (BAD_USER_INPUT `extensions.fields`), for the fields this form has. */
export function contactFieldErrors(errors: readonly { extensions?: Record<string, unknown> }[]): ContactErrors {
  const found: ContactErrors = {};
  for (const error of errors) {
    const fields = error.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const field of CONTACT_FIELDS) {
      const message = (fields as Record<string, unknown>)[field];
      if (typeof message === 'string') found[field] = message;
    }
  }
  return found;
}
