import type { Config } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { Storage } from './storage';

/** The one place that picks the driver: the bucket when S3_BUCKET is set, local disk (UPLOADS_DIR) otherwise. */
export function createStorage(config: Pick<Config, 'uploadsDir'> & Partial<Pick<Config, 's3'>>): Storage {
  if (!config.s3) return new LocalDiskStorage(config.uploadsDir);
  // Loaded only when used: the AWS SDK adds about 0.2 s and 15 MB to a start that does not need it (ADR 027).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy, synchronous load (see above)
  const { S3Storage } = require('./s3-storage') as typeof import('./s3-storage');
  return new S3Storage(config.s3);
}
