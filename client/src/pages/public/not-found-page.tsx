import styled from 'styled-components';
import { PageHead } from '../../shared/head';
import { useHttpStatus } from '../../shared/server-render-context';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/layout-primitives';
import { theme } from '../../shared/theme';

/** Any unknown address: answered 404 by the server. */
export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <Container>
      <PageHead title="Page Not Found" />
      <Wrap>
        <h1>Page Not Found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  padding: 120px 0;
  text-align: center;
  display: grid;
  gap: 16px;
  justify-items: center;
  p {
    color: ${theme.colors.muted};
  }
`;
