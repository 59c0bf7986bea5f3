import { personLinks, ProfileCard } from '../../../components/ui/profile-card';
import type { FounderCardFragment } from '../../../gql/graphql';

/** SPEC §3 Founder: image, name, role, bio (5 lines), and email / LinkedIn / Twitter links when present. */
export function FounderCard({ founder }: { founder: FounderCardFragment }) {
  return (
    <ProfileCard
      name={founder.name}
      role={founder.role}
      bio={founder.bio}
      picture={founder.picture}
      links={personLinks(founder)}
    />
  );
}
