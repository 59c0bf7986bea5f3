import { useId } from 'react';
import { FiCheckCircle } from 'react-icons/fi';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { CheckList } from '../../../components/ui/check-list';
import { checkList, framedImage, surfacePanel } from '../../../components/ui/css-helpers';
import { DemoAndCodeLinks } from '../../../components/ui/demo-and-code-links';
import { DetailHeader, DetailLead, DetailPage } from '../../../components/ui/detail-parts';
import { HtmlContent } from '../../../components/ui/html-content';
import type { ProductDetailFragment } from '../../../gql/graphql';
import { ProductScreenshots } from './product-screenshots';
import { theme } from '../../../shared/theme';

/**
 * SPEC §2 /products/{slug}: banner, name, short description, 'Live Demo' / 'View Code' when present,
 * 'About This Product' (HTML), 'Key Features' and 'Screenshots' when present, 'Back to Products'.
 */
export function ProductDetail({ product }: { product: ProductDetailFragment }) {
  const aboutId = useId();
  const featuresId = useId();
  const screenshotsId = useId();

  return (
    <DetailPage backTo="/products" backLabel="Back to Products">
      <Banner picture={product.bannerPicture} slot="banner" defaultAlt={`${product.name} banner`} priority />
      <Header>
        <h1>{product.name}</h1>
        <Lead>{product.shortDescription}</Lead>
        <DemoAndCodeLinks liveUrl={product.liveLink} codeUrl={product.githubLink} codeLabel="View Code" />
      </Header>

      <Columns $withAside={product.features.length > 0}>
        <section aria-labelledby={aboutId}>
          <SectionTitle id={aboutId}>About This Product</SectionTitle>
          <ProductDescription html={product.fullDescription} />
        </section>
        {product.features.length > 0 && (
          <FeaturesBox aria-labelledby={featuresId}>
            <SectionTitle id={featuresId}>Key Features</SectionTitle>
            <Features items={product.features} icon={FiCheckCircle} />
          </FeaturesBox>
        )}
      </Columns>

      {product.screenshots.length > 0 && (
        <section aria-labelledby={screenshotsId}>
          <SectionTitle id={screenshotsId}>Screenshots</SectionTitle>
          <ProductScreenshots productName={product.name} screenshots={product.screenshotPictures} />
        </section>
      )}
    </DetailPage>
  );
}

const Banner = styled(ResponsiveImage)`
  ${framedImage('2 / 1')}
`;

const Header = styled(DetailHeader)`
  h1 {
    font-size: clamp(2rem, 6vw, 3rem);
  }
`;

const Lead = styled(DetailLead)`
  max-width: 760px;
`;

const Columns = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: ${theme.space(8)};
  align-items: start;
  ${theme.media.lg} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;

const SectionTitle = styled.h2`
  font-size: clamp(1.375rem, 3.5vw, 1.75rem);
  margin-bottom: ${theme.space(4)};
`;

/** 'About This Product' as visitors see it; the admin's editor previews with it (features/rich-text). */
export const ProductDescription = styled(HtmlContent)`
  & > :first-child {
    margin-top: 0;
  }
`;

const FeaturesBox = styled.section`
  ${surfacePanel}
  padding: ${theme.space(6)};
`;

const Features = styled(CheckList)`
  ${checkList(3)}
`;
