import { FaCode } from 'react-icons/fa';
import { EmptyState } from '../../../components/ui/empty-state';
import { Stack } from '../../../components/ui/layout-primitives';
import { usePublicList } from '../../../components/ui/use-public-list';
import { PublicServiceCategoriesDocument } from '../../../gql/graphql';
import { ServiceCatalogSkeleton } from './service-catalog-skeleton';
import { ServiceCategorySection } from './service-category-section';

/**
 * Every service, grouped under its category heading (SPEC §2 '/services'). SPEC §4: skeletons while
 * loading; a failed fetch is only logged and shows the empty list.
 */
export function ServiceCatalog() {
  const { items, loading } = usePublicList(PublicServiceCategoriesDocument, (data) => data.serviceCategories);
  if (loading) return <ServiceCatalogSkeleton />;

  // A category without services would be a heading over nothing; leave it out.
  const groups = items.filter((group) => group.services.length > 0);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<FaCode />}
        title="No services to show yet"
        message="We are putting our service list together. Please check back soon."
      />
    );
  }

  return (
    <Stack $gap={16}>
      {groups.map((group) => (
        <ServiceCategorySection key={group.id} group={group} />
      ))}
    </Stack>
  );
}

ServiceCatalog.firstQueries = () => [{ document: PublicServiceCategoriesDocument }];
