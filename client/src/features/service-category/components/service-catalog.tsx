import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FaCode } from 'react-icons/fa';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { PublicServiceCategoriesDocument } from '../../../gql/graphql';
import { ServiceCatalogSkeleton } from './service-catalog-skeleton';
import { ServiceCategorySection } from './service-category-section';
import { theme } from '../../../shared/theme';

/**
 * Every service, grouped under its category heading (SPEC §2 '/services'). SPEC §4: skeletons while
 * loading; a failed fetch is only logged and shows the empty list.
 */
export function ServiceCatalog() {
  const { data, loading, error } = useQuery(PublicServiceCategoriesDocument);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  if (loading) return <ServiceCatalogSkeleton />;

  // A category without services would be a heading over nothing; leave it out.
  const groups = (error ? [] : (data?.serviceCategories ?? [])).filter((group) => group.services.length > 0);
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
    <Root>
      {groups.map((group) => (
        <ServiceCategorySection key={group.id} group={group} />
      ))}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${theme.space(16)};
`;
