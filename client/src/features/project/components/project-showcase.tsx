import { FiBriefcase } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { PagedCardGrid, pagedListQuery, useFirstPage } from '../../../components/ui/paged-card-grid';
import { Island } from '../../../shared/island';
import { ProjectCards, projectList } from './project-cards';
import { ProjectCardSkeleton } from './project-card-skeleton';

/** SPEC §4: the work grid shows 6 placeholders while loading. */
export const PROJECT_SKELETON_COUNT = 6;

/**
 * The work grid (SPEC §2 '/work'): project cards; a card opens the full-screen detail dialog.
 * A failed fetch is only logged and shows the empty list (SPEC §4).
 */
export function ProjectShowcase() {
  const first = useFirstPage(projectList);
  return (
    <>
      {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3 for screen readers. */}
      {first.items.length > 0 && <VisuallyHidden as="h2">Projects</VisuallyHidden>}
      <PagedCardGrid
        first={first}
        loadingLabel="Loading projects…"
        skeleton={ProjectCardSkeleton}
        skeletonCount={PROJECT_SKELETON_COUNT}
        empty={
          <EmptyState
            icon={<FiBriefcase />}
            title="No projects to show yet"
            message="Our latest work will appear here soon. Please check back later."
          />
        }
      >
        <Island name="project-cards" component={ProjectCards} props={{ firstPage: first.items }} />
      </PagedCardGrid>
    </>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
ProjectShowcase.firstQueries = () => [pagedListQuery(projectList)];

export { PROJECT_PAGE_SIZE, PROJECT_LOAD_MORE_FAILED } from './project-cards';
