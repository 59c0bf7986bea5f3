import { InitialSchema1795249764422 } from './1795249764422-initial-schema';
import { AdminTwoFactorAndSessions1795429055421 } from './1795429055421-admin-two-factor-and-sessions';
import { BlogPostPublishAt1795438141137 } from './1795438141137-blog-post-publish-at';
import { SiteSettings1795438184063 } from './1795438184063-site-settings';
import { ContactMessageReadAt1795438184064 } from './1795438184064-contact-message-read-at';
import { ManualOrder1795438228459 } from './1795438228459-manual-order';
import { ImageAssets1795438268913 } from './1795438268913-image-assets';
import { ActivityLog1795611420000 } from './1795611420000-activity-log';

/** Every migration, oldest first. `npm run db:migration:new -- <Name>` generates the next one. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's `migrations` option takes classes as Function
export const migrations: Function[] = [
  InitialSchema1795249764422,
  AdminTwoFactorAndSessions1795429055421,
  BlogPostPublishAt1795438141137,
  SiteSettings1795438184063,
  ContactMessageReadAt1795438184064,
  ManualOrder1795438228459,
  ImageAssets1795438268913,
  ActivityLog1795611420000,
];
