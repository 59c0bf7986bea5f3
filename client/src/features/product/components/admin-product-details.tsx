import { useId } from 'react';
import { FaGithub } from 'react-icons/fa';
import { FiCheckCircle, FiEdit2, FiExternalLink, FiTrash2 } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { HtmlContent } from '../../../components/ui/html-content';
import type { ProductDetailFragment } from '../../../gql-admin/graphql';
import { formatProductDate } from '../admin-product-values';
import { AdminScreenshotLink } from './admin-screenshot-link';
import { theme } from '../../../shared/theme';
import { checkList, coverImage, framedImage, unstyledList, wrapRow } from '../../../components/ui/css-helpers';
import { thumbnailFrame } from '../../../components/ui/screenshot-grid';

interface AdminProductDetailsProps {
  product: ProductDetailFragment;
  onDelete: () => void;
  deleting?: boolean;
}

/**
 * /admin/products/{id} (SPEC §2): banner, name, descriptions, features, the screenshots with their
 * count (each opens in a new tab) and a side box with slug, dates and links; 'Edit' and 'Delete'.
 */
export function AdminProductDetails({ product, onDelete, deleting = false }: AdminProductDetailsProps) {
  const descriptionId = useId();
  const featuresId = useId();
  const screenshotsId = useId();
  const infoId = useId();

  return (
    <Page aria-busy={deleting || undefined} $deleting={deleting}>
      <TopBar>
        <BackLink to="/admin/products">Back to Products</BackLink>
        <Actions>
          <ButtonLink to={`/admin/products/${product.id}/edit`} variant="secondary" icon={<FiEdit2 aria-hidden />}>
            Edit
          </ButtonLink>
          <Button variant="danger" onClick={onDelete} loading={deleting} icon={<FiTrash2 aria-hidden />}>
            Delete
          </Button>
        </Actions>
      </TopBar>

      <Banner src={product.bannerImage} alt={`${product.name} banner`} width={1200} height={600} />

      <Header>
        <h2>{product.name}</h2>
        <Lead>{product.shortDescription}</Lead>
      </Header>

      <Columns>
        <Main>
          <Box aria-labelledby={descriptionId}>
            <h3 id={descriptionId}>Full Description</h3>
            <HtmlContent html={product.fullDescription} />
          </Box>

          <Box aria-labelledby={featuresId}>
            <h3 id={featuresId}>Features</h3>
            {product.features.length > 0 ? (
              <Features>
                {product.features.map((feature, index) => (
                  <li key={`${index}-${feature}`}>
                    <FiCheckCircle aria-hidden />
                    <span>{feature}</span>
                  </li>
                ))}
              </Features>
            ) : (
              <Muted>No features listed.</Muted>
            )}
          </Box>

          <Box aria-labelledby={screenshotsId}>
            <h3 id={screenshotsId}>Screenshots ({product.screenshots.length})</h3>
            {product.screenshots.length > 0 ? (
              <Screenshots>
                {product.screenshots.map((url, index) => (
                  <li key={`${index}-${url}`}>
                    <AdminScreenshotLink url={url} alt={`${product.name} screenshot ${index + 1}`} />
                  </li>
                ))}
              </Screenshots>
            ) : (
              <Muted>No screenshots yet.</Muted>
            )}
          </Box>
        </Main>

        <Aside aria-labelledby={infoId}>
          <h3 id={infoId}>Product Info</h3>
          <Info>
            <div>
              <dt>Slug</dt>
              <dd>
                <code>{product.slug}</code>
              </dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatProductDate(product.createdAt)}</dd>
            </div>
            <div>
              <dt>Last Updated</dt>
              <dd>{formatProductDate(product.updatedAt)}</dd>
            </div>
          </Info>
          {(product.githubLink || product.liveLink) && (
            <Links>
              {product.githubLink && (
                <a href={product.githubLink} target="_blank" rel="noopener noreferrer">
                  <FaGithub aria-hidden />
                  GitHub Repository
                </a>
              )}
              {product.liveLink && (
                <a href={product.liveLink} target="_blank" rel="noopener noreferrer">
                  <FiExternalLink aria-hidden />
                  Live Demo
                </a>
              )}
            </Links>
          )}
        </Aside>
      </Columns>
    </Page>
  );
}

const Page = styled.article<{ $deleting: boolean }>`
  display: grid;
  gap: ${theme.space(6)};
  opacity: ${({ $deleting }) => ($deleting ? 0.6 : 1)};
  transition: opacity ${theme.transition};
`;

const TopBar = styled.div`
  ${wrapRow(3)}
  justify-content: space-between;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const Banner = styled.img`
  ${framedImage('2 / 1')}
`;

const Header = styled.header`
  display: grid;
  gap: ${theme.space(2)};
  h2 {
    font-size: clamp(1.5rem, 4vw, 2.25rem);
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  color: ${theme.colors.muted};
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  align-items: start;
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  min-width: 0;
`;

const boxStyles = css`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  min-width: 0;
  h3 {
    font-size: 1.2rem;
  }
`;

const Box = styled.section`
  ${boxStyles}
`;

const Aside = styled.aside`
  ${boxStyles}
  ${theme.media.lg} {
    position: sticky;
    top: ${theme.space(4)};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

const Features = styled.ul`
  ${checkList(3)}
`;

const Screenshots = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  a {
    ${thumbnailFrame}
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  img {
    display: block;
    ${coverImage('3 / 2')}
  }
`;

const Info = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  dt {
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9em;
  }
`;

const Links = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    font-weight: 600;
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
