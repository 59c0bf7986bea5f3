import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AdminService } from './modules/admin/admin.service';
import { BlogPostService } from './modules/blog-post/blog-post.service';
import { ContactMessageService } from './modules/contact-message/contact-message.service';
import { FounderService } from './modules/founder/founder.service';
import { PartnerService } from './modules/partner/partner.service';
import { ProductService } from './modules/product/product.service';
import { ProjectService } from './modules/project/project.service';
import { ServiceCategoryService } from './modules/service-category/service-category.service';
import { TeamMemberService } from './modules/team-member/team-member.service';
import { ImageStore } from './shared/images';
import type { Storage } from './shared/storage/storage';

/** The service layer both doors (GraphQL and REST) call. Services hold every rule. */
export interface Services {
  admin: AdminService;
  founders: FounderService;
  teamMembers: TeamMemberService;
  serviceCategories: ServiceCategoryService;
  projects: ProjectService;
  products: ProductService;
  blogPosts: BlogPostService;
  contactMessages: ContactMessageService;
  partners: PartnerService;
}

export function createServices(
  dataSource: DataSource,
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes'>,
  storage: Storage,
): Services {
  const images = new ImageStore(storage, config.maxUploadBytes);
  return {
    admin: new AdminService(dataSource, config),
    founders: new FounderService(dataSource, images),
    teamMembers: new TeamMemberService(dataSource, images),
    serviceCategories: new ServiceCategoryService(dataSource, images),
    projects: new ProjectService(dataSource, images),
    products: new ProductService(dataSource, images),
    blogPosts: new BlogPostService(dataSource, images),
    contactMessages: new ContactMessageService(dataSource, images),
    partners: new PartnerService(dataSource, images),
  };
}
