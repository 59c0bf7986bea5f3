import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { FileTooLargeError } from '../shared/errors';
import type { IncomingFile } from '../shared/images';

export { GraphQLUpload };
export type { FileUpload };

/** Reads an uploaded file into memory; graphql-upload cuts it off past maxFileSize (413). */
export async function readUpload(upload: Promise<FileUpload> | FileUpload | null | undefined): Promise<IncomingFile | undefined> {
  if (!upload) return undefined;
  const file = await upload;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new FileTooLargeError();
    throw error;
  }
  return { filename: file.filename, bytes: Buffer.concat(chunks) };
}

export async function readUploads(uploads: Array<Promise<FileUpload>> | null | undefined): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const upload of uploads ?? []) {
    const file = await readUpload(upload);
    if (file) files.push(file);
  }
  return files;
}
