import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip';

/** compression's own order: brotli first when the client ranks both equally (Chromium sends "gzip, deflate, br, zstd"). */
const PREFERRED: ContentCoding[] = ['br', 'gzip'];

/**
 * The codings an answer to `req` may be sent in, among `offered`, best first: as the compression middleware
 * (compression.ts) ranks them, by the same negotiator and preference, so every path that writes a body (Express,
 * the response cache's hits and the read lane, the build's precompressed files) honours Accept-Encoding alike,
 * q=0 included. Empty: send the body as it is.
 */
export function acceptableEncodings(req: IncomingMessage, offered: readonly ContentCoding[] = PREFERRED): ContentCoding[] {
  return new Negotiator(req)
    .encodings([...offered, 'identity'], { preferred: PREFERRED })
    .filter((coding): coding is ContentCoding => coding === 'br' || coding === 'gzip');
}

/** The coding compression.ts would send an answer to `req` in; undefined for none. */
export function negotiatedEncoding(
  req: IncomingMessage,
  offered: readonly ContentCoding[] = PREFERRED,
): ContentCoding | undefined {
  const [best] = new Negotiator(req).encodings([...offered, 'identity'], { preferred: PREFERRED });
  return best === 'br' || best === 'gzip' ? best : undefined;
}
