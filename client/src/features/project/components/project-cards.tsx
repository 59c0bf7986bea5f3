import { Suspense, useState } from 'react';
import { VisuallyHidden } from '../../../components/ui/layout-primitives';
import { lazyWithPreload, preloadWhenIdle } from '../../../components/ui/lazy-with-preload';
import { PagedCards, usePagedItems, type PagedListSource } from '../../../components/ui/paged-cards';
import {
  PublicProjectDocument,
  PublicProjectsDocument,
  type PublicProjectsQuery,
  type ProjectCardFragment,
} from '../../../gql/graphql';
import { prefetchGraphQL } from '../../../shared/graphql-request';
import { ProjectCard } from './project-card';

/**
 * The detail dialog (and, inside it, the gallery) is code a visitor needs only after opening a
 * project: its own chunk, fetched when the browser is idle once the cards are on screen (or when a
 * card is opened first). Never rendered on the server: it only mounts after a click.
 */
const DetailDialog = lazyWithPreload(() => import('./project-detail-dialog').then((m) => m.ProjectDetailDialog));

/** Projects per page (three rows of three); 'Load more' asks for the next. Also the default in project.graphql. */
export const PROJECT_PAGE_SIZE = 9;
/** The list, for its first page (the page's query) and the further ones (this island's). */
export const projectList: PagedListSource<PublicProjectsQuery, ProjectCardFragment> = {
  document: PublicProjectsDocument,
  pageSize: PROJECT_PAGE_SIZE,
  select: (data) => data.projects,
};
export const PROJECT_LOAD_MORE_FAILED = 'Error loading more projects. Please try again.';

/** Cards in the first row load eagerly; the rest wait until they scroll near the viewport. */
const EAGER_CARDS = 3;

/** The cards, 'Load more' and the dialog a card opens: an island (shared/island.tsx), from the server's first page. */
export function ProjectCards({ firstPage }: { firstPage: readonly ProjectCardFragment[] }) {
  const list = usePagedItems(projectList, { firstPage, failureMessage: PROJECT_LOAD_MORE_FAILED });
  const [open, setOpen] = useState<{ project: ProjectCardFragment; opener: HTMLElement } | null>(null);
  // The dialog's own query, started when a click looks likely, so the details are often in when it opens. Once
  // in it is not asked again on this page; a failure is the dialog's to show (it asks again when it opens).
  const prefetchDetails = (project: ProjectCardFragment) =>
    void prefetchGraphQL(PublicProjectDocument, { id: project.id }).catch(() => undefined);

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
