import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PATH } from '../../common/auth/session-path.ts';
import { startSessionRead, takeEarlySessionRead } from './early-session.ts';

describe('the session read begun at start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once as the app starts and handed to the first reader only', async () => {
    const answer = new Response('{}', { status: 200 });
    const fetchMock = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetchMock);
    startSessionRead();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(
      SESSION_PATH,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    const first = takeEarlySessionRead();
    expect(await first!(SESSION_PATH)).toBe(answer);
    expect(takeEarlySessionRead()).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
