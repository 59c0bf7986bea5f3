import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ActivityLogEntry } from '../activity-log/activity-log.entity';

@ObjectType({ description: "One UTC day's page views and unique visitors (a visitor is counted once a day)." })
export class DashboardDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  day: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  visitors: number;
}

@ObjectType({ description: "A page's path, a referrer's host or a device class, with its views and daily visitors." })
export class DashboardCount {
  @Field()
  key: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int, { description: "The sum of each day's unique visitors." })
  visitors: number;
}

@ObjectType({ description: 'Contact messages received in one week.' })
export class DashboardWeek {
  @Field({ description: "The week's Monday, YYYY-MM-DD (UTC)." })
  week: string;

  @Field(() => Int)
  messages: number;
}

@ObjectType({ description: "The admin home's figures (editors and owners): visits without tracking, and work at a glance." })
export class Dashboard {
  @Field(() => Int, { description: 'The period: the last `days` days, today included (UTC).' })
  days: number;

  @Field({ description: 'Whether page views are being counted (ANALYTICS=off turns counting off).' })
  countingEnabled: boolean;

  @Field(() => [DashboardDay], { description: 'Every day of the period, oldest first, zero-filled.' })
  daily: DashboardDay[];

  @Field(() => Int, { description: 'Page views in the period.' })
  views: number;

  @Field(() => Int, { description: "Visitors in the period: the sum of each day's unique visitors." })
  visitors: number;

  @Field(() => Int, { description: 'Of those, the visitors who sent a contact message the day they visited.' })
  contactVisitors: number;

  @Field(() => Float, { description: 'contactVisitors / visitors (0 without visitors).' })
  conversionRate: number;

  @Field(() => [DashboardCount], { description: 'The most viewed pages (at most 10).' })
  topPages: DashboardCount[];

  @Field(() => [DashboardCount], { description: 'The other sites visitors came from most (at most 10).' })
  topReferrers: DashboardCount[];

  @Field(() => [DashboardCount], { description: 'Views by device class: mobile, tablet, desktop.' })
  devices: DashboardCount[];

  @Field(() => [DashboardWeek], { description: 'Contact messages per week (from the inbox), oldest week first.' })
  contactsPerWeek: DashboardWeek[];

  @Field(() => Int)
  unreadMessages: number;

  @Field(() => Int, { description: 'Blog posts not published (trash left out).' })
  drafts: number;

  @Field(() => Int, { description: 'Blog posts published for a later moment.' })
  scheduledPosts: number;

  @Field(() => [ActivityLogEntry], { description: 'The latest activity log entries, newest first.' })
  recentActivity: ActivityLogEntry[];
}
