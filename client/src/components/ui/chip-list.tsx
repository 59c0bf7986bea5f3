import styled from 'styled-components';
import { theme } from '../../shared/theme';
import { surfaceChip, unstyledList, wrapRow } from './css-helpers';

interface ChipListProps {
  /** The list's accessible name, e.g. 'Atlas CRM technologies'. */
  label: string;
  items: readonly string[];
  /** Show only the first `max` items, then '+N more' (SPEC §9 admin truncations). */
  max?: number;
}

/** Short texts (tags, technologies, features) as small pills, optionally cut with a '+N more' count. */
export function ChipList({ label, items, max }: ChipListProps) {
  const shown = max === undefined ? items : items.slice(0, max);
  const hidden = items.length - shown.length;
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {shown.map((item, index) => (
        <Chip key={`${index}-${item}`}>{item}</Chip>
      ))}
      {hidden > 0 && <More>+{hidden} more</More>}
    </List>
  );
}

const List = styled.ul`
  ${unstyledList}
  ${wrapRow(1.5)}
`;

const Chip = styled.li`
  padding: 2px 10px;
  ${surfaceChip}
  color: ${theme.colors.text};
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

const More = styled.li`
  color: ${theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 600;
`;
