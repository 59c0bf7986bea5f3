import type { ComponentType } from 'react';
import type { IslandName } from '../shared/island';

type IslandModule = () => Promise<ComponentType<never>>;

/**
 * Every island (shared/island.tsx) by name, for client/src/islands.tsx: each its own chunk of the islands build,
 * loaded only on the pages that have it. The server preloads the chunks of the islands a page rendered (found in
 * the islands build's manifest by the component's file name, which is the island's name), so they arrive with
 * the entry, in the same round trip.
 */
export const islandRegistry: Record<IslandName, IslandModule> = {
  'nav-bar': () => import('../components/layout/nav-bar').then((module) => module.NavBar),
  'contact-form': () => import('../features/contact-message/components/contact-form').then((module) => module.ContactForm),
  'blog-post-cards': () => import('../features/blog-post/components/blog-post-cards').then((module) => module.BlogPostCards),
  'product-cards': () => import('../features/product/components/product-cards').then((module) => module.ProductCards),
  'project-cards': () => import('../features/project/components/project-cards').then((module) => module.ProjectCards),
};
