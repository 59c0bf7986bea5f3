import { PageHead } from '../../shared/head';
import { HydrationBoundary } from '../../shared/hydration-boundary';
import { Container, Section } from '../../components/ui/layout-primitives';
import { PageHero } from '../../components/ui/page-hero';
import { ProjectShowcase } from '../../features/project/components/project-showcase';
import { StaticContent } from '../../shared/static-content';

/** SPEC §2 '/work': the grid of project cards; a card opens the project's detail dialog. */
export function WorkPage() {
  return (
    <>
      <PageHead
        title="Our Work"
        description="Projects we have designed, built and shipped for our clients: platforms, apps and AI systems."
      />
      <StaticContent>
        <PageHero
          eyebrow="Portfolio"
          title="Our Work"
          subtitle="A selection of products and platforms we have designed, built and shipped for our clients."
        />
      </StaticContent>
      {/* The cards hydrate after the title (shared/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <Section>
          <Container>
            <ProjectShowcase />
          </Container>
        </Section>
      </HydrationBoundary>
    </>
  );
}

/** Its list's first page (shared/first-queries.ts). */
WorkPage.firstQueries = ProjectShowcase.firstQueries;
