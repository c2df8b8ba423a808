import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubServer } from '../test/network.ts';
import { renderWithApp } from '../test/render.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { checkServer } from './server-reachability.ts';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineNotice', () => {
  it('says, only while offline, that changes cannot be saved', async () => {
    const server = stubServer(() => ({ status: 200, body: { status: 'ok', database: 'pglite' } }));
    renderWithApp(<OfflineNotice />);
    await waitFor(() => expect(server.requests.some((r) => r.path === '/healthz')).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain("You're offline");
    expect(screen.getByRole('status').textContent).toContain("can't be saved");
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says, while online, that the server cannot be reached, before anything is tried, and when it is back', async () => {
    let isDown = true;
    stubServer(() => {
      if (isDown) throw new TypeError('Failed to fetch');
      return { status: 200, body: { status: 'ok', database: 'pglite' } };
    });
    renderWithApp(<OfflineNotice />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain("The server can't be reached"),
    );
    isDown = false;
    await act(() => checkServer());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
