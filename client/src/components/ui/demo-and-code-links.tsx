import { FaGithub } from 'react-icons/fa';
import { FiExternalLink } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { iconWithText } from './css-helpers';

interface DemoAndCodeLinksProps {
  liveUrl?: string | null;
  codeUrl?: string | null;
  /** The code link's text, e.g. 'View Code' or 'GitHub'. */
  codeLabel: string;
  /** Styles from `styled(DemoAndCodeLinks)`. */
  className?: string;
}

/** 'Live Demo' (filled) and the code link (outlined), each opening in a new tab; nothing when neither is set. */
export function DemoAndCodeLinks({ liveUrl, codeUrl, codeLabel, className }: DemoAndCodeLinksProps) {
  if (!liveUrl && !codeUrl) return null;
  return (
    <Row className={className}>
      {liveUrl && (
        <ExternalLink href={liveUrl} target="_blank" rel="noopener noreferrer" $primary>
          <FiExternalLink aria-hidden />
          Live Demo
        </ExternalLink>
      )}
      {codeUrl && (
        <ExternalLink href={codeUrl} target="_blank" rel="noopener noreferrer">
          <FaGithub aria-hidden />
          {codeLabel}
        </ExternalLink>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const ExternalLink = styled.a<{ $primary?: boolean }>`
  ${iconWithText(2)}
  padding: 10px 20px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  font-weight: 600;
  text-decoration: none;
  color: ${theme.colors.text};
  transition:
    background ${theme.transition},
    color ${theme.transition},
    border-color ${theme.transition};
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  ${({ $primary }) =>
    $primary &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover {
        background: ${theme.colors.primaryHover};
        border-color: ${theme.colors.primaryHover};
        color: ${theme.colors.primaryText};
      }
    `}
`;
