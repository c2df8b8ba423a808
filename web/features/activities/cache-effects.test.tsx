import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../test/network.ts';
import { masteryKeys } from '../outcome-tags/mastery.queries.ts';
import { usePutResponseLevels } from '../outcome-tags/lesson-tags.queries.ts';
import { activityKeys, saveActivity } from './activities.queries.ts';
import { anActivity } from './activities.fixtures.ts';

/** A client holding a read the test expects a write to make stale. */
function clientHolding(key: readonly unknown[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(key, { read: 'before' });
  return queryClient;
}
const isStale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated === true;

describe('what a write makes stale', () => {
  it("re-reads the school's due dates when the editor saves a lesson (its title or due date may have changed)", async () => {
    const lesson = anActivity({ id: 7, institutionId: 3, title: 'Forces' });
    stubServer((request) =>
      request.method === 'PATCH' && request.path === '/v3/activities/7'
        ? { status: 200, body: { activity: { ...lesson, title: 'Forces and motion' } } }
        : undefined,
    );
    const queryClient = clientHolding(activityKeys.dueDates(3));
    await saveActivity(queryClient, 7, { title: 'Forces and motion' });
    expect(isStale(queryClient, activityKeys.dueDates(3))).toBe(true);
  });

  it("re-reads the subject's mastery grid when an answer's levels are judged", async () => {
    stubServer((request) =>
      request.method === 'PUT' && request.path === '/v3/responses/11/outcomeLevels'
        ? { status: 200, body: { responseId: 11, levels: [] } }
        : undefined,
    );
    const queryClient = clientHolding(masteryKeys.mastery(5));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePutResponseLevels(11), { wrapper });
    result.current.mutate([]);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isStale(queryClient, masteryKeys.mastery(5))).toBe(true);
  });
});
