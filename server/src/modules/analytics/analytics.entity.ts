import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One counted page view or contact message (docs/decisions/070-analytics-without-tracking.md). Nothing here names a
 * person: no address, no user agent, no cookie. `visitor` is a truncated SHA-256 of the day's salt, the address, the
 * user agent and the site's host, so it tells visitors of one day apart and cannot be recomputed once the salt is
 * gone. Deleted after 30 days; the daily roll-up (AnalyticsDaily) keeps the figures.
 */
@Entity('analytics_event')
@Index('IDX_analytics_event_day', ['day'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_analytics_event' })
  id: string;

  /** The UTC day of the view (a date, no time: the order of a day's views is not kept either). */
  @Column({ type: 'date' })
  day: string;

  /** 'view' or 'contact'. */
  @Column({ type: 'varchar', length: 10 })
  kind: string;

  /** The page's path without its query ('' for a contact message). */
  @Column({ type: 'varchar', length: 200 })
  path: string;

  @Column({ type: 'varchar', length: 16 })
  visitor: string;

  /** The host of another site the visitor came from; null when typed, bookmarked or from this site. */
  @Column({ type: 'varchar', length: 253, nullable: true })
  referrer: string | null;

  /** 'mobile', 'tablet' or 'desktop', from the user agent (which is not kept). */
  @Column({ type: 'varchar', length: 10 })
  device: string;
}

/** The random salt of one UTC day: shared by every instance through the database, deleted once its day is over. */
@Entity('analytics_salt')
export class AnalyticsSalt {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_analytics_salt' })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;
}

/**
 * A day's figures, written by the roll-up from the raw events: 'total' (key ''), 'path', 'referrer' and 'device'
 * rows count views and that day's unique visitors; 'contact' (key '') counts the visitors who sent a message.
 */
@Entity('analytics_daily')
export class AnalyticsDaily {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_analytics_daily' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 10, primaryKeyConstraintName: 'PK_analytics_daily' })
  dimension: string;

  @PrimaryColumn({ type: 'varchar', length: 253, primaryKeyConstraintName: 'PK_analytics_daily' })
  key: string;

  @Column({ type: 'integer' })
  views: number;

  @Column({ type: 'integer' })
  visitors: number;
}
