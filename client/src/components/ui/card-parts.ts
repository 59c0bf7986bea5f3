import styled from 'styled-components';
import { theme } from '../../shared/theme';
import { iconWithText, stretchedOverlay, surfaceChip } from './css-helpers';
import { Card, liftOnHover } from './layout-primitives';

/** The public list cards (posts, products, projects): clickable as a whole, lifting with a deeper shadow on hover. */
export const LinkCard = styled(Card)`
  position: relative;
  height: 100%;
  ${liftOnHover({ raise: true })}
`;

/** The text column under a card's image; it grows so a footer line can sit at the bottom. */
export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
  flex: 1;
`;

/**
 * A card's title link; its overlay makes the whole card clickable while the link keeps a short accessible name.
 * A plain link: cards are in islands (docs/decisions/053), where every public page is a document of its own.
 */
export const CardTitleLink = styled.a`
  color: ${theme.colors.text};
  text-decoration: none;
  ${stretchedOverlay('2px')}
`;

/** A card's closing 'Learn more →' line, pinned to the bottom of the card. */
export const CardFooterCta = styled.span`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  ${iconWithText(2)}
  font-weight: 600;
  color: ${theme.colors.primary};
`;

/** A post's category as a pill (card and article). */
export const CategoryPill = styled.span`
  padding: ${theme.space(1)} ${theme.space(3)};
  ${surfaceChip}
  color: ${theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;
