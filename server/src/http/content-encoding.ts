import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

/** compression's own order: brotli first when the client ranks both equally (Chromium sends "gzip, deflate, br, zstd"). */
const PREFERRED: ContentCoding[] = ['br', 'gzip'];

const isCoding = (coding: string): coding is ContentCoding => coding === 'br' || coding === 'gzip';

/** `offered` and identity, best first, as the compression middleware (compression.ts) ranks them. */
function ranked(req: IncomingMessage, offered: readonly ContentCoding[]): string[] {
  return new Negotiator(req).encodings([...offered, 'identity'], { preferred: PREFERRED });
}

/**
 * The codings an answer to `req` may be sent in, among `offered`, best first: as the compression middleware
 * (compression.ts) ranks them, by the same negotiator and preference, so every path that writes a body (Express,
 * the response cache's hits and the read lane, the build's precompressed files) honours Accept-Encoding alike,
 * q=0 included. Empty: send the body as it is.
 */
export function acceptableEncodings(req: IncomingMessage, offered: readonly ContentCoding[] = PREFERRED): ContentCoding[] {
  return ranked(req, offered).filter(isCoding);
}

/** The coding compression.ts would send an answer to `req` in; undefined for none (identity ranked first included). */
export function negotiatedEncoding(
  req: IncomingMessage,
  offered: readonly ContentCoding[] = PREFERRED,
): ContentCoding | undefined {
  const [best] = ranked(req, offered);
  return best !== undefined && isCoding(best) ? best : undefined;
}
