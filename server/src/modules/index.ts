import type { Router } from 'express';
import type { RestContext } from '../rest/rest-context';
import { ActivityLogEntry } from './activity-log/activity-log.entity';
import { ActivityLogResolver } from './activity-log/activity-log.resolver';
import { registerActivityLogRoutes } from './activity-log/activity-log.routes';
import { AccountsResolver } from './admin/accounts.resolver';
import { registerAccountRoutes } from './admin/accounts.routes';
import { ApiToken } from './api-token/api-token.entity';
import { ApiTokenResolver } from './api-token/api-token.resolver';
import { registerApiTokenRoutes } from './api-token/api-token.routes';
import { AdminInvitation } from './admin/admin-invitation.entity';
import { AdminSession } from './admin/admin-session.entity';
import { Admin } from './admin/admin.entity';
import { AdminResolver } from './admin/admin.resolver';
import { registerAdminRoutes } from './admin/admin.routes';
import { BlogPost } from './blog-post/blog-post.entity';
import { BlogPostResolver } from './blog-post/blog-post.resolver';
import { registerBlogPostRoutes } from './blog-post/blog-post.routes';
import { ContactMessage } from './contact-message/contact-message.entity';
import { ContactMessageResolver } from './contact-message/contact-message.resolver';
import { registerContactMessageRoutes } from './contact-message/contact-message.routes';
import { Founder } from './founder/founder.entity';
import { FounderResolver } from './founder/founder.resolver';
import { registerFounderRoutes } from './founder/founder.routes';
import { Partner } from './partner/partner.entity';
import { PartnerResolver } from './partner/partner.resolver';
import { registerPartnerRoutes } from './partner/partner.routes';
import { Product } from './product/product.entity';
import { ProductResolver } from './product/product.resolver';
import { registerProductRoutes } from './product/product.routes';
import { Project } from './project/project.entity';
import { ProjectResolver } from './project/project.resolver';
import { Redirect } from './redirect/redirect.entity';
import { RedirectResolver } from './redirect/redirect.resolver';
import { registerRedirectRoutes } from './redirect/redirect.routes';
import { Revision } from './revision/revision.entity';
import { RevisionPolicy } from './revision/revision-policy.entity';
import { RevisionResolver } from './revision/revision.resolver';
import { registerRevisionRoutes } from './revision/revision.routes';
import { registerProjectRoutes } from './project/project.routes';
import { RichTextResolver } from './rich-text/rich-text.resolver';
import { registerRichTextRoutes } from './rich-text/rich-text.routes';
import { ServiceCategory } from './service-category/service-category.entity';
import { ServiceCategoryResolver } from './service-category/service-category.resolver';
import { registerServiceCategoryRoutes } from './service-category/service-category.routes';
import { ServiceOffering } from './service-category/service-offering.entity';
import { SiteSettings } from './site-settings/site-settings.entity';
import { SiteSettingsResolver } from './site-settings/site-settings.resolver';
import { registerSiteSettingsRoutes } from './site-settings/site-settings.routes';
import { TeamMember } from './team-member/team-member.entity';
import { TeamMemberResolver } from './team-member/team-member.resolver';
import { registerTeamMemberRoutes } from './team-member/team-member.routes';
import { SearchResolver } from './search/search.resolver';
import { registerSearchRoutes } from './search/search.routes';
import { TrashResolver } from './trash/trash.resolver';
import { AnalyticsDaily, AnalyticsEvent, AnalyticsSalt } from './analytics/analytics.entity';
import { AnalyticsResolver } from './analytics/analytics.resolver';
import { registerAnalyticsRoutes } from './analytics/analytics.routes';
import { registerTrashRoutes } from './trash/trash.routes';
import { WebhookDelivery } from './webhook/webhook-delivery.entity';
import { WebhookEndpoint } from './webhook/webhook-endpoint.entity';
import { WebhookResolver } from './webhook/webhook.resolver';
import { registerWebhookRoutes } from './webhook/webhook.routes';

