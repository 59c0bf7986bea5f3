import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSaveAltText } from '../../components/admin/image-alt';
import { BackLink } from '../../components/ui/back-link';
import { DocumentTitle } from '../../components/ui/document-title';
import type { ProductFormValues } from '../../features/product/admin-product-values';
import { theme } from '../../shared/theme';

interface ProductFormPageProps {
  documentTitle: string;
  back: { to: string; label: string };
  heading: string;
  children: ReactNode;
}

/** The frame of the add and edit product pages (SPEC §2): a back link above the heading and the form. */
export function ProductFormPage({ documentTitle, back, heading, children }: ProductFormPageProps) {
  return (
    <Page>
      <DocumentTitle title={documentTitle} />
      <div>
        <BackLink to={back.to}>{back.label}</BackLink>
      </div>
      <h2>{heading}</h2>
      {children}
    </Page>
  );
}

/**
 * Saves the banner's alt text after the product's own save, to the saved banner's URL, which may
 * be new (issue 11). `before` is the alt text the product had (none when this save created it).
 */
export function useSaveBannerAlt() {
  const [saveAltText] = useSaveAltText();
  return (
    saved: { id: string; name: string; bannerImage: string } | undefined,
    values: ProductFormValues,
    before: { storedAlt: string | null; justCreated?: boolean },
  ) =>
    saveAltText({
      url: saved?.bannerImage,
      alt: values.bannerAlt,
      ...before,
      newImage: Boolean(before.justCreated || values.bannerImage),
      record: saved && { __typename: 'Product', id: saved.id, field: 'bannerPicture', fallbackAlt: saved.name },
    });
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  max-width: 960px;
  h2 {
    font-size: 1.5rem;
  }
`;
