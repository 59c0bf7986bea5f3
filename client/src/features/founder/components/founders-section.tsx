import { ProfileSection } from '../../../components/ui/profile-grid';
import { usePublicList } from '../../../components/ui/use-public-list';
import { PublicFoundersDocument } from '../../../gql/graphql';
import { FounderCard } from './founder-card';

/**
 * The founders, loaded from the server (home and about pages).
 * SPEC §4: skeletons while loading; a fetch error is only logged and the list shows empty.
 */
export function FoundersSection({ muted = false }: { muted?: boolean }) {
  const list = usePublicList(PublicFoundersDocument, (data) => data.founders);
  return (
    <ProfileSection {...SECTION_TEXTS} muted={muted} list={list} renderItem={(founder) => <FounderCard founder={founder} />} />
  );
}

const SECTION_TEXTS = {
  title: 'Meet Our Founders',
  subtitle: 'The people who started it all, and who still work on every project with our clients.',
  loadingLabel: 'Loading founders',
  emptyTitle: 'No founders to show yet',
};

FoundersSection.firstQueries = () => [{ document: PublicFoundersDocument }];