/** What one module folder adds to the app. Its services are built in services.ts (they depend on each other). */
export interface ServerModule {
  /** TypeORM entities: the data source and the migration generator read them. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
  entities: Function[];
  /** TypeGraphQL resolver classes. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL takes resolver classes as Function
  resolvers: Function[];
  /** The module's REST route table under /api. */
  routes: (router: Router, context: RestContext) => void;
  /** Its records are only ever shown to administrators: their changes leave the public response cache alone. */
  adminOnly?: true;
}

/**
 * Every module, in the order the schema lists their operations and /api matches their routes. A new
 * entity is one line here (docs/guides/adding-a-field-and-an-entity.md), not one per registry.
 */
export const serverModules: ServerModule[] = [
  { entities: [Admin, AdminSession], resolvers: [AdminResolver], routes: registerAdminRoutes, adminOnly: true },
  { entities: [AdminInvitation], resolvers: [AccountsResolver], routes: registerAccountRoutes, adminOnly: true },
  { entities: [ApiToken], resolvers: [ApiTokenResolver], routes: registerApiTokenRoutes, adminOnly: true },
  { entities: [Founder], resolvers: [FounderResolver], routes: registerFounderRoutes },
  { entities: [TeamMember], resolvers: [TeamMemberResolver], routes: registerTeamMemberRoutes },
  {
    entities: [ServiceCategory, ServiceOffering],
    resolvers: [ServiceCategoryResolver],
    routes: registerServiceCategoryRoutes,
  },
  { entities: [Project], resolvers: [ProjectResolver], routes: registerProjectRoutes },
  { entities: [Product], resolvers: [ProductResolver], routes: registerProductRoutes },
  { entities: [BlogPost], resolvers: [BlogPostResolver], routes: registerBlogPostRoutes },
  { entities: [], resolvers: [RichTextResolver], routes: registerRichTextRoutes },
  {
    entities: [ContactMessage],
    resolvers: [ContactMessageResolver],
    routes: registerContactMessageRoutes,
    adminOnly: true,
  },
  { entities: [Partner], resolvers: [PartnerResolver], routes: registerPartnerRoutes },
  { entities: [SiteSettings], resolvers: [SiteSettingsResolver], routes: registerSiteSettingsRoutes },
  { entities: [ActivityLogEntry], resolvers: [ActivityLogResolver], routes: registerActivityLogRoutes, adminOnly: true },
  // Not admin-only: a redirect changes what a public address answers.
  { entities: [Redirect], resolvers: [RedirectResolver], routes: registerRedirectRoutes },
  { entities: [Revision, RevisionPolicy], resolvers: [RevisionResolver], routes: registerRevisionRoutes, adminOnly: true },
  // The trash's rows are the content modules' own (their deletedAt): a restore is their change.
  { entities: [], resolvers: [TrashResolver], routes: registerTrashRoutes, adminOnly: true },
  // The search index is a table of its own, kept from the content's change events (search-indexer.ts).
  { entities: [], resolvers: [SearchResolver], routes: registerSearchRoutes },
  // Page views counted without tracking and the admin home's figures (docs/decisions/070-analytics-without-tracking.md).
  {
    entities: [AnalyticsEvent, AnalyticsSalt, AnalyticsDaily],
    resolvers: [AnalyticsResolver],
    routes: registerAnalyticsRoutes,
    adminOnly: true,
  },
  // Owners' webhook endpoints and their deliveries, written from the content's change events (webhook-recorder.ts).
  {
    entities: [WebhookEndpoint, WebhookDelivery],
    resolvers: [WebhookResolver],
    routes: registerWebhookRoutes,
    adminOnly: true,
  },
];

/** Every TypeORM entity. */
export const entities = serverModules.flatMap((module) => module.entities);

/** The record types (entity names) of the admin-only modules. */
export const adminOnlyRecordTypes: ReadonlySet<string> = new Set(
  serverModules.filter((module) => module.adminOnly).flatMap((module) => module.entities.map((entity) => entity.name)),
);
