import { css } from 'styled-components';
import { iconBox } from '../ui/css-helpers';
import { theme } from '../../shared/theme';

/** A round icon on the surface colour, in the primary colour (the admin's avatar, a session's device, the login badge). */
export const roundIconBadge = (size: string) => css`
  ${iconBox(size)}
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
`;

/** A small label in the primary colour ('Current', 'New', an unread count); padding and font are the caller's. */
export const primaryPill = css`
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
`;

/** The small capitals above a card's title, in the primary colour (a project's category, an account's role, a trashed record's kind). */
export const cardKicker = css`
  color: ${theme.colors.primary};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
