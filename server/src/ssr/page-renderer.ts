import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLContext } from '../graphql/context';
import type { Services } from '../services';
import { anonymousViewer } from '../shared/viewer';
import { logger } from '../ops/logger';
import { pageRenders } from '../ops/metrics';
import { DatabaseBusyError } from '../shared/errors';
import { deferScriptsUntilPainted } from './deferred-scripts';
import { isAdminPath } from '../http/admin-paths';

/** What client/src/entry-server.tsx exports (dist/ssr/entry-server.cjs). */
interface SsrEntry {
  render(
    url: string,
    options: {
      nonce: string;
      publicUrl: string;
      form?: string;
      executeGraphQL(request: {
        query: string;
        variables?: Record<string, unknown>;
        operationName?: string;
      }): Promise<FormattedExecutionResult>;
    },
  ): Promise<{
    status: number;
    redirect?: string;
    appHtml: string;
    /** React's preloads (the page's main image); older bundles put them in head. */
    preloads?: string;
    head: string;
    title: string;
    description: string;
    scripts: string;
    /** The matched routes' source modules, as the client build's manifest names them. */
    chunks?: string[];
    /** An islands page (client/src/shared/island.tsx), with the islands it rendered: started by client/src/islands.tsx, not main.tsx. */
    islands?: string[];
    /** How many times React rendered the page (older bundles do not say). */
    renders?: number;
  }>;
}

export interface RenderedPage {
  status: number;
  html?: string;
  redirect?: string;
}

export interface PageRequest {
  /** The address asked for (path and query). */
  url: string;
  /** The request's CSP nonce. */
  nonce: string;
  /** index.html, its own scripts already carrying the nonce. */
  shell: string;
  ip?: string;
  /** The request's own origin, used when no PUBLIC_URL is configured. */
  origin: string;
  /** A form posted to the page (urlencoded): the route's action answers it (client/src/entry-server.tsx). */
  form?: string;
  /** The posting request's headers: a contact message sent by the form counts as a conversion by them (analytics). */
  headers?: IncomingHttpHeaders;
}

/** The page for a request, or null to send the plain client-rendered shell. */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage | null>;

export const SSR_ENTRY_FILE = 'entry-server.cjs';

/** A page that takes longer than this to render is sent as the client-rendered shell instead. */
const RENDER_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The back office stays client-rendered (a lazily loaded chunk) and is never indexed. */
const NO_INDEX = '<meta name="robots" content="noindex">';

function withHeadTags(shell: string, tags: string): string {
  return shell.replace('</head>', `${tags}</head>`);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the rendered page into index.html: its title, description and head tags, the markup in #root, the state scripts. */
export function assemblePage(shell: string, page: Awaited<ReturnType<SsrEntry['render']>>, modulePreloads = ''): string {
  let html = shell
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeText(page.description)}">`);
  // The page's main image (React's preload with fetchpriority high) goes before the scripts, so it is not
  // queued behind them on a slow link; React's other preloads (logos, further images) follow the scripts.
  const preloads = page.preloads?.match(/<link [^>]*>/g) ?? [];
  const isHigh = (tag: string) => /fetchpriority="high"/i.test(tag);
  const first = preloads.filter(isHigh).join('');
  const rest = preloads.filter((tag) => !isHigh(tag)).join('');
  const firstScript = html.search(/<script[^>]*\stype="module"|<link rel="modulepreload"/);
  if (first && firstScript >= 0) html = html.slice(0, firstScript) + first + html.slice(firstScript);
  else html = withHeadTags(html, first);
  html = withHeadTags(html, modulePreloads + rest + page.head);
  // Functions as replacements: '$' in the content must not be read as a pattern.
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.appHtml}</div>${page.scripts}`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * A client build's manifest (clientDir/.vite/manifest.json for the app, islands-manifest.json for the islands),
 * reloaded when it changes: which files a source module's chunk needs. Missing or unreadable: no route preloads
 * (the entry loads them itself), and no islands (pages are hydrated whole).
 */
function manifestLoader(clientDir: string, name: string): () => Record<string, ManifestChunk> | null {
  const file = path.join(clientDir, '.vite', name);
  let loaded: { manifest: Record<string, ManifestChunk> | null; mtimeMs: number } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded.manifest;
    try {
      loaded = { manifest: JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>, mtimeMs };
    } catch (error) {
      logger.error({ err: error }, 'Route preloads are off: %s could not be read', file);
      loaded = { manifest: null, mtimeMs };
    }
    return loaded.manifest;
  };
}

/** <link rel="modulepreload"> for the given source modules' chunks and what they import, less what the shell already names. */
export function routeModulePreloads(manifest: Record<string, ManifestChunk> | null, chunks: string[], shell: string): string {
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  chunks.forEach(visit);
  return [...files]
    .filter((file) => file.endsWith('.js') && !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeText(file)}">`)
    .join('');
}

/** The browser's entry for islands pages, as the islands build's manifest names it (client/vite.islands.config.ts). */
export const ISLANDS_ENTRY = 'src/islands.tsx';

const SHELL_MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*\bsrc=")[^"]+("[^>]*><\/script>)/;
const SHELL_MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The islands build's chunk of an island: its component's module, whose file is named as the island (shared/island.tsx). */
function islandChunk(manifest: Record<string, ManifestChunk>, island: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && key.endsWith(`/${island}.tsx`));
}

