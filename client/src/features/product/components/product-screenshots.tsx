import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ResponsivePictureFragment } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

/** The product's screenshots in order; each opens full size in a new tab. Below the fold, so lazy. */
export function ProductScreenshots({
  productName,
  screenshots,
}: {
  productName: string;
  screenshots: ResponsivePictureFragment[];
}) {
  return (
    <List>
      {screenshots.map((picture, index) => (
        <li key={`${index}-${picture.url}`}>
          <a href={picture.url} target="_blank" rel="noopener noreferrer">
            <ResponsiveImage
              picture={picture}
              slot="card"
              defaultAlt={`${productName} screenshot ${index + 1} of ${screenshots.length}`}
              fallbackSize={{ width: 1200, height: 800 }}
            />
          </a>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: block;
    border-radius: ${theme.radius.md};
    overflow: hidden;
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    transition: transform ${theme.transition};
  }
  a:hover img {
    transform: scale(1.03);
  }
  @media (prefers-reduced-motion: reduce) {
    a:hover img {
      transform: none;
    }
  }
`;
