import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * Rich text from the server (already sanitised there with an allow-list) rendered as HTML;
 * DOMPurify runs again here so the browser never trusts stored markup on its own.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const Prose = styled.div`
  line-height: 1.75;
  & > * + * { margin-top: 1em; }
  h1, h2, h3 { margin-top: 1.5em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { border-radius: ${({ theme }) => theme.radius.md}; height: auto; }
  pre { background: ${({ theme }) => theme.colors.surface}; padding: 1em; border-radius: ${({ theme }) => theme.radius.md}; overflow-x: auto; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
  blockquote { border-left: 4px solid ${({ theme }) => theme.colors.primary}; margin-left: 0; padding-left: 1em; color: ${({ theme }) => theme.colors.muted}; }
  ul, ol { padding-left: 1.5em; }
`;
