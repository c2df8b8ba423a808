import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineLoading } from './loading-state.tsx';

describe('a spinner in a line of the page', () => {
  it('is heard as its label in a status, and the spinner itself carries no label (axe: aria-prohibited-attr)', () => {
    const { container } = render(
      <MantineProvider>
        <InlineLoading label="Loading the maths keyboard…" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the maths keyboard…');
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(0);
    expect(container.querySelector('.mantine-Loader-root')?.getAttribute('aria-hidden')).toBe('true');
  });
});
