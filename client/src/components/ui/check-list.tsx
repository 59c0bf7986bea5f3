import type { IconType } from 'react-icons';
import { FiCheck } from 'react-icons/fi';

interface CheckListProps {
  items: readonly string[];
  /** The mark before each item; a check by default. */
  icon?: IconType;
  /** The list's accessible name, when it needs one. */
  label?: string;
  /** Styles from `styled(CheckList)`. */
  className?: string;
}

/** Features, bullets or notes, each led by an icon; the look comes from the caller (see css-helpers `checkList`). */
export function CheckList({ items, icon: Icon = FiCheck, label, className }: CheckListProps) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>
          <Icon aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
