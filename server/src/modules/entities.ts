import { ActivityLogEntry } from './activity-log/activity-log.entity';
import { AdminSession } from './admin/admin-session.entity';
import { Admin } from './admin/admin.entity';
import { BlogPost } from './blog-post/blog-post.entity';
import { ContactMessage } from './contact-message/contact-message.entity';
import { Founder } from './founder/founder.entity';
import { Partner } from './partner/partner.entity';
import { Product } from './product/product.entity';
import { Project } from './project/project.entity';
import { ServiceCategory } from './service-category/service-category.entity';
import { ServiceOffering } from './service-category/service-offering.entity';
import { SiteSettings } from './site-settings/site-settings.entity';
import { TeamMember } from './team-member/team-member.entity';

/** Every TypeORM entity; the data source and the migration generator read this list. */
export const entities = [
  Admin,
  AdminSession,
  Founder,
  TeamMember,
  ServiceCategory,
  ServiceOffering,
  Project,
  Product,
  BlogPost,
  ContactMessage,
  Partner,
  SiteSettings,
  ActivityLogEntry,
];
