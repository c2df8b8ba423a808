import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSubject } from '../../../test/fixtures.ts';
import { deferred, stubServer, type Answer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LeaveGuard } from '../../../ui/forms/leave-guard.tsx';
import { CreateSubjectForm } from './create-subject-form.tsx';

// The layout around every signed-in page holds the one LeaveGuard the form takes part in.
const renderForm = () =>
  renderWithApp(
    <>
      <CreateSubjectForm institutionId={1} isListEmpty={false} />
      <LeaveGuard />
    </>,
  );
const nameInput = () => screen.getByRole('textbox', { name: /Subject name/ });
const codeInput = () => screen.getByRole('textbox', { name: /Subject code/ });
const submit = () => screen.getByRole('button', { name: 'Create subject' });

describe('CreateSubjectForm (spec 2.5)', () => {
  it('says what is missing on the field, focuses it and sends nothing', async () => {
    const server = stubServer(() => undefined);
    const { user } = renderForm();
    await user.type(codeInput(), '7B');
    await user.click(submit());

    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameInput());
    expect(codeInput()).toHaveProperty('value', '7B');
    expect(server.requests).toEqual([]);
  });

  it('says how long a name may be, as the API would', async () => {
    stubServer(() => undefined);
    const { user } = renderForm();
    await user.click(nameInput());
    await user.paste('x'.repeat(201));
    await user.click(submit());
    expect(await screen.findByText('Must be at most 200 characters.')).toBeTruthy();
  });

  it('creates the subject from the keyboard, then empties the form and says so', async () => {
    const server = stubServer(({ method, path }) =>
      method === 'POST' && path === '/v3/subjects'
        ? { status: 201, body: { subject: aSubject({ id: 5, name: 'Year 7 Science', code: '7B' }) } }
        : undefined,
    );
    const { user } = renderForm();
    await user.type(nameInput(), '  Year 7 Science ');
    await user.tab();
    await user.keyboard('7B{Enter}');

    expect(await screen.findByText('“Year 7 Science” was created.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/v3/subjects',
        body: { name: 'Year 7 Science', institutionId: 1, code: '7B' },
      }),
    ]);
    expect(nameInput()).toHaveProperty('value', '');
    expect(codeInput()).toHaveProperty('value', '');
  });

  it("keeps what was typed when the request fails, and shows the API's problems on their fields", async () => {
    stubServer(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              code: 'validation-failed',
              message: 'The request has problems',
              problems: [{ field: 'code', message: 'above-max-length', max: 60 }],
            },
          }
        : undefined,
    );
    const { user } = renderForm();
    await user.type(nameInput(), 'Year 7 Science');
    await user.type(codeInput(), '7B');
    await user.click(submit());

    expect(await screen.findByText('Must be at most 60 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(codeInput());
    expect(nameInput()).toHaveProperty('value', 'Year 7 Science');
    expect(codeInput()).toHaveProperty('value', '7B');
  });

  it('keeps what was typed when the server fails, and says the subject was not created', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer(({ method }) =>
      method === 'POST' ? { status: 500, body: { code: 'internal', message: 'boom' } } : undefined,
    );
    const { user } = renderForm();
    await user.type(nameInput(), 'Year 7 Science');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't create the subject");
    expect(nameInput()).toHaveProperty('value', 'Year 7 Science');
    expect(logged).toHaveBeenCalled();
  });

  it('asks before leaving the page with something typed, and stays when asked to', async () => {
    stubServer(() => undefined);
    const { user, router } = renderForm();
    await user.type(nameInput(), 'Year 7');
    await act(() => router.navigate('/app/elsewhere-2'));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain("You've started creating a subject.");
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(nameInput()).toHaveProperty('value', 'Year 7');

    await act(() => router.navigate('/app/elsewhere-2'));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByTestId('other-page')).toHaveProperty('textContent', '/app/elsewhere-2');
  });

  it('leaves without asking when nothing was typed', async () => {
    stubServer(() => undefined);
    const { router } = renderForm();
    await act(() => router.navigate('/app/elsewhere-2'));
    expect(await screen.findByTestId('other-page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends once however often it is submitted while sending', async () => {
    const answer = deferred<Answer>();
    const server = stubServer(({ method }) => (method === 'POST' ? answer.promise : undefined));
    const { user } = renderForm();
    await user.type(nameInput(), 'Year 7 Science');
    await user.click(submit());
    await user.type(nameInput(), '{Enter}');
    answer.resolve({ status: 201, body: { subject: aSubject({ name: 'Year 7 Science' }) } });

    await waitFor(() => expect(nameInput()).toHaveProperty('value', ''));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
