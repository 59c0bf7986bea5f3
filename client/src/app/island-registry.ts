import type { ComponentType } from 'react';
import { NavBar } from '../components/layout/nav-bar';
import { BlogPostCards } from '../features/blog-post/components/blog-post-cards';
import { ContactForm } from '../features/contact-message/components/contact-form';
import { ProductCards } from '../features/product/components/product-cards';
import { ProjectCards } from '../features/project/components/project-cards';
import type { IslandName } from '../shared/island';

/**
 * Every island (shared/island.tsx) by name, for client/src/islands.tsx. Imported, not loaded on demand: the
 * islands entry's chunk and its imports are what the server preloads with an islands page, so the browser has
 * every island's code without a second round trip (the islands build keeps them in one chunk with the entry,
 * docs/decisions/054). The islands are small; when they are not, split them by page.
 */
export const islandRegistry: Record<IslandName, ComponentType<never>> = {
  nav: NavBar,
  'contact-form': ContactForm,
  'blog-post-cards': BlogPostCards,
  'product-cards': ProductCards,
  'project-cards': ProjectCards,
};
