import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { evictRecord } from '../../../components/admin/cache-updates';
import { NestedList, SortableList } from '../../../components/admin/sortable-list';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { ORDER_FAILED_MESSAGE, ORDER_SAVED_MESSAGE, useSaveOrder } from '../../../components/admin/use-save-order';
import {
  AdminDeleteServiceCategoryDocument,
  AdminReorderServiceCategoriesDocument,
  AdminReorderServicesDocument,
  type AdminReorderServicesMutation,
  AdminServiceCategoriesDocument,
  type AdminServiceCategoriesQuery,
} from '../../../gql-admin/graphql';
import { AdminServiceCategoryCard } from './admin-service-category-card';
import { AdminServiceCategoryForm } from './admin-service-category-form';

/** The admin list's records carry their version, which an edit's save sends back. */
type Editor = { record: AdminServiceCategoriesQuery['serviceCategories'][number] | null } | null;

/** The admin's service categories: grid, create/edit modal and delete (SPEC §2, §4, §8). */
export function AdminServiceCategories() {
  const { data, loading, error } = useQuery(AdminServiceCategoriesDocument);
  const [deleteCategory] = useMutation(AdminDeleteServiceCategoryDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const history = useHistoryPanel('ServiceCategory');
  const { deleting, deleteRecord } = useConfirmedDelete();
  const saveOrder = useSaveOrder(AdminReorderServiceCategoriesDocument, {
    listField: 'serviceCategories',
    typename: 'ServiceCategory',
  });
  const [reorderServices] = useMutation(AdminReorderServicesDocument);

  /** The services inside one category: one request; the category's list moves at once (optimistic). */
  const saveServiceOrder = async (categoryId: string, ids: string[]) => {
    try {
      await reorderServices({
        variables: { categoryId, ids },
        optimisticResponse: {
          reorderServices: {
            __typename: 'ServiceCategory',
            id: categoryId,
            services: ids.map((id, position) => ({ __typename: 'Service', id, position })),
          },
          // The typenames let Apollo write the list into the cached category (the generated types leave them out).
        } as AdminReorderServicesMutation,
      });
      toast.success(ORDER_SAVED_MESSAGE);
    } catch (error) {
      console.error(error);
      toast.error(ORDER_FAILED_MESSAGE);
    }
  };

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
      trashedAs: 'ServiceCategory',
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
        sortable={
          <SortableList
            label="Service category order"
            items={categories.map((category) => ({
              id: category.id,
              name: category.category,
              detail: `${category.services.length} ${category.services.length === 1 ? 'service' : 'services'}`,
              children: category.services.length > 1 && (
                <NestedList>
                  <SortableList
                    label={`${category.category} service order`}
                    items={category.services.map((service) => ({ id: service.id, name: service.title }))}
                    onReorder={(ids) => void saveServiceOrder(category.id, ids)}
                  />
                </NestedList>
              ),
            }))}
            onReorder={(ids) => void saveOrder(ids)}
          />
        }
        empty={<p>No service categories yet. Add the first one to fill the services page.</p>}
      >
        {categories.map((category) => (
          <AdminServiceCategoryCard
            key={category.id}
            serviceCategory={category}
            onEdit={() => setEditor({ record: category })}
            onHistory={() => history.open({ id: category.id, name: category.category })}
            onDelete={() => void onDelete(category.id)}
            deleting={deleting.has(category.id)}
          />
        ))}
      </AdminGrid>
      {history.panel}
      {editor && <AdminServiceCategoryForm serviceCategory={editor.record} onClose={() => setEditor(null)} />}
    </>
  );
}
