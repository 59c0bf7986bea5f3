import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type RefObject, type ReactNode } from 'react';
import { MdDragIndicator } from 'react-icons/md';
import styled from 'styled-components';
import { theme } from '../../shared/theme';

export interface SortableItem {
  id: string;
  /** Read in the handle's label ('Reorder Jane Doe') and in the announcements. */
  name: string;
  /** A second line (role, website, category...). */
  detail?: ReactNode;
  /** Shown under the row, e.g. a nested list (the services of a category). */
  children?: ReactNode;
}

interface SortableListProps {
  /** The list's accessible name, e.g. 'Team member order'. */
  label: string;
  items: SortableItem[];
  /** Called once per drop with every id in the new order (saved in one request by the caller). */
  onReorder: (ids: string[]) => void;
}

/** Said once, on focusing a handle (dnd-kit's aria-describedby). */
export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To reorder, press Space or Enter on a drag handle to pick the item up. Use the Up and Down arrow keys to move it, ' +
    'Space or Enter to drop it in its new place, or Escape to cancel. The new order is saved when you drop.',
};

/**
 * What the live region says while an item moves: its name and place, counted from 1. `lastOver`
 * holds where it was last said to be, so the pick-up is not talked over by 'moved to' its own place.
 */
function announcements(items: SortableItem[], lastOver: RefObject<UniqueIdentifier | null>): Announcements {
  const total = items.length;
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? 'Item';
  const placeOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. It is at position ${placeOf(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over
        ? `${nameOf(active.id)} moved to position ${placeOf(over.id)} of ${total}.`
        : `${nameOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${placeOf(over.id)} of ${total}.`
        : `${nameOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${nameOf(active.id)} is back at position ${placeOf(active.id)} of ${total}.`,
  };
}

/**
 * A list the administrator puts in order by dragging a handle, with the mouse, by touch or from the
 * keyboard (dnd-kit's keyboard sensor), each move announced to screen readers. Used by every admin
 * screen of a manually ordered kind (docs/decisions/035-manual-order.md).
 */
export function SortableList({ label, items, onReorder }: SortableListProps) {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(items, lastOver), screenReaderInstructions: SORTABLE_INSTRUCTIONS }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Rows aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} place={index + 1} />
          ))}
        </Rows>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, place }: { item: SortableItem; place: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <Row ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} $dragging={isDragging}>
      <Line>
        <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Reorder ${item.name}`}>
          <MdDragIndicator aria-hidden />
        </Handle>
        <Place aria-hidden>{place}</Place>
        <Text>
          <strong>{item.name}</strong>
          {item.detail && <span>{item.detail}</span>}
        </Text>
      </Line>
      {item.children}
    </Row>
  );
}

const Rows = styled.ol`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  background: ${theme.colors.card};
  border: 1px solid ${({ $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radius.md};
  box-shadow: ${({ $dragging }) => ($dragging ? theme.shadow.raised : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const Handle = styled.button`
  display: inline-flex;
  flex: none;
  padding: 8px;
  font-size: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: grab;
  touch-action: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Place = styled.span`
  flex: none;
  min-width: 2ch;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.muted};
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/** Indents a nested list (the services inside a category) under its row. */
export const NestedList = styled.div`
  padding-left: ${theme.space(12)};
`;
