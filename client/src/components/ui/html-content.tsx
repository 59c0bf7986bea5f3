import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';

/**
 * Rich text as stored by the server, rendered as HTML. Only pass HTML that came from the API: the
 * server sanitises every rich-text field with an allow-list when it is written (product and blog
 * services and the seed, server/src/shared/sanitize-html.ts), so it is safe as it is, and the same
 * markup can be rendered on the server. No sanitiser ships in the browser; HTML typed into a form
 * and not yet saved must never come here.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The rich-text look, shared with the admin's editor so what is typed there looks as it will here. */
export const proseStyles = css`
  line-height: 1.75;
  & > * + * {
    margin-top: 1em;
  }
  h1,
  h2,
  h3 {
    margin-top: 1.5em;
  }
  a {
    color: ${theme.colors.primary};
  }
  img {
    border-radius: ${theme.radius.md};
    height: auto;
  }
  pre {
    background: ${theme.colors.surface};
    padding: 1em;
    border-radius: ${theme.radius.md};
    overflow-x: auto;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9em;
  }
  blockquote {
    border-left: 4px solid ${theme.colors.primary};
    margin-left: 0;
    padding-left: 1em;
    color: ${theme.colors.muted};
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
`;

const Prose = styled.div`
  ${proseStyles}
`;
