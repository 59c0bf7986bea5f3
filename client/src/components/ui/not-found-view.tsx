import type { ReactNode } from 'react';
import { PageHead } from '../../shared/head';
import { useHttpStatus } from '../../shared/server-render-context';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { Container } from './layout-primitives';

interface NotFoundViewProps {
  icon: ReactNode;
  /** The page title and the heading, e.g. 'Product Not Found'. */
  title: string;
  message: string;
  /** The list to go back to, e.g. '/products', and the link's text. */
  backTo: string;
  backLabel: string;
}

/** SPEC §2/§8: a public detail page's missing record, with a link back to its list; answered 404 by the server. */
export function NotFoundView({ icon, title, message, backTo, backLabel }: NotFoundViewProps) {
  useHttpStatus(404);
  return (
    <>
      <PageHead title={title} />
      <Container>
        <EmptyState
          headingLevel="h1"
          icon={icon}
          title={title}
          message={message}
          action={
            <ButtonLink to={backTo} variant="secondary">
              {backLabel}
            </ButtonLink>
          }
        />
      </Container>
    </>
  );
}
