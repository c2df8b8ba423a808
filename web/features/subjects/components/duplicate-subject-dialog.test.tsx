import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSubject } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DuplicateSubjectDialog } from './duplicate-subject-dialog.tsx';

const source = aSubject({ id: 21, name: 'Year 8 Science', namePlaintext: 'Year 8 Science', code: '8SCI' });
const nameInput = () => screen.getByRole('textbox', { name: /Name of the copy/ });
const codeInput = () => screen.getByRole('textbox', { name: /Subject code/ });
const duplicate = () => screen.getByRole('button', { name: 'Duplicate' });

describe('DuplicateSubjectDialog', () => {
  it("starts with the original's name plus (copy) and no code, and sends what the teacher chose", async () => {
    const server = stubServer(({ method }) =>
      method === 'POST'
        ? { status: 202, body: { subject: aSubject({ id: 22, name: '8 Science B', state: 'duplicating' }) } }
        : undefined,
    );
    let closed = false;
    const { user } = renderWithApp(
      <DuplicateSubjectDialog subject={source} onClose={() => (closed = true)} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Duplicate subject' })).toBeTruthy();
    expect(nameInput()).toHaveProperty('value', 'Year 8 Science (copy)');
    expect(codeInput()).toHaveProperty('value', '');

    await user.clear(nameInput());
    await user.type(nameInput(), ' 8 Science B ');
    await user.type(codeInput(), '8SCI-B');
    await user.click(duplicate());

    await waitFor(() => expect(closed).toBe(true));
    expect(server.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v3/subjects/21/actions/duplicate',
        body: { name: '8 Science B', code: '8SCI-B' },
      },
    ]);
  });

  it('says on the field that the copy needs a name, and sends nothing', async () => {
    const server = stubServer(() => undefined);
    const { user } = renderWithApp(<DuplicateSubjectDialog subject={source} onClose={() => undefined} />);
    await user.clear(await screen.findByRole('textbox', { name: /Name of the copy/ }));
    await user.click(duplicate());
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(document.activeElement).toBe(nameInput());
    expect(server.requests).toEqual([]);
  });

  it("keeps what was typed and shows the API's problem on its field when the server refuses it", async () => {
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
    const { user } = renderWithApp(<DuplicateSubjectDialog subject={source} onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: /Subject code/ }), '8SCI-B');
    await user.click(duplicate());
    expect(await screen.findByText(/60/)).toBeTruthy();
    expect(codeInput()).toHaveProperty('value', '8SCI-B');
    expect(nameInput()).toHaveProperty('value', 'Year 8 Science (copy)');
  });
});
