import { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { buttonStates } from './image-drop-zone';

/**
 * The small danger-coloured button in a thumbnail's top right corner that removes the image (the
 * thumbnail must be `position: relative`); `offset` from the corner, `padding` around the icon.
 */
export const removeImageButton = (offset: string, padding: string, radius: string) => css`
  position: absolute;
  top: ${offset};
  right: ${offset};
  display: inline-flex;
  padding: ${padding};
  border: 1px solid ${theme.colors.border};
  border-radius: ${radius};
  background: ${theme.colors.card};
  color: ${theme.colors.danger};
  cursor: pointer;
  ${buttonStates}
`;
