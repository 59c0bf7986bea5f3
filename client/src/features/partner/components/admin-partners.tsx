import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { evictRecord, prependToRootList } from '../../../components/admin/cache-updates';
import { SortableList } from '../../../components/admin/sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { useSaveOrder } from '../../../components/admin/use-save-order';
import { fieldErrors } from '../../../components/admin/graphql-errors';
import { useSaveAltText } from '../../../components/admin/image-alt';
import { Button } from '../../../components/ui/button';
import { AdminPartnerCard } from './admin-partner-card';
import { AdminPartnerForm, type PartnerValues } from './admin-partner-form';
import { recordInput } from '../../../components/admin/record-form/record-values';
import { PARTNER_RECORD } from '@field-rules/records/partner';
import { useEditConflict } from '../../../components/admin/history/use-edit-conflict';
import {
  AdminCreatePartnerDocument,
  AdminDeletePartnerDocument,
  AdminReorderPartnersDocument,
  AdminPartnersDocument,
  AdminUpdatePartnerDocument,
  type PartnerCardFragment,
} from '../../../gql-admin/graphql';

/** The admin's partners (/admin/partners): the grid, create/edit in a modal, history, delete after confirmation. */
export function AdminPartners() {
  const { data, loading, error } = useQuery(AdminPartnersDocument);
  const [createPartner] = useMutation(AdminCreatePartnerDocument, {
    update: (cache, { data: created }) => {
      if (created) prependToRootList(cache, 'partners', created.createPartner);
    },
  });
  const [updatePartner] = useMutation(AdminUpdatePartnerDocument);
  const [saveAltText] = useSaveAltText();
  const [deletePartner] = useMutation(AdminDeletePartnerDocument, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, 'Partner', deleted.deletePartner.id);
    },
  });
  /** null: no form; { partner: null }: create; { partner }: edit. */
  const [form, setForm] = useState<{ partner: PartnerCardFragment | null } | null>(null);
  const edit = useEditConflict(form?.partner && { type: 'Partner', id: form.partner.id, version: form.partner.version });
  const history = useHistoryPanel('Partner');
  const { deleting, deleteRecord } = useConfirmedDelete();
  const saveOrder = useSaveOrder(AdminReorderPartnersDocument, { listField: 'partners', typename: 'Partner' });

  useLoadErrorToast(error, 'Error loading partners. Please refresh the page.');

  const partners = error ? [] : (data?.partners ?? []);

  const save = async (values: PartnerValues) => {
    // Both text fields are required, so create and edit send the same input (SPEC §7).
    const input = recordInput(PARTNER_RECORD, values) as { name: string; website: string };
    const logo = values.logo ? { logo: values.logo } : {};
    // After the record's save, whose logo URL may be new (issue 11).
    const saveLogoAlt = (
      saved: { id: string; name: string; logo: string } | undefined,
      storedAlt: string | null | undefined,
      justCreated = false,
    ) =>
      saveAltText({
        url: saved?.logo,
        alt: values.logoAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(values.logo),
        record: saved && { __typename: 'Partner', id: saved.id, field: 'logoPicture', fallbackAlt: `${saved.name} logo` },
      });
    try {
      if (form?.partner) {
        const { data: updated } = await updatePartner({
          variables: { id: form.partner.id, input, ...logo, expectedVersion: edit.expectedVersion() },
        });
        await saveLogoAlt(updated?.updatePartner, form.partner.logoPicture.altText);
        toast.success('Partner updated successfully!');
      } else {
        const { data: created } = await createPartner({ variables: { input, ...logo } });
        await saveLogoAlt(created?.createPartner, null, true);
        toast.success('Partner added successfully!');
      }
      setForm(null);
      return undefined;
    } catch (saveError) {
      if (await edit.caught(saveError, input)) return {};
      console.error(saveError);
      toast.error('Error saving partner. Please try again.');
      return fieldErrors(saveError);
    }
  };

  const remove = (partner: PartnerCardFragment) =>
    deleteRecord(partner.id, {
      confirmMessage: 'Are you sure you want to delete this partner?',
      remove: () => deletePartner({ variables: { id: partner.id } }),
      successMessage: 'Partner deleted successfully!',
      trashedAs: 'Partner',
      failureMessage: () => 'Error deleting partner. Please try again.',
    });

  const openCreate = () => setForm({ partner: null });
  return (
    <>
      <AdminGrid
        title="Partners"
        count={partners.length}
        addLabel="Add Partner"
        onAdd={openCreate}
        loading={loading && !data}
        loadingText="Loading partners..."
        sortable={
          <SortableList
            label="Partner order"
            items={partners.map((partner) => ({ id: partner.id, name: partner.name, detail: partner.website }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={
          <>
            <p>No partners yet.</p>
            <Button variant="secondary" onClick={openCreate}>
              Add Your First Partner
            </Button>
          </>
        }
      >
        {partners.map((partner) => (
          <AdminPartnerCard
            key={partner.id}
            partner={partner}
            onEdit={() => setForm({ partner })}
            onHistory={() => history.open(partner)}
            onDelete={() => void remove(partner)}
            deleting={deleting.has(partner.id)}
          />
        ))}
      </AdminGrid>
      {history.panel}
      {form && (
        <AdminPartnerForm
          key={form.partner?.id ?? 'new'}
          partner={form.partner}
          conflict={edit.offer}
          onSubmit={save}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
