import styled from 'styled-components';
import { AdminCard, moreCount } from '../../../components/admin/admin-card';
import { ChipList } from '../../../components/ui/chip-list';
import type { ServiceCategoryGroupFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

/** SPEC §9 admin truncations: 2 services and 3 features per service (also per category), then '+N more'. */
const SHOWN_SERVICES = 2;
const SHOWN_FEATURES = 3;

interface AdminServiceCategoryCardProps {
  serviceCategory: ServiceCategoryGroupFragment;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A service category in the admin grid: heading, its features and its first services. */
export function AdminServiceCategoryCard({
  serviceCategory,
  onEdit,
  onHistory,
  onDelete,
  deleting,
}: AdminServiceCategoryCardProps) {
  const { category, features, services } = serviceCategory;
  const moreServices = moreCount(services.length, SHOWN_SERVICES);
  return (
    <AdminCard name={category} onEdit={onEdit} onHistory={onHistory} onDelete={onDelete} deleting={deleting}>
      <Stack>
        <Title>{category}</Title>
        <ChipList label={`${category} features`} items={features} max={SHOWN_FEATURES} />
        {services.length > 0 && (
          <Services aria-label={`${category} services`}>
            {services.slice(0, SHOWN_SERVICES).map((service) => (
              <li key={service.id}>
                <h4>{service.title}</h4>
                <ChipList label={`${service.title} features`} items={service.features} max={SHOWN_FEATURES} />
              </li>
            ))}
          </Services>
        )}
        {moreServices && <MoreServices>{moreServices}</MoreServices>}
      </Stack>
    </AdminCard>
  );
}

const Title = styled.h3`
  /* Room for the edit and delete buttons in the card's top-right corner. */
  padding-right: ${theme.space(20)};
  overflow-wrap: anywhere;
`;

const Services = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  h4 {
    font-size: 0.95rem;
    margin-bottom: ${theme.space(1.5)};
    overflow-wrap: anywhere;
  }
`;

const MoreServices = styled.p`
  && {
    color: ${theme.colors.primary};
  }
  font-size: 0.85rem;
  font-weight: 600;
`;

/** AdminCard's body is a grid stretched to the row's height; a single child keeps these rows from spreading out. */
const Stack = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(2.5)};
`;
