import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useServerRenderState } from './server-render-context';

/**
 * The interactive parts of public pages that the browser hydrates on their own (app/island-registry.ts maps each
 * to its component). Typed here so a page cannot name an island the registry does not have. Each is named after
 * the file of its component: the server finds the island's code in the islands build's manifest by that name.
 */
export type IslandName = 'nav-bar' | 'contact-form' | 'blog-post-cards' | 'product-cards' | 'project-cards';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Everything the component needs, as JSON: in the browser it is rendered from these alone. */
  props: P;
}

/**
 * An interactive part of a server-rendered page (docs/decisions/053-public-pages-hydrate-islands.md). On a page
 * whose route is marked `islands`, the browser does not hydrate the page: client/src/islands.tsx hydrates each
 * island on its own, as `<component {...props} />` inside the element rendered here. So the component renders
 * from its props alone: no router, no Apollo, no useId (an island's ids would differ from the page's). On a
 * page still hydrated as a whole, and in the browser's own renders, it is an ordinary part of the tree.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const server = useServerRenderState();
  if (server) (server.islands ??= new Set()).add(name);
  return (
    <IslandRoot data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </IslandRoot>
  );
}

// The island's own element takes no part in layout: its content sits in the page as if it were not there.
const IslandRoot = styled.div`
  display: contents;
`;
