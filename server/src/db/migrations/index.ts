import { InitialSchema1795249764422 } from './1795249764422-initial-schema';
import { AdminTwoFactorAndSessions1795429055421 } from './1795429055421-admin-two-factor-and-sessions';
import { ActivityLog1795611420000 } from './1795611420000-activity-log';

/** Every migration, oldest first. `npm run db:migration:new -- <Name>` generates the next one. */
export const migrations: Function[] = [InitialSchema1795249764422, AdminTwoFactorAndSessions1795429055421, ActivityLog1795611420000];
