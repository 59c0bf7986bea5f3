import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FiX } from 'react-icons/fi';
import styled, { keyframes } from 'styled-components';
import { CheckList } from '../../../components/ui/check-list';
import { checkList, circleIcon, pillShape, unstyledList } from '../../../components/ui/css-helpers';
import { DemoAndCodeLinks } from '../../../components/ui/demo-and-code-links';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Container } from '../../../components/ui/layout-primitives';
import { lazyWithPreload, preloadWhenIdle } from '../../../components/ui/lazy-with-preload';
import { useModalLayer } from '../../../components/ui/use-modal-layer';
import { useScrollLock } from '../../../components/ui/use-scroll-lock';
import { PublicProjectDocument, type ProjectCardFragment } from '../../../gql/graphql';
import { ProjectScreenshots } from './project-screenshots';
import { theme } from '../../../shared/theme';
import { useGraphQLQuery } from '../../../shared/graphql-request';

/** The gallery is its own chunk too, fetched while the dialog is open (only when there is something to show). */
const Lightbox = lazyWithPreload(() => import('./screenshot-lightbox').then((m) => m.ScreenshotLightbox));

interface ProjectDetailDialogProps {
  /** The card's project: the dialog shows it at once and asks for the rest (features, gallery, links). */
  project: ProjectCardFragment;
  onClose: () => void;
  /** The card button that opened the dialog; focus returns to it on close. */
  returnFocusTo?: HTMLElement | null;
}

const nonBlank = (items: string[]) => items.filter((item) => item.trim() !== '');

/**
 * SPEC §4 'Project detail dialog': a full-screen modal with everything about one project. While it
 * is open the page behind cannot scroll, focus stays inside, and Escape closes the gallery first
 * (when open), then the dialog. What the card showed is there at once; the features, technologies,
 * links and gallery arrive with the project's own query (kept out of /work's first load, whose state
 * they doubled). A failed fetch is logged (SPEC §4) and offers to try again.
 */
export function ProjectDetailDialog({ project, onClose, returnFocusTo }: ProjectDetailDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [gallery, setGallery] = useState<{ index: number; opener: HTMLElement } | null>(null);

  useScrollLock();
  useModalLayer(ref, { onEscape: onClose, returnFocusTo });

  const { data, error, refetch } = useGraphQLQuery(PublicProjectDocument, { id: project.id });
  const details = data?.project;
  useEffect(() => {
    if (error) console.error(`Failed to load project "${project.id}":`, error);
  }, [error, project.id]);

  const features = nonBlank(details?.features ?? []);
  const technologies = nonBlank(details?.technologies ?? []);
  const tags = nonBlank(project.tags);
  const screenshots = (details?.screenshotPictures ?? []).filter((picture) => picture.url.trim() !== '');
  if (screenshots.length > 0) preloadWhenIdle(Lightbox.preload);

  return createPortal(
    <Root ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-lenis-prevent>
      <TopBar>
        <Container>
          <TopBarInner>
            <TopBarTitle aria-hidden>{project.title}</TopBarTitle>
            <CloseButton type="button" onClick={onClose} aria-label="Close project details">
              <FiX aria-hidden />
            </CloseButton>
          </TopBarInner>
        </Container>
      </TopBar>

      <Container>
        <Content>
          <Hero>
            <HeroImage picture={project.picture} slot="dialog" defaultAlt={`${project.title} preview`} eager showFailure />
          </Hero>

          <Header>
            {project.category && <Category>{project.category}</Category>}
            <Title id={titleId}>{project.title}</Title>
            <Description>{project.description}</Description>
            {details && <Links liveUrl={details.liveDemoLink} codeUrl={details.githubLink} codeLabel="GitHub" />}
          </Header>

          {!details &&
            (error ? (
              <DetailsState role="alert">
                Could not load this project&apos;s details.
                <RetryButton type="button" onClick={refetch}>
                  Try again
                </RetryButton>
              </DetailsState>
            ) : (
              <DetailsState role="status">Loading project details…</DetailsState>
            ))}

          {(features.length > 0 || technologies.length > 0) && (
            <Columns>
              {features.length > 0 && (
                <Panel aria-labelledby={`${titleId}-features`}>
                  <h3 id={`${titleId}-features`}>Features</h3>
                  <FeatureList items={features} />
                </Panel>
              )}
              {technologies.length > 0 && (
                <Panel aria-labelledby={`${titleId}-technologies`}>
                  <h3 id={`${titleId}-technologies`}>Technologies</h3>
                  <Chips>
                    {technologies.map((technology, index) => (
                      <li key={`${index}-${technology}`}>{technology}</li>
                    ))}
                  </Chips>
                </Panel>
              )}
            </Columns>
          )}

          {tags.length > 0 && (
            <Block aria-labelledby={`${titleId}-tags`}>
              <h3 id={`${titleId}-tags`}>Tags</h3>
              <Chips $muted>
                {tags.map((tag, index) => (
                  <li key={`${index}-${tag}`}>#{tag}</li>
                ))}
              </Chips>
            </Block>
          )}

          {screenshots.length > 0 && (
            <Block aria-labelledby={`${titleId}-screenshots`}>
              <h3 id={`${titleId}-screenshots`}>Screenshots</h3>
              <ProjectScreenshots
                screenshots={screenshots}
                title={project.title}
                onOpen={(index, opener) => setGallery({ index, opener })}
              />
            </Block>
          )}
        </Content>
      </Container>

      {gallery && (
        <Suspense fallback={null}>
          <Lightbox.Component
            images={screenshots}
            startIndex={gallery.index}
            title={project.title}
            returnFocusTo={gallery.opener}
            onClose={() => setGallery(null)}
          />
        </Suspense>
      )}
    </Root>,
    document.body,
  );
}

