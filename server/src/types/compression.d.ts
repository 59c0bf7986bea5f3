// compression ships no types (DefinitelyTyped has them); these are the parts we use.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { RequestHandler } from 'express';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;

  interface CompressionOptions extends ZlibOptions {
    /** Bodies smaller than this (bytes, or '1kb') are sent as they are. Default 1kb. */
    threshold?: number | string;
    filter?: Filter;
    brotli?: BrotliOptions;
  }

  interface Compression {
    (options?: CompressionOptions): RequestHandler;
    /** The default filter: compressible Content-Type (mime-db), no `Cache-Control: no-transform`. */
    filter: Filter;
  }

  const compression: Compression;
  export default compression;
}
