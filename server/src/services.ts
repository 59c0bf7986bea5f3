import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { ActivityLogService } from './modules/activity-log/activity-log.service';
import { AdminService } from './modules/admin/admin.service';
import { TwoFactorService } from './modules/admin/two-factor.service';
import { BlogPostService } from './modules/blog-post/blog-post.service';
import { ContactMessageService } from './modules/contact-message/contact-message.service';
import { FounderService } from './modules/founder/founder.service';
import { PartnerService } from './modules/partner/partner.service';
import { ProductService } from './modules/product/product.service';
import { ProjectService } from './modules/project/project.service';
import { ServiceCategoryService } from './modules/service-category/service-category.service';
import { TeamMemberService } from './modules/team-member/team-member.service';
import { ImageStore } from './shared/images';
import { memoryRateLimiters, type RateLimiterFactory } from './shared/rate-limit';
import type { Storage } from './shared/storage/storage';

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
  contactMessages: ContactMessageService;
  partners: PartnerService;
  activityLog: ActivityLogService;
}

export function createServices(
  dataSource: DataSource,
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes'> &
    Partial<Pick<Config, 'loginFailureLimits' | 'contactRateLimit'>>,
  storage: Storage,
  rateLimiters: RateLimiterFactory = memoryRateLimiters,
): Services {
  const images = new ImageStore(storage, config.maxUploadBytes);
  const twoFactor = new TwoFactorService(dataSource, config, rateLimiters);
  return {
    admin: new AdminService(dataSource, config, rateLimiters, twoFactor),
    twoFactor,
    founders: new FounderService(dataSource, images),
    teamMembers: new TeamMemberService(dataSource, images),
    serviceCategories: new ServiceCategoryService(dataSource, images),
    projects: new ProjectService(dataSource, images),
    products: new ProductService(dataSource, images),
    blogPosts: new BlogPostService(dataSource, images),
    contactMessages: new ContactMessageService(dataSource, images, config.contactRateLimit, rateLimiters),
    partners: new PartnerService(dataSource, images),
    // Installs the recorder that logs every admin write made through these services.
    activityLog: new ActivityLogService(dataSource),
  };
}
