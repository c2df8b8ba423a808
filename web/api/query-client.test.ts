import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

describe('the query client', () => {
  it('sends a change made offline at once, so its failure is told, instead of holding it to run later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(0, 'network', 'Failed to fetch')),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 'network' });
    expect(mutation.state.isPaused).toBe(false);
  });

  it('does not ask again after a client error', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(404, 'not-found', 'No'))).toBe(false);
    expect(retry(0, new ApiError(0, 'network', 'Down'))).toBe(true);
    expect(retry(2, new ApiError(0, 'network', 'Down'))).toBe(false);
  });
});
