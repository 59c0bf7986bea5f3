import { FiArrowRight } from 'react-icons/fi';
import { PageHead } from '../../shared/head';
import { StaticContent } from '../../shared/static-content';
import { useSiteSettings } from '../../shared/site-settings';
import { organizationJsonLd } from '../../shared/structured-data';
import { ButtonLink } from '../../components/ui/button-link';
import { FoundersSection } from '../../features/founder/components/founders-section';
import { PartnersStrip } from '../../features/partner/components/partners-strip';
import { HomeHero } from './home/home-hero';
import { ServicesTeaser } from './home/services-teaser';
import { WhyChooseSection } from './home/why-choose-section';
import { CallToAction } from './sections/call-to-action';

/**
 * SPEC §2 '/': hero, Why Choose, services teaser, founders (from the server), call to action; between the
 * hero and Why Choose the partners strip ('Trusted by'), which is not there when there are no partners.
 */
export function HomePage() {
  const settings = useSiteSettings();
  return (
    <>
      <PageHead title={settings.tagline} jsonLd={organizationJsonLd(settings)} />
      {/* Text, pictures and links only: kept as the server rendered them (shared/static-content.tsx). */}
      <StaticContent>
        <HomeHero />
        <PartnersStrip />
        <WhyChooseSection />
        <ServicesTeaser />
        <FoundersSection />
        <CallToAction
          title="Ready to Transform Your Ideas?"
          text="Tell us what you want to build. We will help you shape the idea, plan the work and ship it."
          actions={
            <ButtonLink to="/contact" size="lg">
              Get Started Today
              <FiArrowRight aria-hidden />
            </ButtonLink>
          }
          notes={['Free consultation available', '24/7 support included']}
        />
      </StaticContent>
    </>
  );
}

HomePage.firstQueries = () => [...PartnersStrip.firstQueries(), ...FoundersSection.firstQueries()];
