import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { AppModal } from './app-modal.tsx';
import { FocusKeeper } from './focus-keeper.tsx';

/** A page of rows, each with a button opening a dialog that exists only while open (as the Staff page's). */
function Rows({ mountedOnlyWhileOpen }: { mountedOnlyWhileOpen: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main>
      <h1>Staff</h1>
      <FocusKeeper />
      {['Ada', 'Grace'].map((name) => (
        <button key={name} type="button" onClick={() => setOpen(name)}>
          {`Change roles of ${name}`}
        </button>
      ))}
      {(!mountedOnlyWhileOpen || open !== null) && (
        <AppModal opened={open !== null} onClose={() => setOpen(null)} title={`Roles of ${open}`}>
          <button type="button" onClick={() => setOpen(null)}>
            Done
          </button>
        </AppModal>
      )}
    </main>
  );
}

describe('AppModal', () => {
  it.each([
    ['mounted only while open', true],
    ['kept mounted and closed', false],
  ])('gives focus back to the button that opened it when closed (%s)', async (_, mountedOnlyWhileOpen) => {
    const { user } = renderWithApp(<Rows mountedOnlyWhileOpen={mountedOnlyWhileOpen} />);
    const opener = screen.getByRole('button', { name: 'Change roles of Grace' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Roles of Grace' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Roles of Grace' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
