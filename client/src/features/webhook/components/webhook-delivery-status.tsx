import { FiAlertTriangle, FiCheck, FiClock, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { theme } from '../../../shared/theme';

const STATUSES: Record<string, { label: string; icon: typeof FiCheck; color: 'success' | 'danger' | 'muted' | 'accent' }> = {
  pending: { label: 'Pending', icon: FiClock, color: 'muted' },
  succeeded: { label: 'Delivered', icon: FiCheck, color: 'success' },
  failed: { label: 'Retrying', icon: FiAlertTriangle, color: 'accent' },
  'gave-up': { label: 'Failed', icon: FiX, color: 'danger' },
};

/** A delivery's status as a badge: its word in the text colour (readable in both themes), the colour on the icon and edge. */
export function DeliveryStatus({ status }: { status: string }) {
  const { label, icon: Icon, color } = STATUSES[status] ?? { label: status, icon: FiClock, color: 'muted' as const };
  return (
    <Badge $color={theme.colors[color]} data-status={status}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}

const Badge = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: 2px ${theme.space(2)};
  border: 1px solid ${({ $color }) => $color};
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  svg {
    color: ${({ $color }) => $color};
    flex-shrink: 0;
  }
`;
