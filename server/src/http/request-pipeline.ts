import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Hands a request to the doors, the Express app not yet ported to Fastify routes (app.ts): without an error they route
 * it; with one (a read or a file that failed before them) they answer it as that error, in the door's own shape.
 */
export type DoorsHandover = (request: FastifyRequest, reply: FastifyReply, error?: unknown) => void;

/** Something every request gets before anything can answer it: one of the pipeline's onRequest hooks. */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The first steps of the request pipeline (docs/decisions/052-one-pipeline-on-fastify.md), added as Fastify's
 * onRequest hooks in order. Fastify refuses a malformed URL before any hook runs (its `frameworkErrors`): the code
 * that answers it catches up on the same steps, so that answer carries the same id, headers and log line.
 */
export class RequestPipeline {
  private readonly steps: RequestStep[] = [];

  constructor(private readonly server: FastifyInstance) {}

  add(step: RequestStep): void {
    this.steps.push(step);
    this.server.addHook('onRequest', (request, reply, done) => {
      step(request, reply);
      done();
    });
  }

  /** The steps a request refused before the hooks missed. */
  catchUp(request: FastifyRequest, reply: FastifyReply): void {
    for (const step of this.steps) step(request, reply);
  }
}
