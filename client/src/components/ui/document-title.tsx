import { PageHead } from '../../shared/head';

/** Sets the page title to '<title> | <company name>' (server HTML and browser tab); renders nothing. */
export function DocumentTitle({ title }: { title: string }) {
  return <PageHead title={title} />;
}
