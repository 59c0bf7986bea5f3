import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { useModalLayer } from '../ui/use-modal-layer';
import { useScrollLock } from '../ui/use-scroll-lock';
import { theme } from '../../shared/theme';

/** SPEC §9: modal sizes sm, md, lg, xl; at most 90% of the screen's height. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';
const WIDTHS: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '760px', xl: '1040px' };

interface ModalProps {
  title: ReactNode;
  size?: ModalSize;
  onClose: () => void;
  /** While saving, Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/** A dialog over the page: focus trapped inside and returned on close, page scroll locked. */
export function Modal({ title, size = 'md', onClose, dismissible = true, children, footer }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    if (dismissible) onClose();
  };
  useModalLayer(panelRef, { onEscape: close });
  useScrollLock(true);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size} data-size={size}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={close} aria-label="Close" disabled={!dismissible}>
            <FiX aria-hidden />
          </CloseButton>
        </Header>
        <Body data-lenis-prevent>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  background: ${theme.colors.overlay};
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
`;

const Panel = styled.div<{ $size: ModalSize }>`
  width: min(100%, ${({ $size }) => WIDTHS[$size]});
  max-height: 90vh;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.card};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.raised};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)} ${theme.space(6)};
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    font-size: 1.25rem;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.muted};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.surface};
  }
`;

const Body = styled.div`
  padding: ${theme.space(6)};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)} ${theme.space(6)};
  border-top: 1px solid ${theme.colors.border};
`;
