import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';

/** The moments of a drag a screen reader is told about. */
export type DragMoment = 'picked' | 'over' | 'dropped' | 'cancelled';

/**
 * What a sortable list of ids says as an item is moved, by mouse or keyboard: `say` words each
 * moment for the moved item and, once over a place, its 1-based position there.
 */
export function sortableAnnouncements(
  ids: readonly number[],
  say: (moment: DragMoment, id: UniqueIdentifier, position?: number) => string,
): Announcements {
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  return {
    onDragStart: ({ active }) => say('picked', active.id),
    onDragOver: ({ active, over }) => (over ? say('over', active.id, positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, positionOf(over.id)) : undefined),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  };
}

/** The ids in their new order after a drop, or null when nothing moved. */
export function orderAfterDrop(ids: readonly number[], { active, over }: DragEndEvent): number[] | null {
  if (!over || active.id === over.id) return null;
  return arrayMove([...ids], ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
}
