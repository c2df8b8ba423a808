import { useRef, useState } from 'react';

/**
 * A value shown changed at once, in the same render as the click that changed it, while its save
 * is on the way; then the saved value again (the cache's, which the save's optimistic update and
 * answer keep). A controlled radio or switch would otherwise show its old state until the save's
 * optimistic update lands, a moment later.
 */
export function usePendingValue<T>(saved: T) {
  const [pending, setPending] = useState<{ value: T; turn: number } | null>(null);
  const turns = useRef(0);
  return {
    value: pending ? pending.value : saved,
    /** Shows `value` now; answers a function to call once its save has settled. */
    begin(value: T): () => void {
      turns.current += 1;
      const turn = turns.current;
      setPending({ value, turn });
      return () => setPending((current) => (current?.turn === turn ? null : current));
    },
  };
}
