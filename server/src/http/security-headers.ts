import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

declare global {
  namespace Express {
    interface Locals {
      /** Drawn for every request by the pipeline (http/answer-headers.ts); inline <script> tags carry it (client-app.ts). */
      cspNonce: string;
    }
  }
}

type Directives = NonNullable<NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>['directives']>;

/** The request's nonce as a CSP source; helmet calls it per response. */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as unknown as { locals: Express.Locals }).locals.cspNonce}'`;

/**
 * The website (and every other response unless a route narrows it). Scripts: our own files plus
 * inline scripts carrying this request's nonce (the theme script in index.html). styled-components
 * injects <style> tags, hence 'unsafe-inline' for styles only. Images: blob: for the admin image
 * pickers' previews; data: for the two-factor QR code and, with https:, for images rich text
 * (sanitize-html.ts) may embed.
 */
function websiteDirectives(https: boolean): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonceSource],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (local use) it would send the page's own images to an https port nobody listens on.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The GraphiQL page loads nothing but its own same-origin assets and talks only to /graphql.
 * GraphiQL sets inline style attributes, and its CSS embeds fonts and icons as data: URLs.
 */
export const graphiqlContentSecurityPolicy: RequestHandler = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
});

/**
 * Uploaded files are never documents: opened directly, nothing in them may run or load anything.
 * They are public pictures, so other sites (the REST API's other clients) may still show them.
 */
export const uploadedFileHeaders: Array<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> = [
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  }),
  helmet.crossOriginResourcePolicy({ policy: 'cross-origin' }),
];

/** Powerful browser features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const NONCE_BYTES = 16;
/** Nonces per draw from the system's random source; 16 bytes each, as before. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh CSP nonce: 16 random bytes in base64. Drawn from a pool refilled by one randomBytes call every
 * 256 nonces (as crypto.randomUUID does): randomBytes per answer was 1-3% of a public read's CPU in a profile.
 */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return randomPool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

/** One year, the value HSTS preload lists and scanners expect. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** The address visitors use (config.publicUrl); HSTS is sent only when it is https. */
  publicUrl?: string;
}

/** Every security header an answer may carry (HSTS included), lower case: the response cache never stores them. */
const SECURITY_HEADER_NAMES = new Set(Object.keys(helmetHeadersOf(true, '')));

export function isSecurityHeader(name: string): boolean {
  return SECURITY_HEADER_NAMES.has(name);
}

/** What helmet (and the Permissions-Policy) set on a response whose nonce is `nonce`, by header name. */
export function helmetHeaders({ publicUrl }: SecurityHeadersOptions, nonce: string): Record<string, string> {
  return helmetHeadersOf(publicUrl?.startsWith('https:') ?? false, nonce);
}

function helmetHeadersOf(https: boolean, nonce: string): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const res = {
    locals: { cspNonce: nonce },
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let called = false;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: websiteDirectives(https) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  })({ method: 'GET', url: '/', headers: {} } as never, res as never, () => (called = true));
  if (!called) throw new Error('helmet did not finish at once');
  return headers;
}
