import styled, { css } from 'styled-components';
import { theme } from '../../../shared/theme';

/** The centred column of the marketing bands (hero and closing call to action); `gap` is in theme spacing steps. */
export const centeredColumn = (gap: number) => css`
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(gap)};
`;

/** The marketing bands' buttons, centred and wrapping on narrow screens. */
export const CenteredActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;
