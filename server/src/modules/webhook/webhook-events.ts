import { randomUUID } from 'node:crypto';
import type { ObjectLiteral } from 'typeorm';
import type { WebhookEvent } from '@field-rules';
import type { RecordChange } from '../../shared/changes/record-change';

/**
 * The records visitors see whose changes make webhook events (docs/decisions/068-webhooks.md), with whether a
 * record's values make it visible. Only posts have a published flag (and a time to go public); the others are on the
 * site from their creation until they are moved to the trash.
 */
const PUBLIC_TYPES: Record<string, (values: ObjectLiteral, now: Date) => boolean> = {
  BlogPost: (values, now) =>
    values.published === true && (values.publishAt == null || new Date(values.publishAt as string | Date) <= now),
  Product: () => true,
  Project: () => true,
  ServiceCategory: () => true,
  Founder: () => true,
  TeamMember: () => true,
  Partner: () => true,
};

/** Changed fields no subscriber needs (or should see). */
const UNTOLD_FIELDS = new Set(['createdBy', 'deletedAt']);

/** One event about one record, for every active endpoint that takes it. */
export interface RecordEvent {
  event: WebhookEvent;
  recordType: string;
  recordId: string;
  payload: WebhookPayload;
  /** A scheduled post's 'published': sent when it goes public, not now. */
  at?: Date;
}

export interface WebhookPayload {
  /** The message id (Standard Webhooks' webhook-id), the same for every endpoint and every attempt. */
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface EventsOfChanges {
  events: RecordEvent[];
  /** Posts whose scheduled 'published' (not yet sent) no longer stands: the change may have moved or withdrawn it. */
  reschedule: Array<{ recordType: string; recordId: string }>;
}

export function newPayload(type: string, data: Record<string, unknown>, occurredAt = new Date()): WebhookPayload {
  return { id: `msg_${randomUUID().replace(/-/g, '')}`, type, occurredAt: occurredAt.toISOString(), data };
}

function visible(type: string, values: ObjectLiteral, now: Date): boolean {
  if (values.deletedAt) return false;
  return PUBLIC_TYPES[type](values, now);
}

/** A post published for a later time: when it goes public. */
function scheduledAt(type: string, values: ObjectLiteral, now: Date): Date | undefined {
  if (type !== 'BlogPost' || values.deletedAt || values.published !== true || values.publishAt == null) return undefined;
  const at = new Date(values.publishAt as string | Date);
  return at > now ? at : undefined;
}

/** What a subscriber learns of a record: its type and id, its slug and title when it has them, what changed. */
function recordData(type: string, id: string, values: ObjectLiteral, changedFields: string[]): Record<string, unknown> {
  const data: Record<string, unknown> = { recordType: type, id };
  if (typeof values.slug === 'string') data.slug = values.slug;
  const title = values.title ?? values.name ?? values.category;
  if (typeof title === 'string') data.title = title;
  data.changedFields = changedFields;
  return data;
}

/**
 * The webhook events of one transaction's changes: 'published' when a record becomes visible (created visible, a post
 * published, a trashed one restored), 'updated' when a visible one changes (a part such as a service counts for its
 * category), 'unpublished' when a post stops being visible, 'deleted' when a visible record goes to the trash or is
 * deleted, 'contact.received' for a new contact message. A post published for later gets its 'published' scheduled
 * for then. One event per record and kind, and no 'updated' beside another event of the same record.
 */
export function eventsOf(changes: RecordChange[], now = new Date()): EventsOfChanges {
  const events = new Map<string, RecordEvent>();
  const schedules = new Map<string, RecordEvent>();
  const reschedule = new Map<string, { recordType: string; recordId: string }>();
  const add = (event: WebhookEvent, type: string, id: string, values: ObjectLiteral, fields: string[] = []) => {
    const key = `${type}:${id}:${event}`;
    const existing = events.get(key);
    if (existing) {
      const known = existing.payload.data.changedFields as string[];
      existing.payload.data.changedFields = [...new Set([...known, ...fields])];
      return;
    }
    events.set(key, {
      event,
      recordType: type,
      recordId: id,
      payload: newPayload(event, recordData(type, id, values, fields), now),
    });
  };

  for (const change of changes) {
    if (change.type === 'ContactMessage' && change.kind === 'create' && change.id) {
      const { name, email, message, submittedAt } = change.after;
      const at = submittedAt instanceof Date ? submittedAt.toISOString() : (submittedAt as string | undefined);
      const data = { recordType: 'ContactMessage', id: change.id, name, email, message, submittedAt: at };
      events.set(`ContactMessage:${change.id}:contact.received`, {
        event: 'contact.received',
        recordType: 'ContactMessage',
        recordId: change.id,
        payload: newPayload('contact.received', data, now),
      });
      continue;
    }
    if (change.partOf && PUBLIC_TYPES[change.partOf.type] && change.partOf.id && !PUBLIC_TYPES[change.type]) {
      // A part (a service of a category) changed: its parent, visible, was updated. Its values are not at hand.
      add('updated', change.partOf.type, change.partOf.id, {}, [change.partOf.field]);
      continue;
    }
    if (!PUBLIC_TYPES[change.type] || !change.id) continue;
    const { type, id } = change;
    if (type === 'BlogPost') reschedule.set(`${type}:${id}`, { recordType: type, recordId: id });
    // A trash move's values are the record's own, whichever side of the move they were read on.
    const moved = change.kind === 'trash' || change.kind === 'recover';
    const shown = (values: ObjectLiteral) => visible(type, moved ? { ...values, deletedAt: null } : values, now);
    const before = change.kind === 'create' || change.kind === 'recover' ? false : shown(change.before);
    const after = change.kind === 'delete' || change.kind === 'trash' ? false : shown(change.after);
    const values = change.kind === 'delete' || change.kind === 'trash' ? change.before : change.after;
    const fields = change.fields.filter((field) => !UNTOLD_FIELDS.has(field));
    if (!before && after) add('published', type, id, values, change.kind === 'update' ? fields : []);
    else if (before && !after)
      add(change.kind === 'delete' || change.kind === 'trash' ? 'deleted' : 'unpublished', type, id, values);
    else if (before && after && change.kind === 'update' && fields.length > 0) add('updated', type, id, values, fields);
    const later =
      change.kind === 'delete' || change.kind === 'trash'
        ? undefined
        : scheduledAt(type, moved ? { ...change.after, deletedAt: null } : change.after, now);
    if (later) {
      schedules.set(`${type}:${id}`, {
        event: 'published',
        recordType: type,
        recordId: id,
        payload: newPayload('published', recordData(type, id, values, []), later),
        at: later,
      });
    } else schedules.delete(`${type}:${id}`);
  }

  // A record published, unpublished or deleted in this transaction: its 'updated' says nothing more.
  for (const [key, event] of events) {
    if (event.event !== 'updated') continue;
    const prefix = `${event.recordType}:${event.recordId}:`;
    if (['published', 'unpublished', 'deleted'].some((other) => events.has(prefix + other))) events.delete(key);
  }
  return { events: [...events.values(), ...schedules.values()], reschedule: [...reschedule.values()] };
}
