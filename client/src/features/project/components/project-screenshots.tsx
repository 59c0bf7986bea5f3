import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
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
    <Grid>
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
    </Grid>
  );
}

const Grid = styled.ul`
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
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
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
