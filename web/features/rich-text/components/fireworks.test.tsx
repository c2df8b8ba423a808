import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { Fireworks } from './lazy.tsx';

vi.mock('fireworks-js', () => ({
  Fireworks: class {
    start() {}
    stop() {}
    waitStop() {
      return Promise.resolve();
    }
  },
}));

const preferReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('Fireworks', () => {
  it('plays over the page without taking clicks or being read out', async () => {
    preferReducedMotion(false);
    renderWithApp(<Fireworks show />);
    const canvas = await screen.findByTestId('fireworks');
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
  });

  it('is not shown at all to someone who asked for reduced motion, and says it is done', async () => {
    preferReducedMotion(true);
    const onDone = vi.fn();
    renderWithApp(<Fireworks show onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByTestId('fireworks')).toBeNull();
  });
});
