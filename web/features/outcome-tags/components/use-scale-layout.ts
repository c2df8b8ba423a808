import { useLayoutEffect, useRef, useState } from 'react';

/** Spec 9: a learning scale is laid out horizontally above this width (px), vertically at or below. */
export const HORIZONTAL_SCALE_ABOVE_WIDTH = 450;

export type ScaleLayout = 'horizontal' | 'vertical';

export const scaleLayoutFor = (width: number): ScaleLayout =>
  width > HORIZONTAL_SCALE_ABOVE_WIDTH ? 'horizontal' : 'vertical';

/**
 * The layout of a scale from its own width (not the window's: a scale sits in a narrow marking
 * column as often as in a wide editor). It is measured before the first paint and again on every
 * resize; the state changes only when the layout does.
 */
export function useScaleLayout<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [layout, setLayout] = useState<ScaleLayout>('vertical');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setLayout(scaleLayoutFor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      setLayout(scaleLayoutFor(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, layout };
}
