// negotiator 1.x (the compression middleware's own negotiator); @types/negotiator describes 0.6, without `preferred`.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** Acceptable codings among `available`, best first; ties go to the order of `preferred`. */
    encodings(available: string[], options?: { preferred?: string[] }): string[];
  }
}
