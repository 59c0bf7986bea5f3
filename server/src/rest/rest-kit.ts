import { rm } from 'node:fs/promises';
import os from 'node:os';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PublicRead, PublicReadLane, ReadRequest } from '../http/public-read-lane';
import { asAdminGate, type DocumentedRouter, type RouteDoc } from '../http/route-docs';
import multer from 'multer';
import type { IncomingFile } from '../shared/images';
import type { PaginationArgs } from '../shared/pagination';
import { ValidationError } from '../shared/errors';
import { expectVersion } from '../shared/request-context';
import { refuseReadOnly, requireAdmin } from '../shared/viewer';

/**
 * The small toolkit every module's routes use: reading multipart files and form values,
 * turning records into the REST contract's shapes, and the admin gate.
 */

/** Refuses a write before its body (and files) are read when the caller is not an admin. */
export const adminOnly: RequestHandler = asAdminGate((req, _res, next) => {
  requireAdmin(req.viewer);
  next();
});

/**
 * A 'read-drafts' API token writes nothing (docs/decisions/069-api-tokens.md): the router refuses every method but
 * GET and HEAD with it, before any body is read (a read sent as POST too: a write by its method). GraphQL's
 * counterpart is graphql/read-only-tokens.ts.
 */
export const refuseReadOnlyWrites: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') refuseReadOnly(req.viewer);
  next();
};

/**
 * Parses multipart bodies, each file streamed to a temporary file (never the request in memory),
 * removed when the response is over; the image checks themselves happen in the services.
 */
export function createUploadParser(maxUploadBytes: number) {
  const parser = multer({
    storage: multer.diskStorage({ destination: os.tmpdir() }),
    limits: { fileSize: maxUploadBytes, files: 20 },
  });
  /** Accepts exactly these file fields (anything else is a 400), JSON bodies pass through untouched. */
  return (...fields: Array<{ name: string; maxCount: number }>): RequestHandler => {
    const parse = parser.fields(fields);
    return (req, res, next) => {
      res.on('close', () => {
        for (const file of Object.values((req.files as Record<string, Express.Multer.File[]> | undefined) ?? {}).flat()) {
          // multer lists a file before its storage has written it (a placeholder, without a path) and may leave it so
          // when the request fails part way: nothing to remove then, and a failed removal must not end the process.
          if (file.path)
            rm(file.path, { force: true }).catch((error: unknown) => console.error('Could not remove an upload:', error));
        }
      });
      parse(req, res, next);
    };
  };
}
export type UploadParser = ReturnType<typeof createUploadParser>;

export function fileOf(req: Request, field: string): IncomingFile | undefined {
  return filesOf(req, field)[0];
}

export function filesOf(req: Request, field: string): IncomingFile[] {
  const files = (req.files as Record<string, Express.Multer.File[]> | undefined)?.[field] ?? [];
  return files.map((file) => ({ filename: file.originalname, source: { path: file.path } }));
}

/**
 * Form values as the services expect them. Multipart sends strings and repeats a field for a
 * list; JSON may send anything. Text fields take strings (numbers and booleans as text) or null
 * (clears); the entity's `listFields` take lists (see listValue); anything else, such as an
 * object or a text field sent twice, is dropped, so it can never be stored as '{"a","b"}'.
 * `name[]` is read as `name`.
 */
export function formValues(body: unknown, listFields: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return values;
  for (const [rawKey, value] of Object.entries(body)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const read = listFields.includes(key) ? listValue(value) : textValue(value);
    if (read !== undefined) values[key] = read;
  }
  return values;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A text value: a scalar as text, null to clear, anything else undefined (not given). */
export function textValue(value: unknown): string | null | undefined {
  if (value === null) return null;
  return isScalar(value) ? String(value) : undefined;
}

/**
 * A list that may arrive as repeated fields (an array), as a JSON-encoded list in one field
 * (tags='["React","Node"]') or as one value. Only scalar items are kept; null clears the list.
 */
export function listValue(value: unknown): string[] | undefined {
  if (value === null) return [];
  if (Array.isArray(value)) return value.filter(isScalar).map(String);
  if (!isScalar(value)) return undefined;
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter(isScalar).map(String);
    } catch {
      // Not JSON after all: treat it as a single item.
    }
  }
  return [text];
}

