import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { RequestContext } from '../request-context';

/** 'trash' moves a content record to the trash and 'recover' brings it back (docs/decisions/064-trash.md); 'delete' is for good. */
export type ChangeKind = 'create' | 'update' | 'delete' | 'trash' | 'recover';

/**
 * One record's committed change, as every listener sees it (docs/decisions/050-change-events.md): the
 * response cache, the activity log, and whatever comes next (search index, webhooks).
 */
export interface RecordChange {
  /** The entity's name: 'Product', 'ServiceOffering', 'AdminSession'; 'ImageAsset' for the image store's rows. */
  type: string;
  /** Null when the write named no row (a criteria update or delete): some records of `type` changed. */
  id: string | null;
  kind: ChangeKind;
  /** The properties whose values changed (an update), or were given (a create); none for a delete, trash or recover. */
  fields: string[];
  /** The stored values before the change as far as the write knew them ({} for a create). */
  before: ObjectLiteral;
  /** The values after it ({} for a delete; the record as it stands for a trash or recover). */
  after: ObjectLiteral;
  /** A record saved as part of another (a service inside its category): that parent and the field it is listed in. */
  partOf?: { type: string; id: string | null; field: string };
  /** The request that made the change (who: its viewer); none for start-up, seed and CLI writes. */
  context?: RequestContext;
}

export interface ChangeListener {
  /**
   * Inside the write's transaction, just before it commits (or at once after a write outside one): what is
   * written here commits or rolls back with the change itself (the activity log). A failure fails the write.
   */
  committing?(changes: RecordChange[], manager: EntityManager): Promise<void> | void;
  /** After the commit (the response cache, pub/sub). A failure is logged: the change has happened. */
  committed?(changes: RecordChange[]): Promise<void> | void;
}
