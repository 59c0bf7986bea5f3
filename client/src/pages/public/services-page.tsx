import { PageHead } from '../../shared/head';
import { Container, Section } from '../../components/ui/layout-primitives';
import { PageHero } from '../../components/ui/page-hero';
import { ServiceCatalog } from '../../features/service-category/components/service-catalog';
import { StaticContent } from '../../shared/static-content';

/** SPEC §2 '/services': services grouped by category. */
export function ServicesPage() {
  return (
    <>
      <PageHead
        title="Services"
        description="Custom software development, AI automation and machine learning services, grouped by category, from the first prototype to production."
      />
      <StaticContent>
        <PageHero
          eyebrow="What We Do"
          title="Our Services"
          subtitle="Software and AI solutions built around your goals, from the first prototype to production at scale."
        />
        <Section>
          <Container>
            <ServiceCatalog />
          </Container>
        </Section>
      </StaticContent>
    </>
  );
}

ServicesPage.firstQueries = ServiceCatalog.firstQueries;
