import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { ChangeStream } from '../../shared/changes/change-stream';
import type { ChangeListener, RecordChange } from '../../shared/changes/record-change';
import type { RequestContext } from '../../shared/request-context';
import { IMAGE_ASSET } from '../../shared/images';
import { actorName, type AdminIdentity } from '../../shared/viewer';
import { fieldChange, recordLabel, sameValue } from './activity-changes';
import { ActivityAction, type ActivityFieldChange, ActivityLogEntry } from './activity-log.entity';

/**
 * The activity log's recorder: a listener of the data source's change events
 * (shared/changes/change-stream.ts), which see every write of every entity, so a new entity or write path
 * is logged without anyone remembering to. It logs only changes made inside a request by an
 * administrator (http/authenticate.ts sets the request context); start-up, seed and CLI writes have no
 * such context and are not logged.
 *
 * A transaction's changes arrive together just before it commits and their entries are written in it: a
 * write that rolls back leaves no entry, and one save (a category with its services) makes one entry. A
 * criteria update or delete (repository.update(criteria, values)) names no rows: it is logged as one entry
 * for its record type, with the values it set (the app's own writes save or remove loaded records).
 */
export class ActivityRecorder implements ChangeListener {
  static install(dataSource: DataSource): void {
    ChangeStream.of(dataSource).subscribeOnce(ActivityRecorder);
  }

  async committing(changes: RecordChange[], manager: EntityManager): Promise<void> {
    const entries = new Map<string, PendingEntry>();
    for (const change of changes) {
      const actor = adminActor(change.context);
      const policy = actor && policyFor(change.type);
      if (!actor || !policy) continue;
      const entry = entryFor(change, policy, actor);
      if (!entry) continue;
      entry.actor = actor;
      const key = entryKey(entry) ?? `unnamed:${entries.size}`;
      const earlier = entries.get(key);
      entries.set(key, earlier ? merged(earlier, entry) : entry);
    }
    if (entries.size > 0) await this.write(manager, [...entries.values()]);
  }

  /**
   * Inserts the entries; one that names a record this request already logged updates that entry
   * instead (a request that writes a record twice, such as using a recovery code to turn two-factor
   * off, is still one entry). If that entry's transaction was rolled back, a new one is inserted.
   */
  private async write(manager: EntityManager, entries: PendingEntry[]): Promise<void> {
    for (const entry of entries) {
      const { context } = entry.actor!;
      const key = entryKey(entry);
      const logged = key ? writtenByRequest.get(context)?.get(key) : undefined;
      if (logged) {
        const both = merged(logged.entry, entry);
        const { affected } = await manager.update(ActivityLogEntry, logged.id, {
          action: both.action,
          recordLabel: both.recordLabel ?? logged.row.recordLabel,
          changes: both.changes,
        });
        if (affected) {
          logged.entry = both;
          continue;
        }
      }
      const row = await rowFor(manager, entry);
      await manager.insert(ActivityLogEntry, row);
      if (!key) continue;
      if (!writtenByRequest.has(context)) writtenByRequest.set(context, new Map());
      writtenByRequest.get(context)!.set(key, { id: row.id!, entry, row });
    }
  }
}

/** The entry one change makes under its type's policy, or none (an insert or removal the policy ignores, no real change). */
function entryFor(change: RecordChange, policy: Policy, actor: Actor): PendingEntry | null {
  if (change.kind === 'create' && policy.ignoreInserts) return null;
  if (change.kind === 'delete' && policy.ignoreRemoves) return null;
  // A part (a service inside its category) is logged as a change to its parent's field.
  if (change.partOf) {
    return {
      action: ActivityAction.UPDATE,
      type: change.partOf.type,
      recordId: change.partOf.id,
      recordLabel: null,
      changes: [{ field: change.partOf.field, oldValue: null, newValue: null }],
    };
  }
  if (change.kind !== 'update') {
    const record = change.kind === 'create' ? change.after : change.before;
    return {
      action: ACTION_OF_KIND[change.kind],
      type: change.type,
      recordId: change.id,
      recordLabel: recordLabel(record),
      changes: [],
    };
  }
  const changes: ActivityFieldChange[] = [];
  for (const property of change.fields) {
    if (policy.usageColumns?.includes(property)) continue;
    const after = change.after[property];
    if (!(property in change.before)) {
      // A criteria update does not know the old values: the new one is recorded alone.
      changes.push({ ...fieldChange(property, after, after), oldValue: null });
      continue;
    }
    if (sameValue(change.before[property], after)) continue;
    changes.push(fieldChange(property, change.before[property], after));
  }
  if (changes.length === 0) return null;
  const entry: PendingEntry = {
    action: ActivityAction.UPDATE,
    type: change.type,
    recordId: change.id,
    recordLabel: recordLabel(change.after),
    changes,
  };
  return policy.nameUpdate ? policy.nameUpdate(entry, actor) : entry;
}

async function rowFor(manager: EntityManager, entry: PendingEntry): Promise<Partial<ActivityLogEntry>> {
  const { admin, ip, requestId } = entry.actor!;
  return {
    id: randomUUID(),
    adminId: admin.id,
    // "API token 'CI deploy' of owner" for a write made with an API token.
    adminUsername: actorName(admin),
    action: entry.action,
    entityType: entry.type,
    recordId: entry.recordId,
    recordLabel: entry.recordLabel ?? (await labelFromDatabase(manager, entry)),
    changes: entry.changes,
    ipAddress: ip.slice(0, 64),
    requestId: requestId ?? null,
  };
}

