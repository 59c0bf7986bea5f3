import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../shared/theme';

/** SPEC §2: an unexpected route error shows 'Unexpected Application Error!'. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Wrap role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      <Link to="/">Go to the home page</Link>
    </Wrap>
  );
}

const Wrap = styled.div`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 16px;
  text-align: center;
  padding: 24px;
  a {
    color: ${theme.colors.primary};
  }
`;