const slideUp = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Keeps a focused element clear of the sticky top bar when Tab scrolls it into view. */
  scroll-padding-top: 88px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  animation: ${slideUp} 220ms ease-out;
  &:focus {
    outline: none;
  }
`;

const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${theme.colors.navScrolled};
  backdrop-filter: blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`;

const TopBarInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  min-height: 64px;
`;

const TopBarTitle = styled.span`
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const CloseButton = styled.button`
  ${circleIcon('44px')}
  flex-shrink: 0;
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  font-size: 22px;
  cursor: pointer;
  transition:
    border-color ${theme.transition},
    color ${theme.transition};
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const Content = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  padding: ${theme.space(6)} 0 ${theme.space(16)};
  max-width: 1000px;
  margin: 0 auto;
  ${theme.media.md} {
    padding-top: ${theme.space(10)};
  }
`;

const Hero = styled.div`
  aspect-ratio: 16 / 9;
  max-height: 60vh;
  width: 100%;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`;

const HeroImage = styled(ResponsiveImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Header = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  justify-items: start;
`;

const Category = styled.span`
  ${pillShape}
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 5vw, 2.75rem);
  letter-spacing: -0.02em;
`;

const Description = styled.p`
  color: ${theme.colors.muted};
  font-size: 1.0625rem;
  white-space: pre-line;
  max-width: 72ch;
`;

/** The outlined link's hover border is the darker primary here. */
const Links = styled(DemoAndCodeLinks)`
  margin-top: ${theme.space(2)};
  a:hover {
    border-color: ${theme.colors.primaryHover};
  }
`;

const DetailsState = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  color: ${theme.colors.muted};
`;

const RetryButton = styled.button`
  ${pillShape}
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  }
`;

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.card};
  h3 {
    font-size: 1.125rem;
  }
`;

const Block = styled.section`
  display: grid;
  gap: ${theme.space(4)};
  h3 {
    font-size: 1.25rem;
  }
`;

const FeatureList = styled(CheckList)`
  ${checkList(3)}
`;

const Chips = styled.ul<{ $muted?: boolean }>`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    ${pillShape}
    border: 1px solid ${theme.colors.border};
    background: ${({ $muted }) => ($muted ? 'transparent' : theme.colors.surface)};
    color: ${({ $muted }) => ($muted ? theme.colors.muted : theme.colors.text)};
    font-size: 0.875rem;
    font-weight: 500;
  }
`;
