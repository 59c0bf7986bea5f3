import path from 'node:path';
import type { Stats } from 'node:fs';
import fastifyStatic from '@fastify/static';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../shared/storage/storage';
import { SERVED_IMAGE_TYPES } from '../shared/image-pipeline';
import type { DoorsHandover } from './request-pipeline';
import { urlAndHeadersRefusal } from './input-guards';
import { uploadedFileHeaders } from './security-headers';

export interface StaticFilesOptions {
  /** The built website (dist/client): its hashed assets and the files beside index.html. */
  clientDir?: string;
  /** The built GraphQL playground (dist/graphiql), whose bundle is under /graphql/assets. */
  graphiqlDir: string;
  /** /uploads: a folder on this machine, or the bucket (ADR 026) when the files are kept there. */
  uploads: { dir: string } | { storage: Storage };
  /** SERVE_SOURCE_MAPS: without it a *.map address is a 404 (docs/decisions/019-seo-files-and-compression.md). */
  serveSourceMaps?: boolean;
  /** Addresses the app answers itself (robots.txt, the sitemap, the feeds): a file of that name is not sent instead. */
  answeredByTheApp?: readonly string[];
  /** The headers every answer carries (answer-headers.ts), written before a file is. */
  answerHeaders: { setOn(request: FastifyRequest, reply: FastifyReply): void };
  doors: DoorsHandover;
}

/** Every folder of files: no reply decorations, no index pages, dot files not there. */
const asIs = { decorateReply: false, index: false, dotfiles: 'ignore' } as const;
/** Files whose names change with their content (hashed assets, uploads named by UUID). */
const forAYear = { maxAge: '365d', immutable: true } as const;

// Scripts as RFC 9239 and the HTML standard name them (and as the site sent them before): send's mime table still
// says application/javascript. The table is send's documented place for such a choice.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/**
 * The files the server sends as they are, by @fastify/static (docs/decisions/052-one-pipeline-on-fastify.md): the
 * website's and the playground's hashed assets (a year, immutable), the files beside index.html (an hour), and the
 * uploads. The build's .br/.gz copies (scripts/precompress.mjs) are sent when the client accepts them
 * (`preCompressed`). A missing file is Fastify's not-found, which app.ts hands to the doors (their 404 in each door's
 * shape), and so is a path send refuses (one climbing out, a folder); any other error (a range past the end) is
 * answered by the doors as that error.
 */
export async function registerStaticFiles(server: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const { clientDir, graphiqlDir, serveSourceMaps, answeredByTheApp = [], answerHeaders, doors } = options;
  // A path send will not serve (one climbing out, a folder) names nothing there: the doors' 404, as a missing file.
  const refused = (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) =>
    error.statusCode === 403 ? doors(request, reply) : doors(request, reply, error);
  // A NUL or invalid UTF-8 in the URL or a header is refused as the doors refuse it (400), before any file is looked
  // for; otherwise the headers every answer carries go on before the file's own.
  const beforeFile = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const refusal = urlAndHeadersRefusal(request.raw);
    if (refusal) return doors(request, reply, refusal);
    answerHeaders.setOn(request, reply);
    done();
  };
  await server.register(async (files) => {
    files.setErrorHandler(refused);
    files.addHook('onRequest', beforeFile);
    // Source maps stay private unless SERVE_SOURCE_MAPS says otherwise: a 404 like any missing file.
    const allowedPath = (pathname: string) => serveSourceMaps || !pathname.endsWith('.map');
    const shared = { ...asIs, preCompressed: true, allowedPath } as const;
    const assets = { ...shared, ...forAYear };
    if (clientDir) {
      await files.register(fastifyStatic, { ...assets, root: path.join(clientDir, 'assets'), prefix: '/assets/' });
      // One route per file found at start (not a wildcard at the root, which is every page's address): index.html
      // is the pages' own (it carries the request's nonce), the assets are above, and the app's own addresses stay
      // its own.
      await files.register(fastifyStatic, {
        ...shared,
        root: clientDir,
        maxAge: '1h',
        wildcard: false,
        globIgnore: ['index.html', 'assets/**', ...answeredByTheApp.map((address) => address.slice(1))],
      });
    }
    await files.register(fastifyStatic, { ...assets, root: path.join(graphiqlDir, 'assets'), prefix: '/graphql/assets/' });
  });

  await server.register(async (uploads) => {
    uploads.setErrorHandler(refused);
    // Uploaded files are never documents: their own policy replaces the site's (security-headers.ts).
    uploads.addHook('onRequest', (request, reply, done) => {
      beforeFile(request, reply, () => {
        for (const setHeaders of uploadedFileHeaders) setHeaders(request.raw, reply.raw, () => undefined);
        done();
      });
    });
    if ('dir' in options.uploads) {
      await uploads.register(fastifyStatic, {
        ...asIs,
        ...forAYear,
        root: options.uploads.dir,
        prefix: '/uploads/',
        setHeaders: (reply: FastifyReply, file: string, _stat: Stats) => storedFileHeaders(reply, file),
      });
    } else {
      uploads.get('/uploads/*', storedUpload(options.uploads.storage));
    }
  });
}

/** ImageStore names every file (original or variant) by the format sharp wrote, so the name tells the real type. */
const CONTENT_TYPE_BY_EXTENSION = new Map(
  Object.entries(SERVED_IMAGE_TYPES).map(([ext, contentType]) => [`.${ext}`, contentType]),
);

/**
 * A stored file's type from its name, and nosniff so browsers keep to it. Anything that is not a stored image (a file
 * put there by hand) is sent as a download, never as something a browser would render.
 */
function storedFileHeaders(reply: FastifyReply, file: string): void {
  const contentType = CONTENT_TYPE_BY_EXTENSION.get(path.extname(file).toLowerCase());
  reply.header('Content-Type', contentType ?? 'application/octet-stream');
  if (!contentType) reply.header('Content-Disposition', 'attachment');
  reply.header('X-Content-Type-Options', 'nosniff');
}

/**
 * /uploads when the files are in a bucket (ADR 026; the URLs handed out without S3_PUBLIC_URL, and those stored
 * before it was set): each file streamed from storage.read with the local files' headers and cache.
 */
function storedUpload(storage: Storage) {
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    let body;
    try {
      body = await storage.read(request.params['*']);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reply.callNotFound();
      throw error;
    }
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    storedFileHeaders(reply, request.params['*']);
    if (request.method === 'HEAD') {
      body.destroy();
      return reply.send();
    }
    // Fastify pipes it, and ends the stream if the client goes away mid-file.
    return reply.send(body);
  };
}
