import { useSiteSettings } from '../../../shared/site-settings';
import { Button } from '../../../components/ui/button';
import { MarketingHero } from '../sections/marketing-hero';

/** SPEC §2 '/about': the hero's buttons have no target, so they are plain buttons that do nothing. */
export function AboutHero() {
  const { companyName } = useSiteSettings();
  return (
    <MarketingHero
      badge="About Us"
      title={`About ${companyName}`}
      text="We are a software and AI company from Islamabad, Pakistan. We help businesses around the world turn bold ideas into reliable, intelligent products."
      actions={
        <>
          <Button size="lg">Our Story</Button>
          <Button size="lg" variant="secondary">
            Join Our Journey
          </Button>
        </>
      }
    />
  );
}
