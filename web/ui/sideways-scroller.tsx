import { Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './sideways-scroller.module.css';

/** Whether a scrolling element's content is wider than it, measured again whenever either resizes. */
function useIsWiderThanView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isWider, setIsWider] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsWider(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, isWider };
}

/**
 * A table that may be wider than the screen: it scrolls sideways in a region of its own, named by
 * the table's caption, that the keyboard can focus and scroll with the arrow keys, and a line above
 * it says so whenever it is wider than its room (a phone shows no scroll bar until touched).
 */
export function SidewaysScroller({
  labelledBy,
  hint,
  className,
  children,
}: {
  /** The id of the table's caption. */
  labelledBy: string;
  hint: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, isWider } = useIsWiderThanView<HTMLDivElement>();
  return (
    <div>
      {isWider && (
        <Text size="sm" c="dimmed" mb={6} className={classes.hint} data-testid="scroll-hint">
          {hint}
        </Text>
      )}
      <div
        ref={ref}
        className={`${classes.scroller} ${className ?? ''}`}
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
