import { useId } from 'react';
import { FaGithub } from 'react-icons/fa';
import { FiCheckCircle, FiExternalLink } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { BackLink } from '../../../components/ui/back-link';
import { HtmlContent } from '../../../components/ui/html-content';
import { Container } from '../../../components/ui/layout-primitives';
import type { ProductDetailFragment } from '../../../gql/graphql';
import { ProductScreenshots } from './product-screenshots';
import { HydrationBoundary } from '../../../shared/hydration-boundary';
import { theme } from '../../../shared/theme';

/**
 * SPEC §2 /products/{slug}: banner, name, short description, 'Live Demo' / 'View Code' when present,
 * 'About This Product' (HTML), 'Key Features' and 'Screenshots' when present, 'Back to Products'.
 */
export function ProductDetail({ product }: { product: ProductDetailFragment }) {
  const aboutId = useId();
  const featuresId = useId();
  const screenshotsId = useId();
  const hasLinks = Boolean(product.liveLink || product.githubLink);

  return (
    <Container>
      <Article>
        <div>
          <BackLink to="/products">Back to Products</BackLink>
        </div>
        <Banner picture={product.bannerPicture} slot="banner" defaultAlt={`${product.name} banner`} priority />
        <Header>
          <h1>{product.name}</h1>
          <Lead>{product.shortDescription}</Lead>
          {hasLinks && (
            <Actions>
              {product.liveLink && (
                <ExternalLink href={product.liveLink} target="_blank" rel="noopener noreferrer" $primary>
                  <FiExternalLink aria-hidden />
                  Live Demo
                </ExternalLink>
              )}
              {product.githubLink && (
                <ExternalLink href={product.githubLink} target="_blank" rel="noopener noreferrer">
                  <FaGithub aria-hidden />
                  View Code
                </ExternalLink>
              )}
            </Actions>
          )}
        </Header>

        {/* Below the banner and title: hydrated after them (shared/hydration-boundary.tsx). */}
        <HydrationBoundary>
          <Columns $withAside={product.features.length > 0}>
            <section aria-labelledby={aboutId}>
              <SectionTitle id={aboutId}>About This Product</SectionTitle>
              <ProductDescription html={product.fullDescription} />
            </section>
            {product.features.length > 0 && (
              <FeaturesBox aria-labelledby={featuresId}>
                <SectionTitle id={featuresId}>Key Features</SectionTitle>
                <ul>
                  {product.features.map((feature, index) => (
                    <li key={`${index}-${feature}`}>
                      <FiCheckCircle aria-hidden />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </FeaturesBox>
            )}
          </Columns>

          {product.screenshots.length > 0 && (
            <section aria-labelledby={screenshotsId}>
              <SectionTitle id={screenshotsId}>Screenshots</SectionTitle>
              <ProductScreenshots productName={product.name} screenshots={product.screenshotPictures} />
            </section>
          )}
        </HydrationBoundary>
      </Article>
    </Container>
  );
}

const Article = styled.article`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(8)} 0 ${theme.space(20)};
`;

const Banner = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Header = styled.header`
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    font-size: clamp(2rem, 6vw, 3rem);
    letter-spacing: -0.02em;
  }
`;

const Lead = styled.p`
  font-size: clamp(1.0625rem, 2.5vw, 1.25rem);
  color: ${theme.colors.muted};
  max-width: 760px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const ExternalLink = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: 10px 20px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  font-weight: 600;
  text-decoration: none;
  color: ${theme.colors.text};
  transition:
    background ${theme.transition},
    color ${theme.transition},
    border-color ${theme.transition};
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  ${({ $primary }) =>
    $primary &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover {
        background: ${theme.colors.primaryHover};
        border-color: ${theme.colors.primaryHover};
        color: ${theme.colors.primaryText};
      }
    `}
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
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(6)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  li {
    display: flex;
    gap: ${theme.space(3)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${theme.colors.success};
  }
`;
