import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stepped, useKeyboardReorder } from './keyboard-reorder.tsx';
import type { DragMoment } from './sortable-announcements.ts';

const NAMES: Record<number, string> = { 1: 'Forces', 2: 'Energy', 3: 'Cells', 4: 'Matter' };

function Questions({ ids, onDrop }: { ids: number[]; onDrop: (order: number[]) => void }) {
  const say = (moment: DragMoment, id: number, position?: number) =>
    `${moment} ${NAMES[id]}${position ? ` at ${position}` : ''}`;
  const keyboard = useKeyboardReorder({ ids, say, onDrop });
  return (
    <MantineProvider>
      <ol>
        {keyboard.order.map((id) => (
          <li key={id}>
            <button type="button" {...keyboard.handleProps(id)}>
              {`Move ${NAMES[id]}`}
            </button>
            {/* A tall card's content, which the item carries along as it moves. */}
            <textarea aria-label={`Text of ${NAMES[id]}`} defaultValue={NAMES[id]} />
          </li>
        ))}
      </ol>
      <button type="button">Elsewhere</button>
      {keyboard.announcer}
    </MantineProvider>
  );
}

const shown = () => screen.getAllByRole('button', { name: /^Move / }).map((b) => b.textContent);

describe('moving an item of a list with the keyboard', () => {
  it('moves the item in the page step by step, keeps focus on it, and drops it where it was announced', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<Questions ids={[1, 2, 3, 4]} onDrop={onDrop} />);
    screen.getByRole('button', { name: 'Move Forces' }).focus();

    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('picked Forces');
    expect(screen.getByRole('button', { name: 'Move Forces' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(shown()).toEqual(['Move Energy', 'Move Cells', 'Move Forces', 'Move Matter']);
    expect(screen.getByRole('status').textContent).toBe('over Forces at 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Forces' }));
    expect(onDrop).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onDrop).toHaveBeenCalledExactlyOnceWith([2, 1, 3, 4]);
    expect(screen.getByRole('status').textContent).toBe('dropped Forces at 2');
    expect(screen.getByRole('button', { name: 'Move Forces' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts the item back with Escape, and with Tab as focus moves on', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<Questions ids={[1, 2, 3, 4]} onDrop={onDrop} />);
    screen.getByRole('button', { name: 'Move Energy' }).focus();
    await user.keyboard(' {ArrowDown}{Escape}');
    expect(shown()).toEqual(['Move Forces', 'Move Energy', 'Move Cells', 'Move Matter']);
    expect(screen.getByRole('status').textContent).toBe('cancelled Energy');

    await user.keyboard(' {ArrowUp}');
    expect(shown()[0]).toBe('Move Energy');
    await user.tab();
    expect(shown()).toEqual(['Move Forces', 'Move Energy', 'Move Cells', 'Move Matter']);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('puts the item back when focus is taken elsewhere, and drops nothing when it did not move', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<Questions ids={[1, 2, 3, 4]} onDrop={onDrop} />);
    screen.getByRole('button', { name: 'Move Matter' }).focus();
    await user.keyboard(' {ArrowDown}');
    expect(shown()[3]).toBe('Move Matter');
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(shown()[3]).toBe('Move Matter'));

    screen.getByRole('button', { name: 'Move Matter' }).focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(onDrop).not.toHaveBeenCalled();
  });
});

describe('a step', () => {
  it('moves one place, and not past either end', () => {
    expect(stepped([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(stepped([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(stepped([1, 2, 3], 3, 1)).toBeNull();
    expect(stepped([1, 2, 3], 1, -1)).toBeNull();
  });
});

describe('after a drop', () => {
  it('keeps the dropped order until the list catches up, never showing the old one between', async () => {
    const user = userEvent.setup();
    const orders: string[][] = [];
    function Saving() {
      const [ids, setIds] = useState([1, 2, 3]);
      // The save updates the list a moment after the drop, as a mutation's optimistic update does.
      return <Questions ids={ids} onDrop={(order) => setTimeout(() => setIds(order))} />;
    }
    const { container } = render(<Saving />);
    const observer = new MutationObserver(() => orders.push(shown()));
    screen.getByRole('button', { name: 'Move Forces' }).focus();
    await user.keyboard(' {ArrowDown}');
    observer.observe(container, { childList: true, subtree: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shown()).toEqual(['Move Energy', 'Move Forces', 'Move Cells']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    observer.disconnect();
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.filter((order) => order[0] !== 'Move Energy')).toEqual([]);
    expect(shown()).toEqual(['Move Energy', 'Move Forces', 'Move Cells']);
  });
});
