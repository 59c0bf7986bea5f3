import { FiArrowRight } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AdminCard, moreCount, truncate } from '../../../components/admin/admin-card';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import type { ProductCardFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

/** SPEC §9 admin truncations: short description cut at 100 characters, first 3 features then '+N more'. */
const DESCRIPTION_LIMIT = 100;
const FEATURE_LIMIT = 3;

interface AdminProductCardProps {
  product: ProductCardFragment;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A product in the admin grid: banner, name, short description, features, 'View', edit and delete. */
export function AdminProductCard({ product, onHistory, onDelete, deleting = false }: AdminProductCardProps) {
  const navigate = useNavigate();
  const features = product.features.slice(0, FEATURE_LIMIT);
  const more = moreCount(product.features.length, FEATURE_LIMIT);

  return (
    <AdminCard
      name={product.name}
      image={product.bannerImage}
      onEdit={() => navigate(`/admin/products/${product.id}/edit`)}
      onHistory={onHistory}
      onDelete={onDelete}
      deleting={deleting}
    >
      <h3>{product.name}</h3>
      <p>{truncate(product.shortDescription, DESCRIPTION_LIMIT)}</p>
      {features.length > 0 && (
        <Chips aria-label={`${product.name} features`}>
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`}>{feature}</li>
          ))}
          {more && <MoreChip>{more}</MoreChip>}
        </Chips>
      )}
      <ViewLink to={`/admin/products/${product.id}`}>
        View<VisuallyHidden> {product.name}</VisuallyHidden>
        <FiArrowRight aria-hidden />
      </ViewLink>
    </AdminCard>
  );
}

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    padding: 2px 10px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    font-size: 0.8rem;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const MoreChip = styled.li`
  && {
    background: transparent;
    border-style: dashed;
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const ViewLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  margin-top: ${theme.space(1)};
  font-weight: 600;
  color: ${theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
