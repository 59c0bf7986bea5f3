import { DocumentTitle } from '../../components/ui/document-title';
import { Container, Section } from '../../components/ui/layout-primitives';
import { PageHero } from '../../components/ui/page-hero';
import { ServiceCatalog } from '../../features/service-category/components/service-catalog';

/** SPEC §2 '/services': services grouped by category. */
export function ServicesPage() {
  return (
    <>
      <DocumentTitle title="Services" />
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
    </>
  );
}
