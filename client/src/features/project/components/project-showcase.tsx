import { useApolloClient } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { FiBriefcase } from 'react-icons/fi';
import { EmptyState } from '../../../components/ui/empty-state';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { lazyWithPreload, preloadWhenIdle } from '../../../components/ui/lazy-with-preload';
import { PagedCardGrid, pagedListQuery, useFirstPage } from '../../../components/ui/paged-card-grid';
import { PagedCards, usePagedItems } from '../../../components/ui/paged-cards';
import { PublicProjectDocument, PublicProjectsDocument, type ProjectCardFragment } from '../../../gql/graphql';
import { ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';

/**
 * The detail dialog (and, inside it, the gallery) is code a visitor needs only after opening a
 * project: its own chunk, fetched when the browser is idle once the cards are on screen (or when a
 * card is opened first). Never rendered on the server: it only mounts after a click.
 */
const DetailDialog = lazyWithPreload(() => import('./project-detail-dialog').then((m) => m.ProjectDetailDialog));

/** SPEC §4: the work grid shows 6 placeholders while loading. */
export const PROJECT_SKELETON_COUNT = 6;
/** Projects per page (three rows of three); 'Load more' asks for the next. Also the default in project.graphql. */
export const PROJECT_PAGE_SIZE = 9;
export const PROJECT_LOAD_MORE_FAILED = 'Error loading more projects. Please try again.';

/** Cards in the first row load eagerly; the rest wait until they scroll near the viewport. */
const EAGER_CARDS = 3;

/**
 * The work grid (SPEC §2 '/work'): project cards; a card opens the full-screen detail dialog.
 * A failed fetch is only logged and shows the empty list (SPEC §4).
 */
export function ProjectShowcase() {
  const first = useFirstPage(PublicProjectsDocument, { pageSize: PROJECT_PAGE_SIZE, select: (data) => data.projects });
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
        <ProjectCards firstPage={first.items} />
      </PagedCardGrid>
    </>
  );
}

/** The cards, 'Load more' and the dialog a card opens. */
function ProjectCards({ firstPage }: { firstPage: readonly ProjectCardFragment[] }) {
  const list = usePagedItems(PublicProjectsDocument, {
    firstPage,
    pageSize: PROJECT_PAGE_SIZE,
    select: (data) => data.projects,
    failureMessage: PROJECT_LOAD_MORE_FAILED,
  });
  const [open, setOpen] = useState<{ project: ProjectCardFragment; opener: HTMLElement } | null>(null);
  const client = useApolloClient();
  // The dialog's own query, started when a click looks likely, so the details are often in when it opens. Once
  // in the cache it is not asked again; a failure is the dialog's to show (it asks again when it opens).
  const prefetchDetails = (project: ProjectCardFragment) =>
    void client.query({ query: PublicProjectDocument, variables: { id: project.id } }).catch(() => undefined);

  preloadWhenIdle(DetailDialog.preload);

  return (
    <>
      <PagedCards list={list} moreLabel="Load more projects">
        {list.items.map((project, index) => (
          <ProjectCard
            key={project.id}
            project={project}
            eager={index < EAGER_CARDS}
            priority={index === 0}
            onOpen={(selected, opener) => setOpen({ project: selected, opener })}
            onIntent={prefetchDetails}
          />
        ))}
      </PagedCards>
      {open && (
        <Suspense fallback={<VisuallyHidden role="status">Loading project…</VisuallyHidden>}>
          <DetailDialog.Component project={open.project} returnFocusTo={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The first page, which this list asks for when it mounts (shared/first-queries.ts). */
ProjectShowcase.firstQueries = () => [pagedListQuery(PublicProjectsDocument, PROJECT_PAGE_SIZE)];
