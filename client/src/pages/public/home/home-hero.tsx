import { FiArrowRight, FiStar } from 'react-icons/fi';
import { ButtonLink } from '../../../components/ui/button';
import { MarketingHero } from '../sections/marketing-hero';

/** SPEC §2 '/': badge, headline, subtitle, 'Get Started' to /contact and 'View Our Work' to /work. */
export function HomeHero() {
  return (
    <MarketingHero
      tall
      badge={
        <>
          <FiStar aria-hidden />
          Trusted by many worldwide
        </>
      }
      title="Building the Future with AI"
      text="We design and build custom software, intelligent automation and machine-learning products that help businesses work smarter and grow faster."
      actions={
        <>
          <ButtonLink to="/contact" size="lg">
            Get Started
            <FiArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink to="/work" variant="secondary" size="lg">
            View Our Work
          </ButtonLink>
        </>
      }
    />
  );
}
