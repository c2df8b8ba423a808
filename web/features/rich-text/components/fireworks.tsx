import { Fireworks as FireworksEngine } from 'fireworks-js';
import { useEffect, useRef } from 'react';
import classes from './fireworks.module.css';

export const FIREWORKS_DURATION_MS = 3_500;

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A short fireworks celebration over the page (fireworks-js on a canvas). It never takes a click or
 * the focus (pointer-events: none, aria-hidden), stops by itself, and is not shown at all to someone
 * who asked for reduced motion. The page says in words what is being celebrated.
 */
export function FireworksCanvas({ onDone }: { onDone?: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const reduced = prefersReducedMotion();
  useEffect(() => {
    if (reduced) {
      onDone?.();
      return;
    }
    if (!container.current) return;
    const fireworks = new FireworksEngine(container.current, {
      autoresize: true,
      intensity: 24,
      traceSpeed: 6,
      sound: { enabled: false },
      mouse: { click: false, move: false, max: 1 },
    });
    fireworks.start();
    const stop = window.setTimeout(() => {
      void fireworks.waitStop(true).then(() => onDone?.());
    }, FIREWORKS_DURATION_MS);
    return () => {
      window.clearTimeout(stop);
      fireworks.stop(true);
    };
  }, [reduced, onDone]);
  if (reduced) return null;
  return <div ref={container} className={classes.fireworks} aria-hidden="true" data-testid="fireworks" />;
}
