import type { MouseEvent } from 'react';
import { FiArrowUpRight } from 'react-icons/fi';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { CardBody, CardFooterCta, LinkCard } from '../../../components/ui/card-parts';
import { stretchedOverlay, surfaceChip, unstyledList } from '../../../components/ui/css-helpers';
import { clampLines } from '../../../components/ui/layout-primitives';
import type { ProjectCardFragment } from '../../../gql/graphql';
import { theme } from '../../../shared/theme';

interface ProjectCardProps {
  project: ProjectCardFragment;
  /** Called with the button that was used, so focus can return to it when the dialog closes. */
  onOpen: (project: ProjectCardFragment, opener: HTMLElement) => void;
  /** A pointer over the card, a touch or the focus on it: a click may follow (the dialog's query can start). */
  onIntent?: (project: ProjectCardFragment) => void;
  /** The first cards are above the fold; the rest load lazily. */
  eager?: boolean;
  /** The page's likely largest image (the first card, the one a phone shows): fetched before the scripts. */
  priority?: boolean;
}

/**
 * A project in the work grid. The whole card is clickable: the title is a real button whose hit
 * area is stretched over the card, so keyboard and screen-reader users get one clear control.
 */
export function ProjectCard({ project, onOpen, onIntent, eager = false, priority = false }: ProjectCardProps) {
  const tags = project.tags.filter((tag) => tag.trim() !== '');
  return (
    <Root>
      <Media>
        <Image
          picture={project.picture}
          slot="card"
          defaultAlt={`${project.title} preview`}
          eager={eager}
          priority={priority}
          showFailure
        />
      </Media>
      <Body>
        {project.category && <Category>{project.category}</Category>}
        <Title>
          <OpenButton
            type="button"
            aria-haspopup="dialog"
            // A tap before the page's scripts have taken over opens the dialog once they have (index.html).
            data-early="replay"
            onPointerEnter={() => onIntent?.(project)}
            onPointerDown={() => onIntent?.(project)}
            onFocus={() => onIntent?.(project)}
            onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(project, event.currentTarget)}
          >
            {project.title}
          </OpenButton>
        </Title>
        <Description>{project.description}</Description>
        {tags.length > 0 && (
          <Tags aria-label="Tags">
            {tags.map((tag, index) => (
              <li key={`${index}-${tag}`}>{tag}</li>
            ))}
          </Tags>
        )}
        <More aria-hidden>
          View details <FiArrowUpRight />
        </More>
      </Body>
    </Root>
  );
}

const Root = styled(LinkCard)`
  &:hover img {
    transform: scale(1.04);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover img {
      transform: none;
    }
  }
`;

/** SPEC §5 recommends 1200x800 images, so cards keep their 3:2 shape. */
const Media = styled.div`
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: ${theme.colors.surface};
`;

const Image = styled(ResponsiveImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: transform 400ms ease;
`;

const Body = styled(CardBody)`
  padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(6)};
`;

const Category = styled.span`
  color: ${theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  font-size: 1.25rem;
`;

/** The stretched hit area; its focus ring is drawn inside the edge because the card clips its overflow. */
const OpenButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${theme.colors.text};
  ${stretchedOverlay('-3px')}
`;

/** SPEC §9: project descriptions are clamped to 2 lines. */
const Description = styled.p`
  color: ${theme.colors.muted};
  ${clampLines(2)}
`;

const Tags = styled.ul`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    padding: 2px ${theme.space(3)};
    ${surfaceChip}
    color: ${theme.colors.muted};
    font-size: 0.8125rem;
    font-weight: 500;
  }
`;

const More = styled(CardFooterCta)`
  gap: ${theme.space(1)};
  font-size: 0.9375rem;
`;
