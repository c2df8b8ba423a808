import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/api/problems.ts';
import type { CurriculumOutcomes } from '../../../common/outcomes/contracts.ts';
import * as outcomeEndpoints from '../../../common/outcomes/endpoints.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember, type SignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFeatureFlagsService } from '../feature-flags/index.ts';
import { importTestCurricula, TEST_CURRICULA, testOutcomeUuid } from './outcomes.fixtures.ts';
import { fullDocsUrl } from '../../test/api-docs.ts';

const { open, gated, gatedFlag, notImported } = TEST_CURRICULA;
const K1 = testOutcomeUuid(open, 'K1');
const K1a = testOutcomeUuid(open, 'K1a');
const S1 = testOutcomeUuid(open, 'S1');
const G1 = testOutcomeUuid(gated, 'G1');
const UNKNOWN = testOutcomeUuid(open, 'not-there');

interface Page {
  learningOutcomes: LearningOutcome[];
  limit: number;
  offset: number;
  nextOffset: number | null;
}
const codesOf = (outcomes: LearningOutcome[]) => outcomes.map((o) => o.standardBasedLearningOutcome?.code);

describe.each(testEngines())('learning outcome API on %s', (engine) => {
  let t: TestApp;
  /** A teacher at a school where the gated curriculum's flag is on, and one where it is off. */
  let flagged: { school: number; teacher: SignedInPerson };
  let plain: { school: number; teacher: SignedInPerson };

  const call = (method: 'GET' | 'POST', url: string, who: SignedInPerson, more: object = {}) =>
    t.app.inject({ method, url, headers: who.headers, ...more });
  const get = (url: string, who = plain.teacher, headers: Record<string, string> = {}) =>
    call('GET', url, who, { headers: { ...who.headers, ...headers } });
  const post = (url: string, payload: object, who = plain.teacher) => call('POST', url, who, { payload });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await importTestCurricula(t.db);
    const [a, b] = [await buildInstitution(t.db), await buildInstitution(t.db)];
    await createFeatureFlagsService({ db: t.db }).setOverride(a.id, gatedFlag, true);
    flagged = { school: a.id, teacher: await buildSignedInMember(t.db, a.id, ['SUBJECT_CREATOR']) };
    plain = { school: b.id, teacher: await buildSignedInMember(t.db, b.id, ['SUBJECT_CREATOR']) };
  });
  afterAll(() => t.close());

  describe('POST /v3/learningOutcome/batchGet', () => {
    const url = '/v3/learningOutcome/batchGet';

    it('answers each outcome once, in the order asked, a gated one too', async () => {
      const res = await post(url, { uuids: [S1, K1, S1.toUpperCase(), G1] });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const uuids = res.json<{ getResponses: { learningOutcome: LearningOutcome }[] }>().getResponses;
      expect(uuids.map((r) => r.learningOutcome.uuid)).toEqual([S1, K1, G1]);
    });

    it("refuses a missing outcome with 'Learning outcome not found', unless told to ignore it", async () => {
      const missing = await post(url, { uuids: [K1, UNKNOWN] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe('Learning outcome not found');
      const ignored = await post(url, { uuids: [K1, UNKNOWN], ignoreMissing: true });
      expect(ignored.json<{ getResponses: unknown[] }>().getResponses).toHaveLength(1);
    });

    it.each([
      [{ uuids: ['nope'] }, [{ field: 'uuids.0', message: 'is-invalid' }]],
      [{ uuids: [] }, [{ field: 'uuids', message: 'below-min-length', min: 1 }]],
      [{}, [{ field: 'uuids', message: 'is-not-present' }]],
    ])('reports problems per field for %j', async (body, problems) => {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().problems).toEqual(problems);
    });
  });

  describe('GET /v3/learningOutcome/{uuid}', () => {
    it('answers the outcome', async () => {
      const res = await get(`/v3/learningOutcome/${K1}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ learningOutcome: LearningOutcome }>().learningOutcome).toMatchObject({
        uuid: K1,
        curriculumCode: open,
        standardBasedLearningOutcome: { code: 'K1', childrenIds: [K1a] },
      });
    });

    it('refuses a uuid that is not one (400) and a missing outcome (404)', async () => {
      const bad = await get('/v3/learningOutcome/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().problems).toEqual([{ field: 'uuid', message: 'is-invalid' }]);
      const missing = await get(`/v3/learningOutcome/${UNKNOWN}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe('Learning outcome not found');
    });
  });

  describe('GET /v3/learningOutcome/curriculum/{curriculumCode}', () => {
    const url = `/v3/learningOutcome/curriculum/${open}`;

    it('answers every outcome with the curriculum, an ETag and a private revalidated cache', async () => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json<CurriculumOutcomes>();
      expect(body.curriculum).toEqual({
        code: open,
        label: `Test ${open}`,
        licence: 'test',
        attribution: `Test attribution of ${open}`,
      });
      expect(codesOf(body.learningOutcomes)).toEqual(['K1', 'K1a', 'S1']);
      expect(res.headers.etag).toMatch(/^"UK-1-\d+"$/);
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, must-revalidate$/);
    });

    it('answers 304 with no body to a browser that has this version, weak or strong', async () => {
      const { etag } = (await get(url)).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const res = await get(url, plain.teacher, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
      }
      expect((await get(url, plain.teacher, { 'if-none-match': '"UK-0-0"' })).statusCode).toBe(200);
    });

    it('changes its ETag when the curriculum is imported again with new content', async () => {
      const { etag } = (await get(url)).headers as { etag: string };
      await importTestCurricula(t.db, '2');
      const res = await get(url, plain.teacher, { 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      await importTestCurricula(t.db, '1');
    });

    it('refuses an unknown code (400) and a curriculum not imported (404)', async () => {
      const bad = await get('/v3/learningOutcome/curriculum/XX');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().problems).toEqual([{ field: 'curriculumCode', message: 'is-invalid' }]);
      const missing = await get(`/v3/learningOutcome/curriculum/${notImported}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().message).toBe('Curriculum not found');
    });

    it('serves a gated curriculum only to a member of a school with its flag on, asking for that school', async () => {
      const gatedUrl = `/v3/learningOutcome/curriculum/${gated}`;
      expect((await get(gatedUrl, flagged.teacher)).statusCode).toBe(404);
      expect((await get(`${gatedUrl}?institutionId=${plain.school}`)).statusCode).toBe(404);
      const res = await get(`${gatedUrl}?institutionId=${flagged.school}`, flagged.teacher);
      expect(res.statusCode).toBe(200);
      expect(codesOf(res.json<CurriculumOutcomes>().learningOutcomes)).toEqual(['G1', 'G2']);
      const stranger = await get(`${gatedUrl}?institutionId=${flagged.school}`, plain.teacher);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json<ErrorBody>().message).toBe('Institution not found');
    });
  });

  describe('POST /v3/learningOutcome/batchGetByCurriculumCode', () => {
    const url = '/v3/learningOutcome/batchGetByCurriculumCode';
    const codes = (res: { json: <T>() => T }) =>
      res
        .json<{ getResponses: CurriculumOutcomes[] }>()
        .getResponses.map((r) => [r.curriculum.code, r.learningOutcomes.length]);

    it('answers each curriculum offered to the school with its outcomes, in the order asked', async () => {
      const res = await post(
        url,
        { curriculumCodes: [gated, open], institutionId: flagged.school },
        flagged.teacher,
      );
      expect(res.statusCode).toBe(200);
      expect(codes(res)).toEqual([
        [gated, 2],
        [open, 3],
      ]);
    });

    it('refuses a curriculum not offered or not imported, unless told to ignore it', async () => {
      const refused = await post(url, { curriculumCodes: [open, gated] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<ErrorBody>().message).toBe('Curriculum not found');
      const ignored = await post(url, { curriculumCodes: [open, gated, notImported], ignoreMissing: true });
      expect(codes(ignored)).toEqual([[open, 3]]);
    });

    it('reports an unknown code per field', async () => {
      const res = await post(url, { curriculumCodes: [open, 'XX'] });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().problems).toEqual([{ field: 'curriculumCodes.1', message: 'is-invalid' }]);
    });
  });

  describe('GET /v3/learningOutcome', () => {
    const page = async (query: string, who = plain.teacher) => {
      const res = await get(`/v3/learningOutcome?${query}`, who);
      expect(res.statusCode).toBe(200);
      return res.json<Page>();
    };

    it('pages through the outcomes: limit from offset, nextOffset null on the last page', async () => {
      expect(await page(`curriculumCode=${open}&limit=2`)).toMatchObject({
        limit: 2,
        offset: 0,
        nextOffset: 2,
      });
      const last = await page(`curriculumCode=${open}&limit=2&offset=2`);
      expect(codesOf(last.learningOutcomes)).toEqual(['S1']);
      expect(last.nextOffset).toBeNull();
      expect((await page(`curriculumCode=${open}`)).limit).toBe(100);
    });

    it('filters by variant, officialness and parent', async () => {
      expect(codesOf((await page('isOfficial=false')).learningOutcomes)).toEqual(['S1']);
      expect(codesOf((await page(`parentUuid=${K1}`)).learningOutcomes)).toEqual(['K1a']);
      expect((await page('variant=auOutcome')).learningOutcomes).toEqual([]);
    });

    it('lists the gated curriculum only for a school with its flag on', async () => {
      expect(codesOf((await page('')).learningOutcomes)).toEqual(['K1', 'K1a', 'S1']);
      const withFlag = await page(`institutionId=${flagged.school}`, flagged.teacher);
      expect(codesOf(withFlag.learningOutcomes)).toEqual(['K1', 'K1a', 'S1', 'G1', 'G2']);
      expect((await get(`/v3/learningOutcome?curriculumCode=${gated}`)).statusCode).toBe(404);
    });

    it.each([
      ['limit=501', [{ field: 'limit', message: 'above-max-length', max: 500 }]],
      ['limit=0', [{ field: 'limit', message: 'below-min-length', min: 1 }]],
      ['limit=ten', [{ field: 'limit', message: 'is-not-a-number' }]],
      ['offset=-1', [{ field: 'offset', message: 'below-min-length', min: 0 }]],
      ['curriculumCode=XX', [{ field: 'curriculumCode', message: 'is-invalid' }]],
      ['parentUuid=nope', [{ field: 'parentUuid', message: 'is-invalid' }]],
    ])('reports problems per field for %s', async (query, problems) => {
      const res = await get(`/v3/learningOutcome?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().problems).toEqual(problems);
    });
  });

  describe('GET /v3/curricula', () => {
    const list = async (query: string, who = plain.teacher) =>
      (await get(`/v3/curricula${query}`, who)).json<{ curricula: { code: string; label: string }[] }>();

    it("lists the school's curricula: a gated one only where its flag is on", async () => {
      expect((await list('')).curricula.map((c) => c.code)).toEqual([open]);
      expect((await list(`?institutionId=${plain.school}`)).curricula.map((c) => c.code)).toEqual([open]);
      const withFlag = await list(`?institutionId=${flagged.school}`, flagged.teacher);
      expect(withFlag.curricula.map((c) => c.code).sort()).toEqual([open, gated].sort());
      expect(withFlag.curricula[0]).toHaveProperty('label');
    });

    it('refuses a school the caller does not belong to', async () => {
      expect((await get(`/v3/curricula?institutionId=${flagged.school}`)).statusCode).toBe(404);
    });
  });

  it('documents every learning outcome call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: await fullDocsUrl() });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    const declared = Object.values(outcomeEndpoints).map((e) => e.path.replace(/:(\w+)/g, '{$1}'));
    expect(paths).toEqual(expect.arrayContaining(declared));
  });
});
