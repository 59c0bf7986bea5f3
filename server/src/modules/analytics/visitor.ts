import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/** What one counted request leaves in memory until the next flush: never written as it is. */
export interface PendingEvent {
  /** When it was answered (ms): its UTC day picks the salt. */
  at: number;
  kind: 'view' | 'contact';
  path: string;
  address: string;
  userAgent: string;
  host: string;
  referer: string | undefined;
  /** Sec-CH-UA-Mobile: '?1' from a phone's Chromium. */
  mobileHint: string | undefined;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether the visitor asked not to be counted, or the request is not a visit: Do Not Track, Global Privacy
 * Control, and prefetches / prerenders (a page fetched in case it is opened is not a view). Cheap enough for
 * every answer; the bot check runs later, on the flush (isbot's pattern is the costlier test).
 */
export function optedOutOrPrefetch(headers: IncomingHttpHeaders): boolean {
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return true;
  const purpose =
    header(headers, 'sec-purpose') ?? header(headers, 'purpose') ?? header(headers, 'x-purpose') ?? header(headers, 'x-moz');
  return purpose !== undefined && /prefetch|prerender|preview/i.test(purpose);
}

/** Paths that are never pages a visitor reads: the back office, the doors, files (a dot in the last segment). */
const NOT_A_PAGE = /^\/(admin|admin-login|api|graphql|uploads|assets|metrics)(\/|$)|^\/admin\/|\.[^/]*$/i;

/** The page's path to count, without query or trailing slash, or null when the address is not a public page. */
export function pagePath(url: string): string | null {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  if (!path.startsWith('/') || NOT_A_PAGE.test(path) || path.startsWith('/admin')) return null;
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path.length > 200 ? path.slice(0, 200) : path;
}

/** A pending event from a request's headers (the address and user agent stay in memory until the flush). */
export function pendingEvent(
  kind: PendingEvent['kind'],
  path: string,
  address: string,
  headers: IncomingHttpHeaders,
  at: number,
): PendingEvent {
  return {
    at,
    kind,
    path,
    address,
    userAgent: header(headers, 'user-agent') ?? '',
    // The site's host name (a port is not part of the site: a test's or a proxy's port may change).
    host: (header(headers, 'host') ?? '').toLowerCase().replace(/:\d+$/, ''),
    referer: header(headers, 'referer'),
    mobileHint: header(headers, 'sec-ch-ua-mobile'),
  };
}

/** Bots, crawlers, monitors and scripts (isbot's list), and requests that name no user agent at all. */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent);
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Android.*Mobile/i;

/** The device class, by a short rule on the user agent (no library: three classes need no parser). */
export function deviceOf(userAgent: string, mobileHint?: string): 'mobile' | 'tablet' | 'desktop' {
  if (mobileHint === '?1') return 'mobile';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The host of the page the visitor came from, when it is another site's; null otherwise. */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host || ownHosts.includes(host)) return null;
  return host.slice(0, 253);
}

/** A day's visitor: SHA-256 of the salt, the address, the user agent and the site's host, cut to 64 bits. */
export function visitorHash(salt: string, address: string, userAgent: string, host: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}\n${host}`).digest('hex').slice(0, 16);
}

/** The UTC day of a moment, as PostgreSQL's date text. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
