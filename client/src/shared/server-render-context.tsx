import { createContext, useContext } from 'react';

/** What a page declares for the document head (SPEC §2 titles keep the '<title> | <company>' pattern). */
export interface PageHeadTags {
  title: string;
  description?: string;
  /** An image address (relative or absolute) for Open Graph and Twitter cards; a default otherwise. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** JSON-LD objects, built with a function that turns a site path into an absolute address. */
  jsonLd?: (absolute: (path: string) => string) => object[];
}

/**
 * Filled while the server renders one request (entry-server.tsx): the HTTP status and head tags the
 * pages declared. Absent in the browser, where the head is updated directly.
 */
export interface ServerRenderState {
  publicUrl: string;
  status?: number;
  head?: PageHeadTags;
  noIndex?: boolean;
  /** The islands the page rendered (shared/island.tsx), for the server to preload their code. */
  islands?: Set<string>;
}

export const ServerRenderContext = createContext<ServerRenderState | null>(null);

export function useServerRenderState(): ServerRenderState | null {
  return useContext(ServerRenderContext);
}

/** The HTTP status the server answers this page with (e.g. 404 for a missing product); no-op in the browser. */
export function useHttpStatus(status: number): void {
  const state = useServerRenderState();
  if (state) state.status = status;
}
