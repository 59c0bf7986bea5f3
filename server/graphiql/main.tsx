import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Same origin as the page, so the playground works offline and behind any host name. */
const fetcher = createGraphiQLFetcher({ url: '/graphql', enableIncrementalDelivery: false });

const DEFAULT_QUERY = `# Company portfolio GraphQL playground.
#
# Public queries need no login. For admin operations, run
# this mutation, then add the token in the Headers tab:
#   { "Authorization": "Bearer <token>" }

mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
  }
}
`;

const DEFAULT_VARIABLES = JSON.stringify({ username: 'admin', password: '' }, null, 2);

const root = document.getElementById('graphiql');
if (!root) throw new Error('GraphiQL mount point #graphiql is missing from the page');

createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={[{ query: DEFAULT_QUERY, variables: DEFAULT_VARIABLES }]}
      defaultEditorToolsVisibility="headers"
    />
  </StrictMode>,
);
