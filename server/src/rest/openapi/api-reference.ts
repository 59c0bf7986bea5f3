import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiatedEncoding } from '../../http/content-encoding';
import { markResponseUncacheable } from '../../shared/response-cache/response-cache';
import { type DocumentedRouter, type JsonSchema } from '../../http/route-docs';

/**
 * GET /api/openapi.json (the document, built on first request and kept) and GET /api/docs, a reference page
 * drawn by Scalar's standalone bundle served from here (never a CDN: the page works offline, like GraphiQL).
 * The page has no inline script, so the site's Content-Security-Policy (script-src 'self' + nonce) holds as is;
 * Scalar's own fonts (a CDN) are off, and its styles are injected, which style-src 'unsafe-inline' already allows.
 */
export function registerApiReferenceRoutes(routes: DocumentedRouter, document: () => JsonSchema): void {
  const bundle = scalarBundle();

  routes.get(
    '/openapi.json',
    {
      summary: 'This API described as OpenAPI 3.1, generated from the route declarations',
      answer: {
        type: 'object',
        required: ['openapi', 'info', 'paths', 'components'],
        properties: { openapi: { const: '3.1.1' } },
      },
    },
    (_req, res) => {
      res.json(document());
    },
  );

  routes.get(
    '/docs',
    {
      summary: 'The reference page of this API (HTML)',
      answer: { type: 'string' },
      answerType: 'text/html',
      answers: { 503: { type: 'string', description: 'The page saying the bundle is not installed.' } },
    },
    (_req, res) => {
      const version = bundle.version();
      // Like GraphiQL's page (graphql/graphiql.ts): without the package installed, a page saying so.
      if (!version) return void res.status(503).type('html').send(NOT_INSTALLED_PAGE);
      // Revalidated every time, so a new bundle version shows up on reload.
      res.set('Cache-Control', 'no-cache').type('html').send(PAGE(version));
    },
  );

  routes.get(
    '/docs/api-reference.js',
    {
      summary: "The reference page's script (Scalar's standalone bundle), cached a year under its version",
      answer: { type: 'string' },
      answerType: 'text/javascript',
    },
    async (req, res) => {
      res.vary('Accept-Encoding');
      // The page names the version (?v=): a new one is a new address.
      res.set('Cache-Control', 'public, max-age=31536000, immutable').type('js');
      // Kept compressed here: the response cache would store these bytes as a plain body and compress them again.
      markResponseUncacheable();
      const encoding = negotiatedEncoding(req);
      // Compressed once and kept: on the fly it would be 4 MB through brotli for every visit.
      if (encoding === 'br' || encoding === 'gzip') {
        res.set('Content-Encoding', encoding);
        return void res.send(await bundle.compressed(encoding));
      }
      res.send(bundle.source());
    },
  );

  routes.get(
    '/docs/start.js',
    {
      summary: "Starts the reference page's script on /api/openapi.json",
      answer: { type: 'string' },
      answerType: 'text/javascript',
    },
    (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('js').send(START);
    },
  );
}

/**
 * The page's own settings: the document here, dark when the visitor's system is, system fonts (Scalar's come from its
 * CDN, which font-src 'self' refuses), and none of the parts that talk to Scalar's services (its API client, AI agent,
 * MCP generator, developer tools; connect-src 'self' would refuse them anyway). Mounted on #reference: the bundle
 * mounts a second, empty reference by itself on an element with the id `api-reference`.
 */
const START = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
});
`;

const NOT_INSTALLED_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>API reference not installed</title></head>
  <body>
    <h1>API reference not installed</h1>
    <p>Run <code>npm run build:api-reference</code> (after <code>npm install</code>), then reload this page.</p>
    <p>The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
  </body>
</html>
`;

const PAGE = (version: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REST API reference</title>
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/api-reference.js?v=${version}"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

interface Bundle {
  /** Scalar's version, or undefined when the package is not installed. */
  version(): string | undefined;
  source(): Buffer;
  compressed(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/** dist/api-reference at the project root (scripts/build-api-reference.mjs), from src (jest) and dist/server alike. */
const API_REFERENCE_DIST = path.resolve(__dirname, '../../../../dist/api-reference');

/**
 * Scalar's browser bundle, found on first use (a missing one must not keep the API from starting): the build's copy,
 * which production keeps after its dev packages are pruned, else the package itself (tests, `npm run dev`).
 */
function scalarBundle(): Bundle {
  let found: { file: string; version: string } | null | undefined;
  const built = () => {
    const { version } = JSON.parse(readFileSync(path.join(API_REFERENCE_DIST, 'version.json'), 'utf8')) as { version: string };
    return { file: path.join(API_REFERENCE_DIST, 'standalone.js'), version };
  };
  const installed = () => {
    // The package exports no path to its browser bundle; it sits beside its entry point.
    const dist = path.dirname(require.resolve('@scalar/api-reference'));
    const manifest = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
    return { file: path.join(dist, 'browser', 'standalone.js'), version: manifest.version };
  };
  const locate = () => {
    if (found !== undefined) return found;
    for (const where of [built, installed]) {
      try {
        found = where();
        return found;
      } catch {
        // Not there: the next place, or none.
      }
    }
    found = null;
    return found;
  };
  let source: Buffer | undefined;
  const compressed = new Map<string, Promise<Buffer>>();
  const read = () => {
    const bundle = locate();
    if (!bundle) throw new Error('@scalar/api-reference is not installed');
    return (source ??= readFileSync(bundle.file));
  };
  return {
    version: () => locate()?.version,
    source: read,
    compressed(encoding) {
      let variant = compressed.get(encoding);
      if (!variant) {
        variant =
          encoding === 'br'
            ? promisify(brotliCompress)(read(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
            : promisify(gzip)(read(), { level: 9 });
        compressed.set(encoding, variant);
      }
      return variant;
    },
  };
}
