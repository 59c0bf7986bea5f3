import type { DataSource, EntityManager } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import { eventsOf } from './webhook-events';

/** Changes that wrote deliveries, and the earliest time one of them is due: what the workers are told after the commit. */
const written = new WeakMap<RecordChange, Date>();

/**
 * Writes the webhook deliveries of content changes and new contact messages (docs/decisions/068-webhooks.md), inside
 * the change's own transaction (the outbox): a rolled-back write sends nothing, and a committed one is sent even if
 * this instance stops before it could. One INSERT … SELECT per transaction with events, for every active endpoint
 * that takes each event; nothing is posted here. The activity log and the response cache see nothing of it (raw SQL).
 */
export class WebhookRecorder implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(WebhookRecorder);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    const { events, reschedule } = eventsOf(changes);
    if (reschedule.length > 0) {
      // A post's 'published' set for a later time, not yet sent: this change decides anew whether and when it goes.
      await manager.query(
        `DELETE FROM "webhook_delivery" d
          USING json_to_recordset($1::json) AS r("recordType" text, "recordId" text)
          WHERE d."recordType" = r."recordType" AND d."recordId" = r."recordId"::uuid AND d."event" = 'published'
            AND d."status" = 'pending' AND d."attempts" = 0 AND d."lockedUntil" IS NULL AND d."nextAttemptAt" > now()`,
        [JSON.stringify(reschedule)],
      );
    }
    if (events.length === 0) return;
    const rows = events.map((event) => ({
      event: event.event,
      recordType: event.recordType,
      recordId: event.recordId,
      payload: event.payload,
      at: event.at?.toISOString() ?? null,
    }));
    const inserted = await manager.query<Array<{ due: Date }>>(
      `INSERT INTO "webhook_delivery" ("endpointId", "event", "recordType", "recordId", "payload", "nextAttemptAt")
       SELECT e."id", ev."event", ev."recordType", ev."recordId"::uuid, ev."payload",
              COALESCE(ev."at"::timestamptz, now())
         FROM json_to_recordset($1::json) AS ev("event" text, "recordType" text, "recordId" text, "payload" jsonb, "at" text)
         JOIN "webhook_endpoint" e ON e."active" AND ev."event" = ANY(e."events")
       RETURNING "nextAttemptAt" AS due`,
      [JSON.stringify(rows)],
    );
    if (inserted.length === 0) return;
    const due = new Date(Math.min(...inserted.map((row) => new Date(row.due).getTime())));
    for (const change of changes) written.set(change, due);
  }
}

/** When the earliest delivery these committed changes wrote is due; undefined when they wrote none. */
export function deliveriesWrittenBy(changes: RecordChange[]): Date | undefined {
  const times = changes.map((change) => written.get(change)).filter((time): time is Date => time !== undefined);
  return times.length ? new Date(Math.min(...times.map((time) => time.getTime()))) : undefined;
}
