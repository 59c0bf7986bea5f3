// The smallest app on the site's stack: React DOM, a data router, Apollo Client with one query, one
// styled component. What it weighs is what any page of the site must load before its own code.
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';

const HELLO = gql`
  query Hello {
    __typename
  }
`;

const Title = styled.h1`
  color: rebeccapurple;
`;

function Home() {
  const { data, loading } = useQuery(HELLO);
  return <Title>{loading ? 'Loading' : data.__typename}</Title>;
}

const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

createRoot(document.getElementById('root')).render(
  <ApolloProvider client={client}>
    <RouterProvider router={router} />
  </ApolloProvider>,
);
