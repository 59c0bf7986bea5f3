import styled from 'styled-components';
import { PageHead } from '../../shared/head';
import { Container, Section } from '../../components/ui/layout-primitives';
import { PageHero } from '../../components/ui/page-hero';
import { ProductGrid } from '../../features/product/components/product-grid';
import { theme } from '../../shared/theme';
import { StaticContent } from '../../shared/static-content';

/** SPEC §2 /products: a grid of product cards, each linking to /products/{slug}. */
export function ProductsPage() {
  return (
    <>
      <PageHead
        title="Products"
        description="Ready-made software and AI products crafted by our team, each one solving a real business problem."
      />
      <StaticContent>
        <PageHero
          eyebrow="Our Products"
          title="Products Built to Scale"
          subtitle="Ready-made software and AI products crafted by our team, each one solving a real business problem."
        />
      </StaticContent>
      <GridSection>
        <Container>
          <ProductGrid />
        </Container>
      </GridSection>
    </>
  );
}

const GridSection = styled(Section)`
  padding-top: ${theme.space(8)};
`;

/** Its list's first page (shared/first-queries.ts). */
ProductsPage.firstQueries = ProductGrid.firstQueries;
