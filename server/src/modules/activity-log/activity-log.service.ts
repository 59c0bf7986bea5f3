import type { DataSource, Repository } from 'typeorm';
import { pageOptions } from '../../shared/pagination';
import { requireRole, type Viewer } from '../../shared/viewer';
import { ActivityLogEntry } from './activity-log.entity';
import type { ActivityLogArgs } from './activity-log.inputs';
import { ActivityRecorder } from './activity-recorder';

/** A page when the caller names none: the log grows without bound, unlike the SPEC's content lists. */
export const DEFAULT_ACTIVITY_PAGE_SIZE = 50;

/**
 * The activity log: written by ActivityRecorder (a subscriber on the data source, installed here
 * so every app that has the services logs), read by administrators only, newest first.
 */
export class ActivityLogService {
  private readonly repo: Repository<ActivityLogEntry>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(ActivityLogEntry);
    ActivityRecorder.install(dataSource);
  }

  async list(viewer: Viewer, { skip, take, entityType }: ActivityLogArgs = {}): Promise<ActivityLogEntry[]> {
    requireRole(viewer, 'editor');
    const type = entityType?.trim();
    return this.repo.find({
      where: type ? { entityType: type } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      ...pageOptions({ skip, take }, DEFAULT_ACTIVITY_PAGE_SIZE),
    });
  }

  /** The record types the log has entries for, for the screen's filter. */
  async entityTypes(viewer: Viewer): Promise<string[]> {
    requireRole(viewer, 'editor');
    const rows: Array<{ entityType: string }> = await this.repo
      .createQueryBuilder('entry')
      .select('DISTINCT entry.entityType', 'entityType')
      .orderBy('"entityType"')
      .getRawMany();
    return rows.map((row) => row.entityType);
  }
}
