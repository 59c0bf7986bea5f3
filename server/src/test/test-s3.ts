import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

export interface TestS3 {
  /** S3_* settings for the bucket on this server, as config.ts would read them. */
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on a loopback port with one empty
 * bucket, for one test file. Close the storages using it first: their kept-alive connections hold it open.
 */
export async function startTestS3(bucket = 'test-uploads'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
