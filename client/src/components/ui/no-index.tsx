import { useEffect } from 'react';

/** Adds <meta name="robots" content="noindex"> to the document head while mounted; renders nothing. */
export function NoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return null;
}
