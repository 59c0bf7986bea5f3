import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
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
  const confirm = useConfirm();
  const { data, loading, error } = useQuery(AdminServiceCategoriesDocument);
  const [deleteCategory] = useMutation(AdminDeleteServiceCategoryDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast.error('Error loading services. Please refresh the page.');
  }, [error]);

  const categories = data?.serviceCategories ?? [];

  const onDelete = async (id: string) => {
    if (!(await confirm('Are you sure you want to delete this service?'))) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      await deleteCategory({
        variables: { id },
        update: (cache) => evictRecord(cache, 'ServiceCategory', id),
      });
      toast.success('Service deleted successfully!');
    } catch (deleteError) {
      console.error(deleteError);
      toast.error('Error deleting service. Please try again.');
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

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
