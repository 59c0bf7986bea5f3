import styled from 'styled-components';
import { PageHead } from '../../shared/head';
import { Container, Section } from '../../components/ui/layout-primitives';
import { PageHero } from '../../components/ui/page-hero';
import { BlogPostGrid } from '../../features/blog-post/components/blog-post-grid';
import { theme } from '../../shared/theme';
import { StaticContent } from '../../shared/static-content';

/** SPEC §2 /blog: a grid of post cards, each linking to /blog/{slug}. */
export function BlogPage() {
  return (
    <>
      <PageHead title="Blog" description="Notes from our engineers on software, AI and building products that last." />
      <StaticContent>
        <PageHero
          eyebrow="Our Blog"
          title="Insights & Ideas"
          subtitle="Notes from our engineers on software, AI and building products that last."
        />
      </StaticContent>
      <GridSection>
        <Container>
          <BlogPostGrid />
        </Container>
      </GridSection>
    </>
  );
}

const GridSection = styled(Section)`
  padding-top: ${theme.space(8)};
`;

/** Its list's first page (shared/first-queries.ts). */
BlogPage.firstQueries = BlogPostGrid.firstQueries;
