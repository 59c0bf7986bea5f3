import { FiArrowRight } from 'react-icons/fi';
import styled from 'styled-components';
import { CardBody, CardTitleLink, CardFooterCta, LinkCard } from '../../../components/ui/card-parts';
import { CheckList } from '../../../components/ui/check-list';
import { checkList, coverImage } from '../../../components/ui/css-helpers';
import { clampLines } from '../../../components/ui/layout-primitives';
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
    <LinkCard>
      <Banner picture={product.bannerPicture} slot="card" defaultAlt={product.name} eager={imageLoading === 'eager'} />
      <CardBody>
        <Title>
          <CardTitleLink href={`/products/${product.slug}`}>{product.name}</CardTitleLink>
        </Title>
        <Description>{product.shortDescription}</Description>
        {shown.length > 0 && <Features items={shown} label={`${product.name} features`} />}
        {more > 0 && <More>+{more} more features</More>}
        <CardFooterCta aria-hidden>
          Learn more <FiArrowRight />
        </CardFooterCta>
      </CardBody>
    </LinkCard>
  );
}

const Banner = styled(ResponsiveImage)`
  ${coverImage('2 / 1')}
`;

const Title = styled.h2`
  font-size: 1.25rem;
`;

const Description = styled.p`
  color: ${theme.colors.muted};
  ${clampLines(2)}
`;

const Features = styled(CheckList)`
  ${checkList(2)}
  font-size: 0.9375rem;
`;

const More = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.primary};
`;
