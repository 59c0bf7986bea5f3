import { FiArrowRight, FiStar } from 'react-icons/fi';
import { useSiteSettings } from '../../../shared/site-settings';
import { ButtonLink } from '../../../components/ui/button-link';
import { MarketingHero } from '../sections/marketing-hero';

/** SPEC §2 '/': badge, headline, subtitle (texts from the site settings), 'Get Started' to /contact and 'View Our Work' to /work. */
export function HomeHero() {
  const { heroBadge, heroTitle, heroText } = useSiteSettings();
  return (
    <MarketingHero
      tall
      badge={
        <>
          <FiStar aria-hidden />
          {heroBadge}
        </>
      }
      title={heroTitle}
      text={heroText}
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
