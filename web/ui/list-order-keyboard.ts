import type { KeyboardCoordinateGetter, KeyboardSensorOptions, UniqueIdentifier } from '@dnd-kit/core';

/** Arrow keys as steps through the list: back with up or left, on with down or right. */
const STEPS: Partial<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

interface SortableData {
  items: UniqueIdentifier[];
  index: number;
}

/**
 * Moves an item picked up with the keyboard one place at a time in the list's order, whatever the
 * layout: dnd-kit's sortableKeyboardCoordinates moves in two dimensions, so in a grid 'up' from
 * the first row goes nowhere and positions jump by a row, and in a list of cards of different
 * heights (a lesson's questions) a step can land past the next card or on the card itself. One
 * step per key keeps what a screen reader announces ('moved to position 2') what happens.
 */
export const listOrderKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableContainers, droppableRects } = context;
  const current = over ?? active;
  if (!current || !collisionRect) return undefined;
  const sortable = (
    droppableContainers.get(current.id)?.data.current as { sortable?: SortableData } | undefined
  )?.sortable;
  const target = sortable?.items[sortable.index + step];
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  // Centre on centre, so the target is the closest whatever the two cards' sizes.
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

/**
 * The keyboard sensor's options for a reorderable list. When the next place is off screen the
 * sensor scrolls the page instead of moving the item; a smooth scroll is still under way when the
 * next key or the drop comes, so the item would land short of or past where it was announced.
 * An instant scroll puts the page where the step says before anything else happens.
 */
export const listOrderKeyboardOptions: KeyboardSensorOptions = {
  coordinateGetter: listOrderKeyboardCoordinates,
  scrollBehavior: 'instant',
};
