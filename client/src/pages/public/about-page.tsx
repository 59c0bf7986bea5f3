import { Button } from '../../components/ui/button';
import { PageHead } from '../../shared/head';
import { FoundersSection } from '../../features/founder/components/founders-section';
import { TeamSection } from '../../features/team-member/components/team-section';
import { AboutHero } from './about/about-hero';
import { CoreValuesSection } from './about/core-values-section';
import { PurposeSection } from './about/purpose-section';
import { CallToAction } from './sections/call-to-action';
import { StaticContent } from '../../shared/static-content';

/**
 * SPEC §2 '/about', in the SPEC's order: hero, Our Purpose, Core Values, founders, call to action, Meet Our Team.
 * The hero's and the call to action's buttons have no target (plain buttons).
 */
export function AboutPage() {
  return (
    <>
      <PageHead
        title="About Us"
        description="Our mission, vision and core values, and the founders and team behind our software and AI work in Islamabad, Pakistan."
      />
      {/* The hero and the call to action have buttons: outside the static parts (shared/static-content.tsx). */}
      <AboutHero />
      <StaticContent>
        <PurposeSection />
        <CoreValuesSection />
        <FoundersSection muted />
      </StaticContent>
      <CallToAction
        title="Let's Build Something Great Together"
        text="Whether you have a detailed plan or just an idea, we would love to hear about it."
        actions={
          <>
            <Button size="lg">Start a Project</Button>
            <Button size="lg" variant="secondary">
              Schedule a Call
            </Button>
          </>
        }
      />
      <StaticContent>
        <TeamSection muted />
      </StaticContent>
    </>
  );
}

AboutPage.firstQueries = () => [...FoundersSection.firstQueries(), ...TeamSection.firstQueries()];
