import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../components/admin/admin-grid';
import { evictRecord, prependToRootList } from '../../components/admin/cache-updates';
import { SortableList } from '../../components/admin/sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../../components/admin/use-admin-list';
import { useSaveOrder } from '../../components/admin/use-save-order';
import { fieldErrors } from '../../components/admin/graphql-errors';
import { useSaveAltText } from '../../components/admin/image-alt';
import { Button } from '../../components/ui/button';
import { AdminFounderCard } from '../../features/founder/components/admin-founder-card';
import {
  AdminCreateFounderDocument,
  AdminDeleteFounderDocument,
  AdminReorderFoundersDocument,
  AdminFoundersDocument,
  AdminUpdateFounderDocument,
  type FounderCardFragment,
} from '../../gql-admin/graphql';
import { PersonForm } from './people/person-form';
import { personCreateInput, personUpdateInput, type PersonValues } from './people/person-values';

/** /admin and /admin/founders: the founders grid with create/edit in a modal and delete after confirmation. */
export function FoundersAdminPage() {
  const { data, loading, error } = useQuery(AdminFoundersDocument);
  const [createFounder] = useMutation(AdminCreateFounderDocument, {
    update: (cache, { data: created }) => {
      if (created) prependToRootList(cache, 'founders', created.createFounder);
    },
  });
  const [updateFounder] = useMutation(AdminUpdateFounderDocument);
  const [saveAltText] = useSaveAltText();
  const [deleteFounder] = useMutation(AdminDeleteFounderDocument, {
    update: (cache, { data: deleted }) => {
      if (deleted) evictRecord(cache, 'Founder', deleted.deleteFounder.id);
    },
  });
  /** null: no form; { founder: null }: create; { founder }: edit. */
  const [form, setForm] = useState<{ founder: FounderCardFragment | null } | null>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();
  const saveOrder = useSaveOrder(AdminReorderFoundersDocument, { listField: 'founders', typename: 'Founder' });

  useLoadErrorToast(error, 'Error loading founders. Please refresh the page.');

  const founders = error ? [] : (data?.founders ?? []);

  const save = async (values: PersonValues) => {
    const image = values.image ? { image: values.image } : {};
    // After the record's save, whose photo URL may be new (issue 11).
    const saveImageAlt = (
      saved: { id: string; name: string; image: string } | undefined,
      storedAlt: string | null | undefined,
      justCreated = false,
    ) =>
      saveAltText({
        url: saved?.image,
        alt: values.imageAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(values.image),
        record: saved && { __typename: 'Founder', id: saved.id, field: 'picture', fallbackAlt: saved.name },
      });
    try {
      if (form?.founder) {
        const { data: updated } = await updateFounder({
          variables: { id: form.founder.id, input: personUpdateInput(values, { withTwitter: true }), ...image },
        });
        await saveImageAlt(updated?.updateFounder, form.founder.picture.altText);
        toast.success('Founder updated successfully!');
      } else {
        const { data: created } = await createFounder({
          variables: { input: personCreateInput(values, { withTwitter: true }), ...image },
        });
        await saveImageAlt(created?.createFounder, null, true);
        toast.success('Founder added successfully!');
      }
      setForm(null);
      return undefined;
    } catch (saveError) {
      console.error(saveError);
      toast.error('Error saving founder. Please try again.');
      return fieldErrors(saveError);
    }
  };

  const remove = (founder: FounderCardFragment) =>
    deleteRecord(founder.id, {
      confirmMessage: 'Are you sure you want to delete this founder?',
      remove: () => deleteFounder({ variables: { id: founder.id } }),
      successMessage: 'Founder deleted successfully!',
      failureMessage: () => 'Error deleting founder. Please try again.',
    });

  const openCreate = () => setForm({ founder: null });
  return (
    <>
      <AdminGrid
        title="Founders"
        count={founders.length}
        addLabel="Add Founder"
        onAdd={openCreate}
        loading={loading && !data}
        loadingText="Loading founders..."
        sortable={
          <SortableList
            label="Founder order"
            items={founders.map((founder) => ({ id: founder.id, name: founder.name, detail: founder.role }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={
          <>
            <p>No founders yet.</p>
            <Button variant="secondary" onClick={openCreate}>
              Add Your First Founder
            </Button>
          </>
        }
      >
        {founders.map((founder) => (
          <AdminFounderCard
            key={founder.id}
            founder={founder}
            onEdit={() => setForm({ founder })}
            onDelete={() => void remove(founder)}
            deleting={deleting.has(founder.id)}
          />
        ))}
      </AdminGrid>
      {form && (
        <PersonForm
          key={form.founder?.id ?? 'new'}
          entityLabel="Founder"
          withTwitter
          person={form.founder}
          onSubmit={save}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );
}
