import type { DataSource } from 'typeorm';
import { BlogPost } from './modules/blog-post/blog-post.entity';
import { Founder } from './modules/founder/founder.entity';
import { Partner } from './modules/partner/partner.entity';
import { Product } from './modules/product/product.entity';
import { Project } from './modules/project/project.entity';
import { ServiceCategory } from './modules/service-category/service-category.entity';
import { SiteSettings } from './modules/site-settings/site-settings.entity';
import { TeamMember } from './modules/team-member/team-member.entity';
import { Redirect } from './modules/redirect/redirect.entity';
import { RedirectService } from './modules/redirect/redirect.service';
import { RevisionService } from './modules/revision/revision.service';
import { DEFAULT_WEBHOOK_SETTINGS, type Config } from './config';
import { ActivityLogService } from './modules/activity-log/activity-log.service';
import { AdminService } from './modules/admin/admin.service';
import { CurrentPasswordCheck } from './modules/admin/current-password';
import { SignInCodes } from './modules/admin/sign-in-codes';
import { TwoFactorService } from './modules/admin/two-factor.service';
import { BlogPostService } from './modules/blog-post/blog-post.service';
import { ContactMessageService } from './modules/contact-message/contact-message.service';
import { FounderService } from './modules/founder/founder.service';
import { PartnerService } from './modules/partner/partner.service';
import { ProductService } from './modules/product/product.service';
import { ProjectService } from './modules/project/project.service';
import { RichTextService } from './modules/rich-text/rich-text.service';
import { ServiceCategoryService } from './modules/service-category/service-category.service';
import { SiteSettingsService } from './modules/site-settings/site-settings.service';
import { ContactNotifier } from './modules/contact-message/contact-notifier';
import { createMailer } from './shared/mailer';
import { TrashService } from './modules/trash/trash.service';
import { AccountsService } from './modules/admin/accounts.service';
import { ApiTokenService } from './modules/api-token/api-token.service';
import { TeamMemberService } from './modules/team-member/team-member.service';
import { ChangeStream } from './shared/changes/change-stream';
import { SearchService } from './modules/search/search.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { ImageStore } from './shared/images';
import { RecordReads } from './shared/changes/record-reads';
import { memoryRateLimiters, type RateLimiterFactory } from './shared/rate-limit';
import type { Storage } from './shared/storage/storage';
import { WebhookService } from './modules/webhook/webhook.service';

/** The service layer both doors (GraphQL and REST) call. Services hold every rule. */
export interface Services {
  admin: AdminService;
  twoFactor: TwoFactorService;
  founders: FounderService;
  teamMembers: TeamMemberService;
  serviceCategories: ServiceCategoryService;
  projects: ProjectService;
  products: ProductService;
  blogPosts: BlogPostService;
  /** Images inside rich text and the editor's preview. */
  richText: RichTextService;
  contactMessages: ContactMessageService;
  partners: PartnerService;
  siteSettings: SiteSettingsService;
  activityLog: ActivityLogService;
  /** Old addresses and where they lead (kept for changed slugs, added by administrators). */
  redirects: RedirectService;
  /** Every save of a content record, listed and restored (issue 30). */
  revisions: RevisionService;
  /** Deleted content records, restored or deleted for good (issue 30). */
  trash: TrashService;
  /** The back office's accounts, roles and invitations (issue 30). */
  accounts: AccountsService;
  /** Owners' API tokens, and the viewer a request's token stands for (issue 31). */
  apiTokens: ApiTokenService;
  /** Site search over what visitors can see (issue 31). */
  search: SearchService;
  /** Owners' webhook endpoints, their deliveries and the worker that sends them (issue 31). */
  webhooks: WebhookService;
  /** Stored images and their variants (ADR 022): the Picture fields and the backfill use it directly. */
  images: ImageStore;
  /** Page views counted without tracking, their roll-up and the admin home's figures (issue 31). */
  analytics: AnalyticsService;
}