/** A parent changed only through its parts has no label of its own in the changes: read it. */
async function labelFromDatabase(manager: EntityManager, entry: PendingEntry): Promise<string | null> {
  if (!entry.recordId || entry.action === ActivityAction.DELETE || !manager.connection.hasMetadata(entry.type)) return null;
  const metadata = manager.connection.getMetadata(entry.type);
  const stored = await manager.findOne<ObjectLiteral>(metadata.target, {
    where: { [metadata.primaryColumns[0].propertyName]: entry.recordId },
  });
  return recordLabel(stored ?? undefined);
}

interface Actor {
  admin: AdminIdentity;
  ip: string;
  requestId?: string;
  context: RequestContext;
}

interface PendingEntry {
  action: ActivityAction;
  /** The record type: RecordChange's type. */
  type: string;
  recordId: string | null;
  recordLabel: string | null;
  changes: ActivityFieldChange[];
  actor?: Actor;
}

const ACTION_OF_KIND = {
  create: ActivityAction.CREATE,
  delete: ActivityAction.DELETE,
  trash: ActivityAction.TRASH,
  recover: ActivityAction.RESTORE,
} as const;

/** Actions on a whole record, which list no changed fields. */
const WHOLE_RECORD_ACTIONS = new Set<ActivityAction>(Object.values(ACTION_OF_KIND));

/** How the log treats one entity, beyond the default (create, update, delete, by column). */
interface Policy {
  /** Columns that change through use, not edits (last login, session touches): never logged. */
  usageColumns?: string[];
  ignoreInserts?: boolean;
  ignoreRemoves?: boolean;
  /** Renames an update to the account action it is, or drops it (null). */
  nameUpdate?(entry: PendingEntry, actor: Actor): PendingEntry | null;
}

/** Each request's entries so far, by record, so a second write to a record updates its entry. */
const writtenByRequest = new WeakMap<
  RequestContext,
  Map<string, { id: string; entry: PendingEntry; row: Partial<ActivityLogEntry> }>
>();

function entryKey(entry: PendingEntry): string | undefined {
  return entry.recordId ? `${entry.type}:${entry.recordId}` : undefined;
}

/** Requests that changed the password: the sessions that change ends belong to that entry, not entries of their own. */
const passwordChanges = new WeakSet<RequestContext>();

/**
 * The account tables' writes are named for what they mean. Every other entity takes the default,
 * and the log's own table is never logged (its rows are written by this very listener).
 */
const POLICIES: Record<string, Policy | null> = {
  ActivityLogEntry: null,
  // A stored image's row (sizes, variants, alt text) belongs to the record that shows it, whose change is logged.
  [IMAGE_ASSET]: null,
  // A revision is kept by a listener for the record's save, which is logged itself.
  Revision: null,
  // Made and revoked by owners (logged); its last use is a touch, as a session's is.
  ApiToken: { usageColumns: ['lastUsedAt'] },
  Admin: {
    usageColumns: ['lastLogin', 'twoFactorLastUsedStep'],
    nameUpdate(entry, actor) {
      const changed = (field: string) => entry.changes.find((change) => change.field === field);
      if (changed('passwordHash')) {
        passwordChanges.add(actor.context);
        return { ...entry, action: ActivityAction.PASSWORD_CHANGE };
      }
      const twoFactor = changed('twoFactorEnabled');
      if (twoFactor) {
        return {
          ...entry,
          action: twoFactor.newValue === 'true' ? ActivityAction.TWO_FACTOR_ENABLE : ActivityAction.TWO_FACTOR_DISABLE,
        };
      }
      return entry;
    },
  },
  AdminSession: {
    usageColumns: ['lastUsedAt', 'ipAddress'],
    // Logins open sessions and clear out expired ones; neither is an edit.
    ignoreInserts: true,
    ignoreRemoves: true,
    nameUpdate(entry, actor) {
      const revoked = entry.changes.find((change) => change.field === 'revokedAt');
      if (!revoked || revoked.newValue === '') return null;
      if (entry.recordId === actor.admin.sessionId) return { ...entry, action: ActivityAction.LOGOUT, changes: [] };
      if (passwordChanges.has(actor.context)) return null;
      return { ...entry, action: ActivityAction.SESSION_END, changes: [] };
    },
  },
};

function policyFor(type: string): Policy | null {
  const policy = POLICIES[type];
  return policy === undefined ? {} : policy;
}

/** The administrator whose request made a change, when it was made in a request with an admin's token. */
function adminActor(context: RequestContext | undefined): Actor | undefined {
  const admin = context?.viewer.admin;
  return admin ? { admin, ip: context.viewer.ip, requestId: context.requestId, context } : undefined;
}

/** Same record, same transaction: one entry, its changes merged (first old value, last new value). */
function merged(earlier: PendingEntry, later: PendingEntry): PendingEntry {
  const action = mergedAction(earlier.action, later.action);
  const changes = [...earlier.changes];
  for (const change of later.changes) {
    const index = changes.findIndex((known) => known.field === change.field);
    if (index === -1) changes.push(change);
    else changes[index] = fieldChangeBetween(changes[index], change);
  }
  return {
    ...earlier,
    action,
    recordLabel: later.recordLabel ?? earlier.recordLabel,
    changes: WHOLE_RECORD_ACTIONS.has(action) ? [] : changes,
  };
}

/** A create stays a create (its parts come with it), a delete wins, and an account action keeps its name over an update. */
function mergedAction(earlier: ActivityAction, later: ActivityAction): ActivityAction {
  if (later === ActivityAction.DELETE) return later;
  if (earlier === ActivityAction.UPDATE) return later;
  return earlier;
}

function fieldChangeBetween(first: ActivityFieldChange, last: ActivityFieldChange): ActivityFieldChange {
  const recorded = first.oldValue !== null && last.newValue !== null;
  return { field: last.field, oldValue: recorded ? first.oldValue : null, newValue: recorded ? last.newValue : null };
}
