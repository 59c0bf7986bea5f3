import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { FiClock, FiMinus, FiPlus, FiSave } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminListLoading } from '../../../components/admin/admin-grid';
import { ErrorText, FormGrid, TextAreaField, TextField } from '../../../components/admin/form-fields';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { RevisionPolicyPanel } from '../../../components/admin/history/revision-policy-form';
import { useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { useForm } from '../../../components/forms/use-form';
import { Button, Spinner } from '../../../components/ui/button';
import {
  AdminSiteSettingsDocument,
  AdminUpdateSiteSettingsDocument,
  type SiteSettingsFieldsFragment,
} from '../../../gql-admin/graphql';
import { ConflictNotice } from '../../../components/admin/history/conflict-notice';
import { useEditConflict } from '../../../components/admin/history/use-edit-conflict';
import { MAX_PHONES, type RecordField } from '@field-rules';
import { SITE_SETTINGS_RECORD } from '@field-rules/records/site-settings';
import { hintOf } from '../../../components/admin/record-form/record-values';
import {
  LABELS,
  LINK_FIELDS,
  settingsInput,
  settingsValues,
  validateSettings,
  type SiteSettingsValues,
} from '../site-settings-values';
import { cardSurface } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

export const SETTINGS_TEXTS = {
  loading: 'Loading settings...',
  loadFailed: 'Error loading settings. Please refresh the page.',
  saved: 'Settings saved successfully!',
  saveFailed: 'Error saving settings. Please try again.',
} as const;

/**
 * /admin/settings: the company's details, social links and the home hero's texts, which the public
 * site shows (footer, contact page, home, page titles). One form, saved at once; the saved settings
 * go through the Apollo cache, so an open public page in this tab shows them without a reload.
 */
export function AdminSiteSettings() {
  const { data, loading, error } = useQuery(AdminSiteSettingsDocument, { fetchPolicy: 'cache-and-network' });
  useLoadErrorToast(error, SETTINGS_TEXTS.loadFailed);
  const history = useHistoryPanel('SiteSettings');
  return (
    <section aria-labelledby="settings-title">
      <Head>
        <TitleRow>
          <h2 id="settings-title">Site Settings</h2>
          {data && (
            <Button
              variant="secondary"
              size="sm"
              icon={<FiClock aria-hidden />}
              onClick={() => history.open({ id: data.siteSettings.id, name: 'Site Settings' })}
            >
              History
            </Button>
          )}
        </TitleRow>
        <p>What visitors see in the footer, on the contact page, in the home page's hero and in page titles.</p>
      </Head>
      {history.panel}
      {loading && !data ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {SETTINGS_TEXTS.loading}
        </AdminListLoading>
      ) : data ? (
        // A newer version (this form's save, or one read again) starts the form afresh from it.
        <SettingsForm key={`${data.siteSettings.id}:${data.siteSettings.version}`} settings={data.siteSettings} />
      ) : null}
      {data && <RevisionPolicyPanel />}
    </section>
  );
}

function SettingsForm({ settings }: { settings: SiteSettingsFieldsFragment & { version: number } }) {
  const [update] = useMutation(AdminUpdateSiteSettingsDocument);
  const formId = useId();
  const edit = useEditConflict({ type: 'SiteSettings', id: settings.id, version: settings.version });
  const {
    values,
    errors,
    submitting: saving,
    setValue,
    handleSubmit,
  } = useForm<SiteSettingsValues>({
    initialValues: settingsValues(settings),
    validate: validateSettings,
  });

  const submit = handleSubmit(async (current) => {
    const input = settingsInput(current);
    try {
      await update({ variables: { input, expectedVersion: edit.expectedVersion() } });
      toast.success(SETTINGS_TEXTS.saved);
      return undefined;
    } catch (saveError) {
      if (await edit.caught(saveError, input)) return {};
      console.error(saveError);
      toast.error(SETTINGS_TEXTS.saveFailed);
      return fieldErrors(saveError);
    }
  });

  const text = (field: keyof typeof LABELS, extra: { type?: string; multiline?: boolean } = {}) => {
    const props = {
      label: LABELS[field],
      required: true,
      value: values[field],
      onChange: (value: string) => setValue(field, value),
      error: errors[field],
      disabled: saving,
    };
    return extra.multiline ? <TextAreaField {...props} rows={3} /> : <TextField {...props} type={extra.type} />;
  };

  const setPhone = (index: number, value: string) =>
    setValue(
      'phones',
      values.phones.map((phone, i) => (i === index ? value : phone)),
    );

  return (
    <>
      {edit.offer && <ConflictNotice offer={edit.offer} formId={formId} onDiscarded={() => undefined} />}
      <Form id={formId} onSubmit={submit} noValidate aria-label="Site settings">
        <Panel aria-labelledby="settings-company">
          <h3 id="settings-company">Company</h3>
          <FormGrid $columns={2}>
            {text('companyName')}
            {text('tagline')}
            {text('email', { type: 'email' })}
            {text('address')}
          </FormGrid>
          <Phones role="group" aria-labelledby="settings-phones">
            <h4 id="settings-phones">Phone numbers</h4>
            {values.phones.map((phone, index) => (
              // By position: rows have no identity of their own.
              <PhoneRow key={index}>
                <TextField
                  label={`Phone ${index + 1}`}
                  required={index === 0}
                  type="tel"
                  value={phone}
                  onChange={(value) => setPhone(index, value)}
                  disabled={saving}
                />
                {values.phones.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<FiMinus aria-hidden />}
                    aria-label={`Remove phone ${index + 1}`}
                    disabled={saving}
                    onClick={() =>
                      setValue(
                        'phones',
                        values.phones.filter((_, i) => i !== index),
                      )
                    }
                  />
                )}
              </PhoneRow>
            ))}
            {errors.phones && <ErrorText role="alert">{errors.phones}</ErrorText>}
            {values.phones.length < MAX_PHONES && (
              <Button
                variant="secondary"
                size="sm"
                icon={<FiPlus aria-hidden />}
                disabled={saving}
                onClick={() => setValue('phones', [...values.phones, ''])}
              >
                Add Phone Number
              </Button>
            )}
          </Phones>
        </Panel>

        <Panel aria-labelledby="settings-social">
          <h3 id="settings-social">Social links</h3>
          <FormGrid $columns={2}>
            {LINK_FIELDS.map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                type="url"
                placeholder={(SITE_SETTINGS_RECORD.fields[field] as RecordField).placeholder}
                value={values[field]}
                onChange={(value) => setValue(field, value)}
                error={errors[field]}
                disabled={saving}
                hint={hintOf(SITE_SETTINGS_RECORD.fields[field], 'edit')}
              />
            ))}
          </FormGrid>
        </Panel>

        <Panel aria-labelledby="settings-hero">
          <h3 id="settings-hero">Home page hero</h3>
          <FormGrid>
            {text('heroBadge')}
            {text('heroTitle')}
            {text('heroText', { multiline: true })}
          </FormGrid>
        </Panel>

        <Actions>
          <Button type="submit" loading={saving} icon={<FiSave aria-hidden />}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </Actions>
      </Form>
    </>
  );
}

const Head = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(6)};
  h2 {
    font-size: 1.5rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(6)};
  max-width: 960px;
`;

const Panel = styled.section`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  ${cardSurface}
  h3 {
    font-size: 1.125rem;
  }
`;

const Phones = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: start;
  h4 {
    font-size: 0.95rem;
  }
  & > div {
    width: 100%;
  }
`;

const PhoneRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  max-width: 420px;
  & > :first-child {
    flex: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