/**
 * An islands page (docs/decisions/053-public-pages-hydrate-islands.md): the shell's module script (main.tsx, the
 * whole app) becomes the islands entry, and its preloads give way to that entry's and those of the page's islands
 * (each island is a chunk of its own, docs/decisions/054). Null when the build has no islands entry: the page is
 * then hydrated as a whole, as before.
 */
export function islandsShell(
  shell: string,
  manifest: Record<string, ManifestChunk> | null,
  islands: readonly string[],
): string | null {
  const entry = manifest?.[ISLANDS_ENTRY];
  if (!manifest || !entry || !SHELL_MODULE_SCRIPT.test(shell)) return null;
  const swapped = shell
    .replace(SHELL_MODULE_PRELOAD, '')
    .replace(SHELL_MODULE_SCRIPT, (_, start: string, end: string) => `${start}/${escapeText(entry.file)}${end}`);
  const chunks = islands.flatMap((island) => islandChunk(manifest, island) ?? []);
  return withHeadTags(swapped, routeModulePreloads(manifest, [ISLANDS_ENTRY, ...chunks], swapped));
}

/**
 * Loads the server renderer built into ssrDir, once and again whenever the file changes (a rebuild
 * while the server runs). A missing or broken bundle is logged and yields null: pages are then the
 * client-rendered shell, as before server rendering existed.
 */
function entryLoader(ssrDir: string): () => SsrEntry | null {
  const file = path.join(ssrDir, SSR_ENTRY_FILE);
  let loaded: { entry: SsrEntry | null; mtimeMs: number } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded.entry;
    try {
      delete require.cache[require.resolve(file)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const entry = require(file) as SsrEntry;
      loaded = { entry: typeof entry.render === 'function' ? entry : null, mtimeMs };
    } catch (error) {
      logger.error({ err: error }, 'Server rendering is off: %s could not be loaded', file);
      loaded = { entry: null, mtimeMs };
    }
    return loaded.entry;
  };
}

export interface PageRendererOptions {
  ssrDir?: string;
  /** The built client (its .vite/manifest.json names each page's chunk, preloaded with the page). */
  clientDir?: string;
  publicUrl?: string;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
}

/**
 * Server rendering of the public site (docs/decisions/018-server-side-rendering.md). Its GraphQL runs
 * in-process through the app's own Apollo Server (limits, error formatting) as an anonymous visitor,
 * so drafts and admin data can never be rendered.
 */
export function pageRenderer({ ssrDir, clientDir, publicUrl, apollo, services }: PageRendererOptions): PageRenderer {
  const loadEntry = ssrDir ? entryLoader(ssrDir) : () => null;
  const loadManifest = clientDir ? manifestLoader(clientDir, 'manifest.json') : () => null;
  const loadIslandsManifest = clientDir ? manifestLoader(clientDir, 'islands-manifest.json') : () => null;
  return async ({ url: requested, nonce, shell, ip, origin, form, headers }) => {
    // '//host/path' would read as another host: one leading slash, always a path on this site.
    const url = requested.replace(/^\/+/, '/');
    const pathname = new URL(url, 'http://localhost').pathname;
    if (isAdminPath(pathname)) return { status: 200, html: withHeadTags(shell, NO_INDEX) };
    const entry = loadEntry();
    if (!entry) return null;
    // No database connection came free in time for one of the page's queries: the page is a 503 with
    // Retry-After (ADR 044), not a page of error states or the bare shell.
    let busy: DatabaseBusyError | undefined;
    try {
      const rendering = entry.render(url, {
        nonce,
        publicUrl: publicUrl ?? origin,
        form,
        async executeGraphQL({ query, variables, operationName }) {
          const response = await apollo.executeOperation(
            { query, variables, operationName },
            { contextValue: { services, viewer: anonymousViewer(ip), headers: form === undefined ? undefined : headers } },
          );
          if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used in server rendering');
          const refused = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
          if (refused) busy = new DatabaseBusyError(Number(refused.extensions?.retryAfterSeconds ?? 1) * 1000);
          return response.body.singleResult as FormattedExecutionResult;
        },
      });
      const page = await withTimeout(rendering, RENDER_TIMEOUT_MS);
      if (busy) throw busy;
      if (page.renders) pageRenders.inc({ passes: String(page.renders) });
      if (page.redirect) return { status: page.status, redirect: page.redirect };
      // An address with no page may be an old one (a changed slug, a redirect an administrator added: ADR 060).
      if (page.status === 404 && form === undefined) {
        const target = await services.redirects.targetOf(pathname);
        if (target)
          return { status: 301, redirect: target.startsWith('/') ? target + new URL(url, 'http://localhost').search : target };
      }
      const islands = page.islands ? islandsShell(shell, loadIslandsManifest(), page.islands) : null;
      const html = islands
        ? assemblePage(islands, { ...page, scripts: '' })
        : assemblePage(shell, page, routeModulePreloads(loadManifest(), page.chunks ?? [], shell));
      return { status: page.status, html: islands ? html : deferScriptsUntilPainted(html) };
    } catch (error) {
      if (busy) throw busy;
      if (error instanceof DatabaseBusyError) throw error;
      // The client-rendered shell still works: log and fall back rather than fail the visit.
      logger.error({ err: error }, 'Server rendering failed for %s; sending the client-rendered page', url);
      return null;
    }
  };
}
