import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_DESCRIPTION_MESSAGE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_MESSAGE,
  webhookUrlProblem,
} from '@field-rules';
import { CheckboxField, ErrorText, FormGrid, TextField } from '../../../components/admin/form-fields';
import { FormModal } from '../../../components/admin/form-modal';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import {
  AdminCreateWebhookEndpointDocument,
  AdminUpdateWebhookEndpointDocument,
  type AdminWebhookEndpointFragment,
} from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

interface WebhookValues {
  url: string;
  description: string;
  events: string[];
  active: boolean;
}

export function validateWebhook(values: WebhookValues): FormErrors<WebhookValues> {
  const errors: FormErrors<WebhookValues> = {};
  const url = webhookUrlProblem(values.url);
  if (url) errors.url = url;
  if (values.description.trim().length > WEBHOOK_DESCRIPTION_MAX) errors.description = WEBHOOK_DESCRIPTION_MESSAGE;
  if (values.events.length === 0) errors.events = WEBHOOK_EVENTS_MESSAGE;
  return errors;
}

/** Adds an endpoint (then its secret is shown once: onCreated) or changes one. */
export function WebhookForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: AdminWebhookEndpointFragment | null;
  onClose: () => void;
  onCreated: (endpoint: AdminWebhookEndpointFragment, secret: string) => void;
}) {
  const [create] = useMutation(AdminCreateWebhookEndpointDocument);
  const [update] = useMutation(AdminUpdateWebhookEndpointDocument);
  const { values, errors, submitting, handleSubmit, field, setValue } = useForm<WebhookValues>({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['published'],
      active: endpoint?.active ?? true,
    },
    validate: validateWebhook,
  });
  const submit = handleSubmit(async (form) => {
    const input = { url: form.url.trim(), description: form.description.trim(), events: form.events, active: form.active };
    try {
      if (endpoint) {
        await update({ variables: { id: endpoint.id, input } });
        toast.success('Webhook endpoint updated');
        onClose();
      } else {
        const { data } = await create({ variables: { input } });
        if (data) onCreated(data.createWebhookEndpoint.endpoint, data.createWebhookEndpoint.secret);
      }
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      const fields = fieldErrors(saveError);
      toast.error(fields?.url ?? 'Error saving the webhook endpoint. Please try again.');
      return fields;
    }
  });
  const toggle = (event: string, on: boolean) =>
    setValue(
      'events',
      WEBHOOK_EVENTS.filter((known) => (known === event ? on : values.events.includes(known))),
    );
  return (
    <FormModal
      title={endpoint ? 'Edit Webhook Endpoint' : 'Add Webhook Endpoint'}
      size="md"
      onClose={onClose}
      onSubmit={submit}
      saving={submitting}
      submitLabel={endpoint ? 'Save Endpoint' : 'Add Endpoint'}
      creating={!endpoint}
    >
      <FormGrid>
        <TextField
          label="Endpoint URL"
          type="url"
          required
          placeholder="https://example.com/webhooks"
          autoComplete="off"
          hint="Each delivery is a signed POST of JSON to this address."
          {...field('url')}
        />
        <TextField label="Description" placeholder="e.g. Rebuild the static mirror" {...field('description')} />
        <Events aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              label={WEBHOOK_EVENT_LABELS[event]}
              checked={values.events.includes(event)}
              onChange={(on) => toggle(event, on)}
            />
          ))}
          {errors.events && (
            <ErrorText id="webhook-events-error" role="alert">
              {errors.events}
            </ErrorText>
          )}
        </Events>
        <CheckboxField label="Active (gets deliveries)" checked={values.active} onChange={(on) => setValue('active', on)} />
      </FormGrid>
    </FormModal>
  );
}

const Events = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  legend {
    padding: 0 ${theme.space(1)};
    font-weight: 600;
  }
`;
