import { print } from 'graphql';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { SubmitContactMessageDocument } from '../../gql/graphql';
import { serverActionContext } from '../../shared/server-action-context';
import {
  CONTACT_ERROR_MESSAGE,
  contactFieldErrors,
  contactInput,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-rules';

/** What the contact page shows after its form was posted to the server (no scripts yet, or none at all). */
export type ContactActionResult =
  | { outcome: 'sent' }
  | {
      outcome: 'refused';
      /** What the visitor typed, given back so nothing is lost (never the honeypot). */
      values: Omit<ContactValues, 'website'>;
      errors: ContactErrors;
      /** SPEC §8's failure text, or the server's own reason (too many messages, busy). */
      message: string;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * POST /contact, a real form post (docs/decisions/045-forms-before-scripts.md): the same checks as the page's
 * scripts make, then the same submitContactMessage mutation both doors run (server validation, honeypot, the
 * per-address limit), answered with the contact page showing SPEC §8's success or failure text. The status
 * says which: 200 sent, 400 invalid, 429 too many, 500 anything else.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { executeGraphQL } = serverActionContext(context);
  const form = await request.formData();
  const values: ContactValues = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    message: text(form, 'message'),
    website: text(form, 'website'),
  };
  const kept = { name: values.name, email: values.email, message: values.message };
  const refused = (status: number, errors: ContactErrors, message = CONTACT_ERROR_MESSAGE) =>
    data<ContactActionResult>({ outcome: 'refused', values: kept, errors, message }, { status });

  const invalid = validateContact(values);
  if (Object.keys(invalid).length > 0) return refused(400, invalid);

  const result = await executeGraphQL({
    query: print(SubmitContactMessageDocument),
    variables: { input: contactInput(values) },
    operationName: 'SubmitContactMessage',
  });
  const errors = result.errors ?? [];
  if (errors.length === 0) return data<ContactActionResult>({ outcome: 'sent' }, { status: 200 });
  const code = errors[0].extensions?.code;
  if (code === 'BAD_USER_INPUT') return refused(400, contactFieldErrors(errors));
  if (code === 'TOO_MANY_REQUESTS') return refused(429, {}, `${CONTACT_ERROR_MESSAGE} ${errors[0].message}`);
  return refused(500, {});
}
