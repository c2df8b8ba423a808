import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InstitutionPermission } from '../../../../common/roles/constants.ts';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { anInstitution, anInstitutionSeenBy } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ChangeBanner } from './change-banner.tsx';

const BANNER = { id: 7, originalUploadFile: { inlineUrl: '/v3/uploads/7/content' } };

/** The school as seen by someone whose role there carries these institution permissions. */
function schoolSeenWith(permissions: InstitutionPermission[], overrides: Partial<Institution> = {}) {
  const roles = permissions.includes('UPDATE') ? (['ADMIN'] as const) : (['SUBJECT_CREATOR'] as const);
  const institution = anInstitutionSeenBy({ roles: [...roles], permissions: [] }, overrides);
  return { ...institution, role: { ...institution.role!, permissions } };
}
const admin = (overrides: Partial<Institution> = {}) => schoolSeenWith(['READ', 'UPDATE'], overrides);

const png = (bytes = 70) => new File([new Uint8Array(bytes)], 'school.png', { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;
const sentContentTypes = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['content-type']);

describe('ChangeBanner', () => {
  it('is not offered to those who may not change the school', () => {
    stubServer(() => undefined);
    renderWithApp(<ChangeBanner institution={schoolSeenWith(['READ', 'CREATE_SUBJECT'])} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the picked image as it is and says the banner changed', async () => {
    const { requests } = stubServer(({ method }) =>
      method === 'POST'
        ? { status: 200, body: { institution: anInstitution({ bannerImageUpload: BANNER }) } }
        : undefined,
    );
    const { container, user } = renderWithApp(<ChangeBanner institution={admin()} />);
    const button = screen.getByRole('button', { name: 'Add a banner' });
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByText('A PNG, JPEG, WebP or GIF image of up to 2 MB.').id,
    );

    await user.upload(fileInput(container), png());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Banner changed.');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/v3/institutions/1/bannerImage' });
    expect(sentContentTypes()[0]).toBe('image/png');
  });

  it('refuses a file that is too large or not an image before sending it', async () => {
    const { requests } = stubServer(() => undefined);
    const { container, user } = renderWithApp(<ChangeBanner institution={admin()} />);

    await user.upload(fileInput(container), png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'The image is too large: the banner can be up to 2 MB.',
    );
    const svg = new File(['<svg/>'], 'school.svg', { type: 'image/svg+xml' });
    fireEvent.change(fileInput(container), { target: { files: [svg] } });
    expect(screen.getByRole('alert').textContent).toBe('The banner must be a PNG, JPEG, WebP or GIF image.');
    expect(requests).toEqual([]);
  });

  it('says why the server refused the image', async () => {
    stubServer(() => ({
      status: 400,
      body: {
        code: 'validation-failed',
        message: 'The file is not a PNG, JPEG, WebP or GIF image',
        problems: [{ field: '(body)', message: 'is-invalid' }],
      },
    }));
    const { container, user } = renderWithApp(<ChangeBanner institution={admin()} />);
    await user.upload(fileInput(container), png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The banner must be a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('asks before removing the banner, and removes it when told to', async () => {
    const { requests } = stubServer(({ method }) =>
      method === 'DELETE' ? { status: 200, body: { institution: anInstitution() } } : undefined,
    );
    const { user } = renderWithApp(
      <ChangeBanner institution={admin({ bannerImageUploadId: 7, bannerImageUpload: BANNER })} />,
    );
    expect(screen.getByRole('button', { name: 'Change banner' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove banner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove banner' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove banner' }),
    );
    expect(await screen.findByText('Banner removed.')).toBeTruthy();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/v3/institutions/1/bannerImage' });
  });
});
