import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { AdminListScreen, type ListScreenConfig } from '../../../components/admin/admin-list-screen';
import { NestedList, SortableList } from '../../../components/admin/sortable-list';
import { ORDER_FAILED_MESSAGE, ORDER_SAVED_MESSAGE } from '../../../components/admin/use-save-order';
import {
  AdminCreateServiceCategoryDocument,
  AdminDeleteServiceCategoryDocument,
  AdminReorderServiceCategoriesDocument,
  AdminReorderServicesDocument,
  type AdminReorderServicesMutation,
  AdminServiceCategoriesDocument,
  type AdminServiceCategoriesQuery,
  AdminUpdateServiceCategoryDocument,
} from '../../../gql-admin/graphql';
import { AdminServiceCategoryCard } from './admin-service-category-card';
import { AdminServiceCategoryForm } from './admin-service-category-form';
import { toServiceCategoryInput, type ServiceCategoryFormValues } from './admin-service-category-values';

const SERVICE_CATEGORIES: ListScreenConfig<
  AdminServiceCategoriesQuery['serviceCategories'][number],
  'ServiceCategory',
  'serviceCategories'
> = {
  typename: 'ServiceCategory',
  listField: 'serviceCategories',
  // The SPEC's texts call a category a service ('Service added successfully!'); its Add button and order list don't.
  noun: { one: 'service', many: 'services', label: 'service category' },
  documents: {
    list: AdminServiceCategoriesDocument,
    create: AdminCreateServiceCategoryDocument,
    update: AdminUpdateServiceCategoryDocument,
    remove: AdminDeleteServiceCategoryDocument,
    reorder: AdminReorderServiceCategoriesDocument,
  },
};

/**
 * The admin's service categories (/admin/services, SPEC §2, §4, §8): the list screen (AdminListScreen) with each
 * category's services, which are ordered inside it in the order list.
 */
export function AdminServiceCategories() {
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

  return (
    <AdminListScreen
      config={SERVICE_CATEGORIES}
      orderItem={(category) => ({
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
      })}
      card={(category, actions) => <AdminServiceCategoryCard key={category.id} serviceCategory={category} {...actions} />}
      empty={<p>No service categories yet. Add the first one to fill the services page.</p>}
      prepareSave={(values: ServiceCategoryFormValues) => ({ input: toServiceCategoryInput(values) })}
      form={({ row, conflict, onSubmit, onClose }) => (
        <AdminServiceCategoryForm serviceCategory={row} conflict={conflict} onSubmit={onSubmit} onClose={onClose} />
      )}
    />
  );
}
