import { Button, TextInput } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { LeaveGuard, useLeaveGuard } from './leave-guard.tsx';

/** A form that counts as unsaved while it holds text, and goes elsewhere once saved. */
function NoteForm({ label, message }: { label: string; message?: string }) {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '', message);
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        guard.release();
        void navigate('/saved');
      }}
    >
      <TextInput label={label} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button type="submit">Save {label}</Button>
    </form>
  );
}

const renderPage = (forms: { label: string; message?: string }[]) =>
  renderWithApp(
    <>
      {forms.map((form) => (
        <NoteForm key={form.label} {...form} />
      ))}
      <LeaveGuard />
    </>,
  );

const unloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('asking before leaving a page with unsaved text', () => {
  it('asks when any one of the forms on the page holds text, with what that form would lose', async () => {
    const { user, router } = renderPage([
      { label: 'Title' },
      { label: 'Addresses', message: 'The addresses you typed will not be invited.' },
    ]);
    await user.type(screen.getByLabelText('Addresses'), 'sam@school.test');
    await act(() => router.navigate('/elsewhere'));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('The addresses you typed will not be invited.');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Addresses')).toHaveProperty('value', 'sam@school.test');

    await act(() => router.navigate('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByTestId('other-page')).toHaveProperty('textContent', '/elsewhere');
  });

  it('says in general what is lost when the form gives no words of its own', async () => {
    const { user, router } = renderPage([{ label: 'Title' }]);
    await user.type(screen.getByLabelText('Title'), 'Forces');
    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain("what you've typed here will be lost");
  });

  it('stops a reload or a closed tab only while there is unsaved text', async () => {
    const { user } = renderPage([{ label: 'Title' }]);
    expect(unloadIsStopped()).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'F');
    await waitFor(() => expect(unloadIsStopped()).toBe(true));
    await user.clear(screen.getByLabelText('Title'));
    await waitFor(() => expect(unloadIsStopped()).toBe(false));
  });

  it('lets a form that has saved go where saving takes it, without asking', async () => {
    const { user } = renderPage([{ label: 'Title' }]);
    await user.type(screen.getByLabelText('Title'), 'Forces');
    await user.click(screen.getByRole('button', { name: 'Save Title' }));
    expect(await screen.findByTestId('other-page')).toHaveProperty('textContent', '/saved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves within the page, such as a tab in the query string, without asking', async () => {
    const { user, router } = renderPage([{ label: 'Title' }]);
    await user.type(screen.getByLabelText('Title'), 'Forces');
    await act(() => router.navigate('/?tab=lessons'));
    expect(router.state.location.search).toBe('?tab=lessons');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
