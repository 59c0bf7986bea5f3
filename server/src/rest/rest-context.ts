import type { PublicReadLane } from '../http/public-read-lane';
import type { Services } from '../services';
import type { UploadParser } from './rest-kit';

/**
 * What each module's route table receives. Its own module, so that rest/router.ts (which imports every
 * route table) and the route tables (which take this) do not import each other.
 */
export interface RestContext {
  services: Services;
  upload: UploadParser;
  /** Where public GETs are registered for the lane before Express (absent: Express answers them all). */
  publicReads?: PublicReadLane;
}
