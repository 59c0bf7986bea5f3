import { In, type DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import { SEARCH_SOURCES } from './search-sources';

/** Documents written per statement, so a rebuild of thousands of posts sends bounded parameters. */
const BATCH = 200;

/** Words of a body beyond this are not indexed: a text vector holds at most 1 MB, and a save must never fail on it. */
const BODY_MAX = 100_000;

/** Control characters the snippets use as highlight marks (search.service.ts) never come from the text itself. */
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f]/g, ' ');

/**
 * Keeps the search index (`search_document`) in step with the content, from the change events
 * (docs/decisions/050 and 066), inside the write's own transaction: a save, a trash, a restore or a delete of a
 * post, product, project, service or team member re-indexes that record before the commit, so a search never
 * finds what visitors cannot see and never misses what they can. Any write path of either door is followed with
 * no code of its own; an update of fields the index does not hold (an order, a picture) leaves it alone.
 */
export class SearchIndexer implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(SearchIndexer);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    // Each source record once, however many of its parts changed; null: some records of the type, unnamed.
    const stale = new Map<string, Set<string | null>>();
    for (const change of changes) {
      const source = sourceOf(change);
      if (!source) continue;
      if (!stale.has(source.type)) stale.set(source.type, new Set());
      stale.get(source.type)!.add(source.id);
    }
    for (const [type, ids] of stale) {
      if (ids.has(null)) await reindexType(manager, type);
      else await reindexRecords(manager, type, [...ids] as string[]);
    }
  }
}

/** The indexed record a change touches, if the index holds anything it changed. */
function sourceOf(change: RecordChange): { type: string; id: string | null } | undefined {
  const own = SEARCH_SOURCES[change.type];
  if (own) return touches(change, own.fields) ? { type: change.type, id: change.id } : undefined;
  for (const [type, source] of Object.entries(SEARCH_SOURCES)) {
    if (source.parts?.type !== change.type || !touches(change, source.parts.fields)) continue;
    // A part's parent is named by the change; a part moved between parents re-indexes both.
    const before = change.before.categoryId as string | undefined;
    if (before && before !== change.partOf?.id) return { type, id: null };
    return { type, id: change.partOf?.id ?? null };
  }
  return undefined;
}

function touches(change: RecordChange, fields: readonly string[]): boolean {
  return change.kind !== 'update' || change.fields.some((field) => fields.includes(field));
}

/**
 * Re-indexes records of a type: their documents as they stand, none for those gone or in the trash. A few statements
 * per 200 records, however many a write (a bulk insert) changed.
 */
export async function reindexRecords(manager: EntityManager, type: string, ids: string[]): Promise<void> {
  const source = SEARCH_SOURCES[type];
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    await manager.query(`DELETE FROM "search_document" WHERE "sourceType" = $1 AND "sourceId" = ANY($2::uuid[])`, [type, batch]);
    // Finds leave trashed records out (docs/decisions/064-trash.md).
    await writeDocuments(manager, type, await manager.find(source.entity, { where: { id: In(batch) } }));
  }
}

/** Re-indexes every record of a type (a write that named no rows; a rebuild). */
export async function reindexType(manager: EntityManager, type: string): Promise<void> {
  const source = SEARCH_SOURCES[type];
  await manager.query(`DELETE FROM "search_document" WHERE "sourceType" = $1`, [type]);
  for (let skip = 0; ; skip += BATCH) {
    const records = await manager.find(source.entity, { order: { id: 'ASC' }, skip, take: BATCH });
    await writeDocuments(manager, type, records);
    if (records.length < BATCH) break;
  }
}

/**
 * Builds the index when it is empty: on the first start after the migration that made it, or after one that
 * emptied it because what is indexed changed. Under the start-up lock, so one instance builds it.
 */
export async function buildSearchIndexIfEmpty(dataSource: DataSource): Promise<boolean> {
  const [{ filled }] = await dataSource.query<{ filled: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM "search_document") AS filled`);
  if (filled) return false;
  await dataSource.transaction(async (manager) => {
    for (const type of Object.keys(SEARCH_SOURCES)) await reindexType(manager, type);
    // The index's own SQL sends no entity events: answers kept before it was built are dropped with this one.
    // Statistics for the planner at once: PGlite has no autovacuum to gather them.
    await manager.query('ANALYZE "search_document"');
    await ChangeStream.of(dataSource).publish(
      [{ type: 'SearchDocument', id: null, kind: 'update', fields: [], before: {}, after: {} }],
      manager,
    );
  });
  return true;
}

/**
 * The records' documents, one statement per 200: PostgreSQL makes the text vectors from the same words it stores, the
 * one matched (every word) and the one ranked by (title and summary, weighted: small, so ranking thousands of matches
 * stays cheap).
 */
async function writeDocuments(manager: EntityManager, sourceType: string, records: ObjectLiteral[]): Promise<void> {
  const source = SEARCH_SOURCES[sourceType];
  const rows = records.flatMap((record) =>
    source.documents(record).map((document) => ({
      ...document,
      sourceId: record.id as string,
      title: clean(document.title),
      summary: clean(document.summary),
      body: clean(document.body.slice(0, BODY_MAX)),
      publicFrom: document.publicFrom?.toISOString() ?? null,
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await manager.query(
      `INSERT INTO "search_document"
         ("hitType", "recordId", "sourceType", "sourceId", "title", "summary", "body", "path", "listed", "publicFrom",
          "document", "head")
       SELECT d."hitType", d."recordId"::uuid, $1, d."sourceId"::uuid, d."title", d."summary", d."body", d."path", d."listed",
              d."publicFrom"::timestamptz,
              to_tsvector('english', d."title" || ' ' || d."summary" || ' ' || d."body"),
              setweight(to_tsvector('english', d."title"), 'A') || setweight(to_tsvector('english', d."summary"), 'B')
         FROM json_to_recordset($2::json) AS d("hitType" text, "recordId" text, "sourceId" text, "title" text,
              "summary" text, "body" text, "path" text, "listed" boolean, "publicFrom" text)
       ON CONFLICT ("hitType", "recordId") DO UPDATE SET
         "sourceType" = excluded."sourceType", "sourceId" = excluded."sourceId", "title" = excluded."title",
         "summary" = excluded."summary", "body" = excluded."body", "path" = excluded."path",
         "listed" = excluded."listed", "publicFrom" = excluded."publicFrom", "document" = excluded."document",
         "head" = excluded."head"`,
      [sourceType, JSON.stringify(rows.slice(start, start + BATCH))],
    );
  }
}
