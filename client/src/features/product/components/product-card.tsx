import { FiArrowRight, FiCheck } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, clampLines, liftOnHover } from '../../../components/ui/layout-primitives';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ProductCardFragment } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

/** SPEC §2/§9: a product card lists the first 3 features, then '+N more features'. */
export const CARD_FEATURE_LIMIT = 3;

interface ProductCardProps {
  product: ProductCardFragment;
  /** Cards in the first row are above the fold and load at once; the rest load lazily. */
  imageLoading?: 'lazy' | 'eager';
}

export function ProductCard({ product, imageLoading = 'lazy' }: ProductCardProps) {
  const shown = product.features.slice(0, CARD_FEATURE_LIMIT);
  const more = product.features.length - shown.length;
  return (
    <Root>
      <Banner picture={product.bannerPicture} slot="card" defaultAlt={product.name} eager={imageLoading === 'eager'} />
      <Body>
        <Title>
          <StretchedLink to={`/products/${product.slug}`}>{product.name}</StretchedLink>
        </Title>
        <Description>{product.shortDescription}</Description>
        {shown.length > 0 && (
          <Features aria-label={`${product.name} features`}>
            {shown.map((feature, index) => (
              <li key={`${index}-${feature}`}>
                <FiCheck aria-hidden />
                <span>{feature}</span>
              </li>
            ))}
          </Features>
        )}
        {more > 0 && <More>+{more} more features</More>}
        <Cta aria-hidden>
          Learn more <FiArrowRight />
        </Cta>
      </Body>
    </Root>
  );
}

const Root = styled(Card)`
  position: relative;
  height: 100%;
  ${liftOnHover({ raise: true })}
`;

const Banner = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
  flex: 1;
`;

const Title = styled.h2`
  font-size: 1.25rem;
`;

/** The whole card is clickable through the title link's overlay; the link keeps a short accessible name. */
const StretchedLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Description = styled.p`
  color: ${theme.colors.muted};
  ${clampLines(2)}
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  font-size: 0.9375rem;
  li {
    display: flex;
    gap: ${theme.space(2)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${theme.colors.success};
  }
`;

const More = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.primary};
`;

const Cta = styled.span`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 600;
  color: ${theme.colors.primary};
`;
