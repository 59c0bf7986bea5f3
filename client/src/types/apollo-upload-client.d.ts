// apollo-upload-client ships ESM with JSDoc types only; this is the part the app uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string;
      headers?: Record<string, string>;
      credentials?: RequestCredentials;
      /** Queries (not mutations, not uploads) as GET, their request in the URL. */
      useGETForQueries?: boolean;
      fetchOptions?: RequestInit;
    });
  }
}
