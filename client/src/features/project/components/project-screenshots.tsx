import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ScreenshotGrid, thumbnailFrame } from '../../../components/ui/screenshot-grid';
import type { ResponsivePictureFragment } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

interface ProjectScreenshotsProps {
  screenshots: ResponsivePictureFragment[];
  title: string;
  /** Opens the gallery at this screenshot; `opener` is the thumbnail button, for returning focus. */
  onOpen: (index: number, opener: HTMLElement) => void;
}

/** The project's screenshots as a grid of thumbnails; each opens the gallery lightbox. */
export function ProjectScreenshots({ screenshots, title, onOpen }: ProjectScreenshotsProps) {
  const total = screenshots.length;
  return (
    <ScreenshotGrid>
      {screenshots.map((picture, index) => (
        <li key={`${index}-${picture.url}`}>
          <Thumb
            type="button"
            aria-label={`Open screenshot ${index + 1} of ${total}`}
            onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(index, event.currentTarget)}
          >
            <Image
              picture={picture}
              slot="card"
              defaultAlt={`${title} screenshot ${index + 1}`}
              fallbackSize={{ width: 480, height: 320 }}
              showFailure
            />
          </Thumb>
        </li>
      ))}
    </ScreenshotGrid>
  );
}

const Thumb = styled.button`
  ${thumbnailFrame}
  width: 100%;
  padding: 0;
  cursor: zoom-in;
  transition:
    border-color ${theme.transition},
    transform ${theme.transition};
  &:hover {
    border-color: ${theme.colors.primary};
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const Image = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  min-height: 0;
`;
