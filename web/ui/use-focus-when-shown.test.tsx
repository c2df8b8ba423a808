import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusWhenShown } from './use-focus-when-shown.ts';

/** A list whose new row arrives later than the click that asked for it, as a saved row does. */
function List({ release }: { release: (show: () => void) => void }) {
  const [rows, setRows] = useState(['Question 1']);
  const focusWhenShown = useFocusWhenShown();
  return (
    <main>
      <button
        onClick={() => {
          focusWhenShown('row-2');
          release(() => setRows((all) => [...all, 'Question 2']));
        }}
      >
        Add a question
      </button>
      {rows.map((row, index) => (
        <h3 key={row} id={`row-${index + 1}`}>
          {row}
        </h3>
      ))}
    </main>
  );
}

describe('focus on what was just added', () => {
  it('moves to the new element when it is rendered, however much later', async () => {
    let show: () => void = () => undefined;
    render(<List release={(fn) => (show = fn)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a question' }));

    act(() => show());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2' })),
    );
    expect(screen.getByRole('heading', { name: 'Question 2' }).getAttribute('tabindex')).toBe('-1');
  });

  it('moves at once when the element is already there', async () => {
    render(<List release={(fn) => fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2' })),
    );
  });
});
