// graphql-upload ships ESM (.mjs) with JSDoc types only; these are the parts we use.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }): RequestHandler;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { highWaterMark?: number }): Readable;
  }
  /** What the Upload scalar accepts as a variable's value (tests measure operations with one). */
  export default class Upload {
    promise: Promise<FileUpload>;
  }
}