export function createServices(
  dataSource: DataSource,
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes'> &
    Partial<
      Pick<Config, 'loginFailureLimits' | 'contactRateLimit' | 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'analytics' | 'webhooks'>
    > & {
      /** Tests only: the analytics' clock. */
      analyticsClock?: () => number;
    },
  storage: Storage,
  rateLimiters: RateLimiterFactory = memoryRateLimiters,
): Services {
  // Each content service notes the record types it reads in the request, for the response cache's tags (ADR 059).
  const reads = RecordReads.of(dataSource);
  // The image store notes the rows it reads itself, by URL (ImageStore.assets).
  const images = new ImageStore(storage, config.maxUploadBytes, dataSource, ChangeStream.of(dataSource), reads);
  // Asked again before security changes, and counted per account, by both services.
  const currentPassword = new CurrentPasswordCheck(rateLimiters);
  const twoFactor = new TwoFactorService(dataSource, config, rateLimiters, currentPassword);
  const siteSettings = reads.service(new SiteSettingsService(dataSource), [SiteSettings]);
  const mailer = createMailer(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost');
  const contactNotifier = new ContactNotifier(mailer, async () => (await siteSettings.get()).email, config.publicUrl);
  const signInCodes = new SignInCodes(config.jwtSecret, mailer, config.publicUrl, rateLimiters);
  const founders = reads.service(new FounderService(dataSource, images), [Founder]);
  const teamMembers = reads.service(new TeamMemberService(dataSource, images), [TeamMember]);
  const serviceCategories = reads.service(new ServiceCategoryService(dataSource, images), [ServiceCategory]);
  const projects = reads.service(new ProjectService(dataSource, images), [Project]);
  const products = reads.service(new ProductService(dataSource, images), [Product]);
  const blogPosts = reads.service(new BlogPostService(dataSource, images), [BlogPost]);
  const partners = reads.service(new PartnerService(dataSource, images), [Partner]);
  const apiTokens = new ApiTokenService(dataSource);
  // Installs the recorder that logs every admin write made through these services.
  const activityLog = new ActivityLogService(dataSource);
  const analytics = new AnalyticsService(dataSource, activityLog, {
    enabled: config.analytics ?? true,
    publicUrl: config.publicUrl,
    now: config.analyticsClock,
  });
  return {
    founders,
    teamMembers,
    serviceCategories,
    projects,
    products,
    blogPosts,
    partners,
    admin: new AdminService(dataSource, config, rateLimiters, currentPassword, twoFactor, signInCodes, apiTokens),
    twoFactor,
    richText: new RichTextService(images),
    contactMessages: new ContactMessageService(
      dataSource,
      images,
      config.contactRateLimit,
      rateLimiters,
      contactNotifier,
      analytics,
    ),
    siteSettings,
    activityLog,
    analytics,
    // Installs the keeper that follows changed slugs; its lookups shape which page answers are kept (ADR 059).
    redirects: reads.service(new RedirectService(dataSource), [Redirect]),
    // Installs the keeper that keeps a revision of every content save.
    revisions: new RevisionService(dataSource, images),
    accounts: new AccountsService(dataSource, mailer, config.publicUrl),
    apiTokens,
    trash: new TrashService(dataSource, {
      BlogPost: blogPosts,
      Product: products,
      Project: projects,
      ServiceCategory: serviceCategories,
      Founder: founders,
      TeamMember: teamMembers,
      Partner: partners,
    }),
    // Installs the indexer that keeps the search index in step; its answers are tagged with the types it covers.
    search: reads.service(new SearchService(dataSource), [BlogPost, Product, Project, ServiceCategory, TeamMember]),
    // Installs the recorder that writes webhook deliveries with the changes; its worker sends them.
    webhooks: new WebhookService(dataSource, config.jwtSecret, config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS),
    images,
  };
}
