import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import {
  AdminDeleteServiceCategoryDocument,
  AdminServiceCategoriesDocument,
  type ServiceCategoryGroupFragment,
} from '../../../gql-admin/graphql';
import { AdminServiceCategoryCard } from './admin-service-category-card';
import { AdminServiceCategoryForm } from './admin-service-category-form';

type Editor = { record: ServiceCategoryGroupFragment | null } | null;

/** The admin's service categories: grid, create/edit modal and delete (SPEC §2, §4, §8). */
export function AdminServiceCategories() {
  const { data, loading, error } = useQuery(AdminServiceCategoriesDocument);
  const [deleteCategory] = useMutation(AdminDeleteServiceCategoryDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const { deleting, deleteRecord } = useConfirmedDelete();

  useLoadErrorToast(error, 'Error loading services. Please refresh the page.');

  const categories = data?.serviceCategories ?? [];

  const onDelete = (id: string) =>
    deleteRecord(id, {
      confirmMessage: 'Are you sure you want to delete this service?',
      remove: () =>
        deleteCategory({
          variables: { id },
          update: (cache) => evictRecord(cache, 'ServiceCategory', id),
        }),
      successMessage: 'Service deleted successfully!',
      failureMessage: () => 'Error deleting service. Please try again.',
    });

  return (
    <>
      <AdminGrid
        title="Services"
        count={categories.length}
        addLabel="Add Service Category"
        onAdd={() => setEditor({ record: null })}
        loading={loading}
        loadingText="Loading services..."
        empty={<p>No service categories yet. Add the first one to fill the services page.</p>}
      >
        {categories.map((category) => (
          <AdminServiceCategoryCard
            key={category.id}
            serviceCategory={category}
            onEdit={() => setEditor({ record: category })}
            onDelete={() => void onDelete(category.id)}
            deleting={deleting.has(category.id)}
          />
        ))}
      </AdminGrid>
      {editor && <AdminServiceCategoryForm serviceCategory={editor.record} onClose={() => setEditor(null)} />}
    </>
  );
}