/** 'true' / 'false' as multipart sends them; anything else means "not given". */
export function booleanValue(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export const IDS_LIST_MESSAGE = 'ids must be a list of record ids';

/**
 * A reorder body's `ids`: a JSON list of strings (or that list JSON-encoded in one form field).
 * Anything else is refused whole, so a stray value can never quietly drop a record from the order.
 */
export function idsFrom(body: unknown): string[] {
  let ids = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).ids : undefined;
  if (typeof ids === 'string') {
    try {
      ids = JSON.parse(ids);
    } catch {
      ids = undefined;
    }
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw ValidationError.single('ids', IDS_LIST_MESSAGE);
  return ids;
}

/** ?skip= & ?take= when given; invalid values are refused by the services' page check. */
export function pageFrom(req: ReadRequest): PaginationArgs {
  const read = (name: string) => (typeof req.query[name] === 'string' ? Number(req.query[name]) : undefined);
  return { skip: read('skip'), take: read('take') };
}

/** REST records carry `_id` beside `id` (same value), also on nested records such as services. */
export function toRest<T>(value: T): unknown {
  if (Array.isArray(value)) return value.map(toRest);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  // Written out (no entries arrays, no second object for `_id`): every public REST read runs through it.
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = typeof record.id === 'string' ? { _id: record.id } : {};
  for (const key of Object.keys(record)) {
    const field = record[key];
    // A record's version travels as its ETag (sendRecord), outside the contract's bodies; so does the trash's empty
    // deletedAt of every record on the site (a trash item's is shown). Which account wrote a post (ADR 065) is the
    // services' to check, not the contract's to send: GraphQL does not show it either.
    if (key === 'version' || key === 'createdBy' || (key === 'deletedAt' && field === null)) continue;
    out[key] = field !== null && typeof field === 'object' ? toRest(field) : field;
  }
  return out;
}

/**
 * The record's version as a strong ETag (`"3"`), the tag an editor sends back as If-Match. Only on answers to admins:
 * theirs are never stored (`private, no-store`), while anonymous answers keep the response cache's tags of the body.
 */
function versionTag(record: unknown): string | undefined {
  const version =
    record && typeof record === 'object' && !Array.isArray(record) ? (record as { version?: unknown }).version : undefined;
  return typeof version === 'number' ? `"${version}"` : undefined;
}

/** An admin's answer of one record: its fields, and its version as the ETag. */
export function sendRecord(res: Response, record: unknown, status = 200): void {
  const tag = versionTag(record);
  if (tag) res.setHeader('ETag', tag);
  res.status(status).json(toRest(record));
}

/**
 * REST's precondition: `If-Match: "<version>"` names the version of `record` (its id, or its entity name) the caller
 * edits, so a save over a newer one is refused with 412 (docs/decisions/063-edit-conflicts.md). `*` or no header
 * expects nothing; a tag that names no version matches none, so the save is refused as over any other version.
 */
export function expectIfMatch(req: Request, record: string): void {
  const header = req.get('if-match')?.trim();
  if (!header || header === '*') return;
  const tag = /^"(\d{1,9})"$/.exec(header);
  expectVersion(record, tag ? Number(tag[1]) : -1);
}

export function deleted(entityName: string): { message: string } {
  return { message: `${entityName} deleted successfully` };
}

export type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

/** A named path parameter as one string (Express 5 types allow arrays for wildcards). */
export function param(req: ReadRequest, name: string): string {
  const value = req.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
}

/**
 * A public GET: Express answers it with `read`, and so does the public read lane, before Express, for
 * anonymous callers (docs/decisions/041-public-read-lane.md). Registered in route order, like any route.
 */
export function publicGet(
  routes: DocumentedRouter,
  { publicReads }: { publicReads?: PublicReadLane },
  path: string,
  doc: RouteDoc,
  read: PublicRead,
): void {
  routes.get(path, doc, async (req, res) => {
    const value = await read(req);
    if (req.viewer.admin) sendRecord(res, value);
    else res.json(toRest(value));
  });
  publicReads?.rest(path, read);
}
