import { InitialSchema1795249764422 } from './1795249764422-initial-schema';

/** Every migration, oldest first. `npm run db:migration:new -- <Name>` generates the next one. */
export const migrations: Function[] = [InitialSchema1795249764422];
