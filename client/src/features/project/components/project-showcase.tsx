import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FiBriefcase } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { Grid, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { PublicProjectsDocument, type ProjectDetailFragment } from '../../../gql/graphql';
import { ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';
import { ProjectDetailDialog } from './project-detail-dialog';

/** SPEC §4: the work grid shows 6 placeholders while loading. */
export const PROJECT_SKELETON_COUNT = 6;

/** Cards in the first row load eagerly; the rest wait until they scroll near the viewport. */
const EAGER_CARDS = 3;

/**
 * The work grid (SPEC §2 '/work'): project cards; a card opens the full-screen detail dialog.
 * A failed fetch is only logged and shows the empty list (SPEC §4).
 */
export function ProjectShowcase() {
  const { data, loading, error } = useQuery(PublicProjectsDocument);
  const [open, setOpen] = useState<{ project: ProjectDetailFragment; opener: HTMLElement } | null>(null);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  if (loading) {
    return (
      <Grid $columns={3} aria-busy="true">
        <VisuallyHidden role="status">Loading projects…</VisuallyHidden>
        {Array.from({ length: PROJECT_SKELETON_COUNT }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }

  const projects = error ? [] : (data?.projects ?? []);
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={<FiBriefcase />}
        title="No projects to show yet"
        message="Our latest work will appear here soon. Please check back later."
      />
    );
  }

  return (
    <>
      <Grid $columns={3}>
        {projects.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            eager={index < EAGER_CARDS}
            onOpen={(selected, opener) => setOpen({ project: selected, opener })}
          />
        ))}
      </Grid>
      {open && (
        <ProjectDetailDialog project={open.project} returnFocusTo={open.opener} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
