import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { IncomingFile } from '../shared/images';

export { GraphQLUpload };
export type { FileUpload };

/**
 * An uploaded file, not read yet: graphql-upload buffers it in a temporary file (removed when the
 * request ends) and ImageStore opens it when its turn comes, so many large files never sit in
 * memory together. Past maxFileSize the stream fails with 413, which ImageStore reports as 'File too large'.
 */
export async function readUpload(upload: Promise<FileUpload> | FileUpload | null | undefined): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  const file = await upload;
  return { filename: file.filename, source: { open: () => file.createReadStream() } };
}

export async function readUploads(uploads: Array<Promise<FileUpload>> | null | undefined): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const upload of uploads ?? []) {
    const file = await readUpload(upload);
    if (file) files.push(file);
  }
  return files;
}
