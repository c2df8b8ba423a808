import { describe, expect, it, vi } from 'vitest';
import type { Institution } from '../../common/institutions/schema.ts';
import { anInstitution } from '../test/fixtures.ts';
import { ApiError } from './api-error.ts';
import { createInstitutionBatcher, MISSING_INSTITUTION_MESSAGE } from './institution-batcher.ts';

function institution(id: number): Institution {
  return anInstitution({ id, name: `School ${id}`, code: `school-${id}` });
}

interface BatchBody {
  ids: number[];
  includeMyRole: boolean;
  permissions: boolean;
  ignoreMissing: boolean;
}

/** A fake batch-get endpoint that knows the given institution ids. */
function fakeBatchFetch(knownIds: number[]) {
  const bodies: BatchBody[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as BatchBody;
    bodies.push(body);
    const getResponses = body.ids
      .filter((id) => knownIds.includes(id))
      .map((id) => ({ institution: institution(id) }));
    return new Response(JSON.stringify({ getResponses }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, bodies };
}

describe('institution batcher', () => {
  it('coalesces three gets in the same tick into one batch call with three ids', async () => {
    const { fetch, bodies } = fakeBatchFetch([1, 2, 3]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    await Promise.all([getInstitution(1), getInstitution(2), getInstitution(3)]);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/v3/institutions/batch/get');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(bodies[0]).toEqual({
      ids: [1, 2, 3],
      includeMyRole: false,
      permissions: false,
      ignoreMissing: true,
    });
  });

  it('dispatches each institution to the caller that asked for it', async () => {
    const { fetch } = fakeBatchFetch([1, 2, 3]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    const [three, one, two] = await Promise.all([getInstitution(3), getInstitution(1), getInstitution(2)]);

    expect([three.id, one.id, two.id]).toEqual([3, 1, 2]);
    expect(one.name).toBe('School 1');
  });

  it('rejects only the caller of a missing institution', async () => {
    const { fetch } = fakeBatchFetch([1, 3]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    const results = await Promise.allSettled([getInstitution(1), getInstitution(2), getInstitution(3)]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const missing = results[1] as PromiseRejectedResult;
    expect(missing.reason).toBeInstanceOf(ApiError);
    expect(missing.reason).toMatchObject({
      status: 404,
      code: 'not-found',
      message: MISSING_INSTITUTION_MESSAGE,
    });
  });

  it('groups gets by option set, one call per set', async () => {
    const { fetch, bodies } = fakeBatchFetch([1, 2]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    await Promise.all([
      getInstitution(1, { includeMyRole: true, permissions: true }),
      getInstitution(2),
      getInstitution(2, { includeMyRole: true, permissions: true }),
    ]);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(bodies).toContainEqual({
      ids: [1, 2],
      includeMyRole: true,
      permissions: true,
      ignoreMissing: true,
    });
    expect(bodies).toContainEqual({
      ids: [2],
      includeMyRole: false,
      permissions: false,
      ignoreMissing: true,
    });
  });

  it('asks once for an id requested twice and answers both callers', async () => {
    const { fetch, bodies } = fakeBatchFetch([5]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    const [first, second] = await Promise.all([getInstitution(5), getInstitution(5)]);

    expect(bodies[0]?.ids).toEqual([5]);
    expect(first.id).toBe(5);
    expect(second.id).toBe(5);
  });

  it('sends gets made in a later tick in a new batch', async () => {
    const { fetch } = fakeBatchFetch([1, 2]);
    const { getInstitution } = createInstitutionBatcher({ fetch });

    await getInstitution(1);
    await getInstitution(2);

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects every caller of a batch when the call itself fails', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ code: 'internal', message: 'Something broke' }, { status: 500 }),
    );
    const { getInstitution } = createInstitutionBatcher({ fetch });

    const results = await Promise.allSettled([getInstitution(1), getInstitution(2)]);

    expect(fetch).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 500, code: 'internal' });
    }
  });
});
