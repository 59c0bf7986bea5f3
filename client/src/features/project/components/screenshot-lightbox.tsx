import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FiChevronLeft, FiChevronRight, FiX } from 'react-icons/fi';
import styled, { keyframes } from 'styled-components';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ResponsivePictureFragment } from '../../../gql/graphql';
import { useModalLayer } from '../../../components/ui/use-modal-layer';
import { theme } from '../../../shared/theme';

interface ScreenshotLightboxProps {
  images: ResponsivePictureFragment[];
  /** The screenshot that was clicked. */
  startIndex: number;
  /** The project's title, for the image descriptions. */
  title: string;
  onClose: () => void;
  /** The thumbnail that opened the gallery; focus goes back to it on close. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * SPEC §4 'Gallery lightbox': one screenshot at a time with 'n / total'; previous/next buttons
 * (only with more than one image) and the arrow keys, both wrapping at the ends. Escape closes it
 * before the project dialog underneath (the innermost modal layer takes Escape).
 */
export function ScreenshotLightbox({ images, startIndex, title, onClose, returnFocusTo }: ScreenshotLightboxProps) {
  const total = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(total - 1, 0)));
  const ref = useRef<HTMLDivElement>(null);
  useModalLayer(ref, { onEscape: onClose, returnFocusTo });

  const hasMany = total > 1;
  const previous = () => setIndex((current) => (current - 1 + total) % total);
  const next = () => setIndex((current) => (current + 1) % total);

  useEffect(() => {
    if (total <= 1) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        setIndex((current) => (current - 1 + total) % total);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((current) => (current + 1) % total);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [total]);

  if (total === 0) return null;
  const position = `${index + 1} / ${total}`;

  return createPortal(
    <Root
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={`${title} screenshots`}
      tabIndex={-1}
      data-lenis-prevent
      onClick={(event) => {
        // A click on the dark backdrop (not on the image or a control) closes the gallery.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <CloseButton type="button" onClick={onClose} aria-label="Close gallery">
        <FiX aria-hidden />
      </CloseButton>
      <Stage
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <Picture
          key={images[index].url}
          picture={images[index]}
          slot="lightbox"
          defaultAlt={`${title} screenshot ${position}`}
          eager
          showFailure
        />
      </Stage>
      {hasMany && (
        <>
          <NavButton type="button" $side="left" onClick={previous} aria-label="Previous screenshot">
            <FiChevronLeft aria-hidden />
          </NavButton>
          <NavButton type="button" $side="right" onClick={next} aria-label="Next screenshot">
            <FiChevronRight aria-hidden />
          </NavButton>
        </>
      )}
      <Counter aria-live="polite">{position}</Counter>
    </Root>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space(16)} ${theme.space(4)} ${theme.space(6)};
  background: ${theme.colors.overlay};
  backdrop-filter: blur(6px);
  animation: ${fadeIn} 160ms ease-out;
  &:focus {
    outline: none;
  }
  ${theme.media.md} {
    padding: ${theme.space(16)} ${theme.space(20)} ${theme.space(6)};
  }
`;

const Stage = styled.div`
  flex: 1;
  min-height: 0;
  width: 100%;
  max-width: 1200px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Picture = styled(ResponsiveImage)`
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  &[data-failed-image] {
    width: min(100%, 640px);
    aspect-ratio: 16 / 10;
    max-height: 100%;
  }
`;

const controlStyles = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  cursor: pointer;
  font-size: 24px;
`;

const CloseButton = styled.button`
  ${controlStyles}
  position: absolute;
  top: ${theme.space(4)};
  right: ${theme.space(4)};
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
`;

const NavButton = styled.button<{ $side: 'left' | 'right' }>`
  ${controlStyles}
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? `left: ${theme.space(2)};` : `right: ${theme.space(2)};`)}
  transform: translateY(-50%);
  width: 48px;
  height: 48px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.card};
  transition:
    background ${theme.transition},
    color ${theme.transition};
  &:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
  ${theme.media.md} {
    ${({ $side }) => ($side === 'left' ? `left: ${theme.space(5)};` : `right: ${theme.space(5)};`)}
  }
`;

const Counter = styled.p`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(1)} ${theme.space(4)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
