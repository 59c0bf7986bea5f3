import { css } from 'styled-components';
import { theme } from '../../shared/theme';

/** A list without bullets or indent. */
export const unstyledList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** An image that fills its box's width at a fixed shape, cropped to fit; the surface colour shows until it loads. */
export const coverImage = (aspectRatio: string) => css`
  width: 100%;
  height: auto;
  aspect-ratio: ${aspectRatio};
  object-fit: cover;
  background: ${theme.colors.surface};
`;

/** A detail page's lead image: a cover image with rounded, bordered edges. */
export const framedImage = (aspectRatio: string) => css`
  ${coverImage(aspectRatio)}
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
`;

/** A list of features, each led by a check icon in the success colour; `gap` is in theme spacing steps. */
export const checkList = (gap: number) => css`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(gap)};
  li {
    display: flex;
    gap: ${theme.space(gap)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${theme.colors.success};
  }
`;

/**
 * Stretches a card's title link (or button) over the whole card, which must be `position: relative`;
 * the focus ring is drawn on the overlay, `focusOffset` from the card's edge.
 */
export const stretchedOverlay = (focusOffset: string) => css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: ${focusOffset};
  }
`;

/** The raised card look: card background, hairline border, large radius and a soft shadow. */
export const cardSurface = css`
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
`;

/** A flat box on the surface colour (side boxes, asides). */
export const surfacePanel = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
`;

/** A small label on the surface colour with a hairline border (chips, tags, categories); padding and text are the caller's. */
export const surfaceChip = css`
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`;

/** A rounded label: the shape shared by categories, tags and badges. */
export const pillShape = css`
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
`;

/** An icon and its text side by side, `gap` theme spacing steps apart (links, buttons, badges). */
export const iconWithText = (gap: number) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(gap)};
`;

/** Items in a row that wraps onto more lines, centred on the cross axis. */
export const wrapRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(gap)};
`;

/** Centres an icon in a square box. */
export const iconBox = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
`;

/** A round, outlined icon control (menu and theme toggles, close buttons, social links). */
export const circleIcon = (size: string) => css`
  ${iconBox(size)}
  border-radius: 50%;
  border: 1px solid ${theme.colors.border};
`;

/** An icon on a rounded surface tile in the primary colour (service cards, contact details). */
export const iconTile = (size: string) => css`
  ${iconBox(size)}
  flex-shrink: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
`;
