import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { Modal } from './modal';
import { theme } from '../../shared/theme';

type Confirm = (message: string, options?: { confirmLabel?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * SPEC §8: every delete asks first ('Are you sure you want to delete this founder?').
 * `const confirm = useConfirm(); if (!(await confirm(message))) return;`
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ message: string; confirmLabel: string } | null>(null);
  const resolveRef = useRef<(answer: boolean) => void>(() => undefined);

  const confirm = useCallback<Confirm>((message, options) => {
    setRequest({ message, confirmLabel: options?.confirmLabel ?? 'Delete' });
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    setRequest(null);
    resolveRef.current(value);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Modal
          title="Please confirm"
          size="sm"
          onClose={() => answer(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => answer(false)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => answer(true)}>
                {request.confirmLabel}
              </Button>
            </>
          }
        >
          <Message>{request.message}</Message>
        </Modal>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}

const Message = styled.p`
  color: ${theme.colors.text};
`;
