import { VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DragMoment } from './sortable-announcements.ts';

const STEPS: Partial<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };
const PICK_OR_DROP = new Set(['Space', 'Enter', 'NumpadEnter']);

/** What an item's handle takes from the hook, beside dnd-kit's attributes. */
export interface KeyboardReorderHandleProps {
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: () => void;
  'aria-pressed': boolean;
}

interface Moving {
  id: number;
  order: number[];
}

/** The ids with one moved a step along, or null at either end. */
export function stepped(order: readonly number[], id: number, step: -1 | 1): number[] | null {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return null;
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * Moves an item of a list with the keyboard by moving it in the page: Space or Enter on its handle
 * picks it up, each arrow key moves it one place (the page follows, as it follows focus), Space or
 * Enter drops it and Escape or Tab puts it back. For lists of tall items (a lesson's questions),
 * where dnd-kit's keyboard sensor moves a picture of the item by coordinates and scrolling the page
 * to a card off screen counts as a move, so the item lands elsewhere than announced. Pointer drags
 * stay dnd-kit's.
 */
export function useKeyboardReorder({
  ids,
  say,
  onDrop,
}: {
  ids: readonly number[];
  say: (moment: DragMoment, id: number, position?: number) => string;
  onDrop: (order: number[]) => void;
}) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<number, HTMLElement>());
  const movingNow = useRef<Moving | null>(null);
  // An item added or removed meanwhile ends the move: the order being built no longer holds it.
  const current = moving && sameMembers(moving.order, ids) ? moving : null;
  // A dropped order shows until the list's own order changes (the save's optimistic update, or
  // the server's answer): going back to the old order meanwhile would move the item twice.
  const [dropped, setDropped] = useState<{ order: number[]; before: string } | null>(null);
  const idsKey = ids.join(',');
  // Once it has changed the dropped order is done with, even if a failed save brings the old back.
  if (dropped && dropped.before !== idsKey) setDropped(null);
  const order = current?.order ?? (dropped?.before === idsKey ? dropped.order : ids);
  useLayoutEffect(() => {
    movingNow.current = current;
  });

  // The moved item's element is put back into the page at its new place, which takes focus from
  // it: give it back and bring it into view.
  useLayoutEffect(() => {
    if (!current) return;
    const handle = handles.current.get(current.id);
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
    handle?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  function cancel(id: number) {
    setMoving(null);
    setMessage(say('cancelled', id));
  }

  function onKeyDown(id: number, event: KeyboardEvent<HTMLElement>) {
    if (!current) {
      if (!PICK_OR_DROP.has(event.code)) return;
      event.preventDefault();
      setMoving({ id, order: [...ids] });
      setMessage(say('picked', id));
      return;
    }
    if (current.id !== id) return;
    const step = STEPS[event.code];
    if (step !== undefined) {
      event.preventDefault();
      const next = stepped(current.order, id, step);
      if (!next) return;
      setMoving({ id, order: next });
      setMessage(say('over', id, next.indexOf(id) + 1));
    } else if (PICK_OR_DROP.has(event.code)) {
      event.preventDefault();
      setMoving(null);
      setMessage(say('dropped', id, current.order.indexOf(id) + 1));
      if (current.order.some((other, index) => other !== ids[index])) {
        setDropped({ order: current.order, before: idsKey });
        onDrop(current.order);
      }
    } else if (event.code === 'Escape') {
      event.preventDefault();
      cancel(id);
    } else if (event.code === 'Tab') cancel(id);
  }

  return {
    /** The ids in the order to show: the order being built while an item is moved. */
    order,
    movingId: current?.id ?? null,
    /** Props for an item's handle, beside dnd-kit's (whose listeners then hold only the pointer). */
    handleProps: (id: number): KeyboardReorderHandleProps => ({
      ref: (element: HTMLElement | null) => {
        if (element) handles.current.set(id, element);
        else handles.current.delete(id);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(id, event),
      // Focus that leaves for good (a click elsewhere) puts the item back; the blur of the item's
      // own move is followed by focus coming back before this looks.
      onBlur: () =>
        setTimeout(() => {
          if (movingNow.current?.id === id && document.activeElement !== handles.current.get(id)) cancel(id);
        }),
      'aria-pressed': current?.id === id,
    }),
    announcer: (
      <VisuallyHidden role="status" aria-live="assertive" aria-atomic="true">
        {message}
      </VisuallyHidden>
    ),
  };
}

const sameMembers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && b.every((id) => a.includes(id));
