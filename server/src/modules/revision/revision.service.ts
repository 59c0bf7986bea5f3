import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { REVISION_POLICY_DEFAULTS, OWNER } from '@field-rules';
import { isUuid } from '../../shared/base-record';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { ImageStore } from '../../shared/images';
import { currentRequestContext } from '../../shared/request-context';
import { requireRole, type Viewer } from '../../shared/viewer';
import { Revision, RevisionValue } from './revision.entity';
import { markRestoring, prune, REVISIONED_TYPES, RevisionKeeper } from './revision-keeper';
import { RevisionPolicy } from './revision-policy.entity';
import { VersionGuard } from './version-guard';
import { UpdateRevisionPolicyInput } from './revision-policy.inputs';
import { validateInput } from '../../shared/validation';

export const UNKNOWN_RECORD_TYPE_MESSAGE = 'This kind of record keeps no history';

/** A revision as both doors show it: its snapshot as one value per field. */
export type ShownRevision = Revision & { values: RevisionValue[] };

/**
 * Revision history (issue 30): the revisions RevisionKeeper keeps of every save, listed per record, and restored as a
 * new save (never rewriting history). A restore writes the revision's fields through the ORM like any save, so the
 * change events follow it: a new revision (kind 'restore'), the activity log, the response cache, a redirect for a
 * slug it changes back.
 */
export class RevisionService {
  private readonly repo: Repository<Revision>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStore,
  ) {
    this.repo = dataSource.getRepository(Revision);
    // The guard first: a refused save keeps no revision, and a conflict names the revision before this save's.
    VersionGuard.install(dataSource);
    RevisionKeeper.install(dataSource);
  }

  /** How many revisions each record keeps. */
  async policy(viewer: Viewer): Promise<RevisionPolicy> {
    requireRole(viewer, OWNER);
    return this.dataSource.manager.transaction(async (manager) => storedPolicy(manager));
  }

  /** Changes how many revisions are kept, and drops at once those the new policy no longer keeps. */
  async updatePolicy(viewer: Viewer, input: UpdateRevisionPolicyInput): Promise<RevisionPolicy> {
    requireRole(viewer, OWNER);
    const values = await validateInput(UpdateRevisionPolicyInput, input);
    return this.dataSource.manager.transaction(async (manager) => {
      const policy = await storedPolicy(manager);
      if (typeof values.keepDays === 'number') policy.keepDays = values.keepDays;
      if (typeof values.keepLatest === 'number') policy.keepLatest = values.keepLatest;
      if (typeof values.trashDays === 'number') policy.trashDays = values.trashDays;
      const saved = await manager.save(policy);
      await prune(manager, saved);
      return saved;
    });
  }

  /** A record's revisions, newest first. */
  async list(viewer: Viewer, recordType: string, recordId: string): Promise<ShownRevision[]> {
    requireRole(viewer, 'editor');
    if (!REVISIONED_TYPES.has(recordType)) throw ValidationError.single('recordType', UNKNOWN_RECORD_TYPE_MESSAGE);
    const revisions = await this.repo.find({ where: { recordType, recordId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return revisions.map(shown);
  }

  /**
   * Saves the record with the revision's fields and returns the revision that save made. What cannot come back is
   * left as it is now, and the rest is restored: a picture stored no more (replaced since), a slug another record
   * has taken. A list of parts (a category's services) is shown in the history but not restored.
   */
  async restore(viewer: Viewer, id: string): Promise<ShownRevision> {
    requireRole(viewer, 'editor');
    const revision = isUuid(id) ? await this.repo.findOneBy({ id }) : null;
    if (!revision) throw new NotFoundError('Revision');
    const metadata = this.dataSource.getMetadata(revision.recordType);
    const where = { [metadata.primaryColumns[0].propertyName]: revision.recordId };
    const current = await this.dataSource.manager.findOne<ObjectLiteral>(metadata.target, { where });
    if (!current) throw new NotFoundError(metadata.name);

    const values: ObjectLiteral = {};
    for (const column of metadata.columns) {
      const field = column.propertyName;
      if (column.relationMetadata || !(field in revision.snapshot)) continue;
      if (JSON.stringify(revision.snapshot[field]) !== JSON.stringify(current[field])) values[field] = revision.snapshot[field];
    }
    // Before the transaction: on the embedded database's one connection the image store could not run inside it.
    const gone = await this.images.gone(
      Object.values(values)
        .flat()
        .filter((value) => typeof value === 'string'),
    );
    for (const [field, value] of Object.entries(values)) {
      if (typeof value === 'string' && gone.has(value)) delete values[field];
      else if (Array.isArray(value)) values[field] = value.filter((item) => !gone.has(item as string));
    }
    if (typeof values.slug === 'string') {
      const holder = await this.dataSource.manager.findOne<ObjectLiteral>(metadata.target, { where: { slug: values.slug } });
      if (holder && holder.id !== revision.recordId) delete values.slug;
    }
    for (const column of metadata.columns) {
      const value = values[column.propertyName];
      if (typeof value === 'string' && column.type === 'timestamptz') values[column.propertyName] = new Date(value);
    }

    markRestoring(currentRequestContext());
    await this.dataSource.manager.transaction((manager) => manager.save(metadata.target, Object.assign(current, values)));
    const made = await this.repo.findOne({
      where: { recordType: revision.recordType, recordId: revision.recordId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return shown(made ?? revision);
  }
}

function shown(revision: Revision): ShownRevision {
  const values = Object.entries(revision.snapshot).map(([field, value]) => ({
    field,
    value: value === null || value === undefined ? null : JSON.stringify(value),
  }));
  return Object.assign(revision, { values });
}

/** The policy's one row, stored with the defaults should it be gone. */
export async function storedPolicy(manager: EntityManager): Promise<RevisionPolicy> {
  const [stored] = await manager.find(RevisionPolicy, { order: { updatedAt: 'ASC' }, take: 1 });
  return stored ?? manager.save(manager.create(RevisionPolicy, REVISION_POLICY_DEFAULTS));
}
