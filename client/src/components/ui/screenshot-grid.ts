import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { unstyledList } from './css-helpers';
import { Grid } from './layout-primitives';

/** A list of screenshot thumbnails in the card grid's columns, closer together. */
export const ScreenshotGrid = styled(Grid).attrs({ as: 'ul' })`
  ${unstyledList}
  gap: ${theme.space(4)};
`;

/** The clipped, bordered frame around one thumbnail (a link or a button). */
export const thumbnailFrame = css`
  display: block;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;
