import type { ReactNode } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/layout/logo';
import { DocumentTitle } from '../../components/ui/document-title';
import { NoIndex } from '../../components/ui/no-index';
import { roundIconBadge } from '../../components/admin/admin-badges';
import { theme } from '../../shared/theme';

/** The frame of the pages before the back office (sign in, accept an invitation): not indexed, a card on its own. */
export function AuthFrame({
  title,
  intro,
  icon,
  children,
}: {
  title: string;
  intro: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <NoIndex />
      <DocumentTitle title={title} />
      <Panel>
        <Brand>
          <Logo />
        </Brand>
        <Heading>
          <Badge aria-hidden>{icon}</Badge>
          <h1>{title}</h1>
          <p>{intro}</p>
        </Heading>
        {children}
      </Panel>
      <BackLink to="/">
        <FiArrowLeft aria-hidden /> Back to website
      </BackLink>
    </Page>
  );
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${theme.space(6)};
  padding: ${theme.space(10)} ${theme.space(4)};
  background: ${theme.colors.surface};
`;

const Panel = styled.div`
  width: min(100%, 440px);
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(8)} ${theme.space(6)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  ${theme.media.sm} {
    padding: ${theme.space(10)};
  }
`;

const Brand = styled.div`
  justify-self: center;
  img {
    height: 36px;
    width: auto;
  }
`;

const Heading = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
  text-align: center;
  h1 {
    font-size: 1.75rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;

const Badge = styled.span`
  ${roundIconBadge('48px')}
  font-size: 1.25rem;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    color: ${theme.colors.primary};
  }
`;
