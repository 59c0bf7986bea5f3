import { useEffect } from 'react';
import { siteConfig } from '../../app/site-config';

/** Sets the browser tab title to '<title> | <company name>' while mounted; renders nothing. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | ${siteConfig.companyName}`;
  }, [title]);
  return null;
}
