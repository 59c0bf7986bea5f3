import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ScreenshotGrid, thumbnailFrame } from '../../../components/ui/screenshot-grid';
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

const List = styled(ScreenshotGrid)`
  a {
    ${thumbnailFrame}
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
