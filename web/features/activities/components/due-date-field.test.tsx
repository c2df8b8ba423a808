import '../activities-i18n.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { DueDateField } from './due-date-field.tsx';

const SYDNEY = 'Australia/Sydney';
const field = () => screen.findByRole('button', { name: /Due date and time/ });

describe('DueDateField (a lesson’s due date and time)', () => {
  it("shows the due time in the school's time zone, in the reader's format, and warns once it has passed", async () => {
    renderWithApp(<DueDateField dueAt="2020-03-02T04:30:00.000Z" timeZone={SYDNEY} onChange={vi.fn()} />);
    // 4:30 UTC is 3:30 pm in Sydney's summer time, whatever the browser's own zone.
    expect((await field()).textContent).toBe('2 Mar 2020, 3:30 pm');
    expect(screen.getByText(/This date and time has passed/)).toBeTruthy();
  });

  it('gives no warning for a date to come', async () => {
    renderWithApp(<DueDateField dueAt="2040-03-02T04:30:00.000Z" timeZone={SYDNEY} onChange={vi.fn()} />);
    expect((await field()).textContent).toBe('2 Mar 2040, 3:30 pm');
    expect(screen.queryByText(/has passed/)).toBeNull();
  });

  it('names every control of the open calendar, and takes a typed time', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<DueDateField dueAt={null} timeZone={SYDNEY} onChange={onChange} />);
    await user.click(await field());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // Named by the field that opened it. (Its fade-in never ends here: the queries look past it.)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toBe(await field());
    expect(within(dialog).getByRole('button', { name: 'Previous month', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next month', hidden: true })).toBeTruthy();
    const days = within(dialog).getAllByRole('button', { name: /\d{4}$/, hidden: true });
    await user.click(days[10]!);
    const dayLabel = days[10]!.getAttribute('aria-label')!;
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Due hour', hidden: true }), '15');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Due minutes', hidden: true }), '30');
    await user.click(
      within(dialog).getByRole('button', { name: 'Set this due date and time', hidden: true }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const chosen = onChange.mock.calls.at(-1)![0] as string;
    const shown = new Intl.DateTimeFormat('en-AU', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SYDNEY,
    });
    expect(shown.format(new Date(chosen))).toBe(`${dayLabel} at 3:30 pm`);
  });
});
