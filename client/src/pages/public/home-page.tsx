import { FiArrowRight } from 'react-icons/fi';
import { PageHead } from '../../app/head';
import { siteConfig } from '../../app/site-config';
import { organizationJsonLd } from '../../app/structured-data';
import { ButtonLink } from '../../components/ui/button';
import { FoundersSection } from '../../features/founder/components/founders-section';
import { HomeHero } from './home/home-hero';
import { ServicesTeaser } from './home/services-teaser';
import { WhyChooseSection } from './home/why-choose-section';
import { CallToAction } from './sections/call-to-action';

/** SPEC §2 '/': hero, Why Choose, services teaser, founders (from the server), call to action. */
export function HomePage() {
  return (
    <>
      <PageHead title={siteConfig.tagline} jsonLd={organizationJsonLd} />
      <HomeHero />
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
    </>
  );
}
