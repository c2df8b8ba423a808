import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_IMAGE_MAX_BYTES } from '../../../common/institutions/constants.ts';
import type { Institution } from '../../../common/institutions/schema.ts';
import { institutions, uploads } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildSignedInMember,
  buildSignedInPerson,
  buildUpload,
  pngBytes,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INSTITUTION_CHANGED_EVENT } from './institutions.events.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(testEngines())('school banner images on %s', (engine) => {
  let t: TestApp;
  let schoolA: number;
  let schoolB: number;
  const m = {} as Record<'adminA' | 'teacherA' | 'studentA' | 'adminB' | 'staff', SignedInPerson>;

  const upload = (who: SignedInPerson, bytes: Buffer, contentType = 'image/png', school = schoolA) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/institutions/${school}/bannerImage`,
      headers: { ...who.headers, 'content-type': contentType },
      payload: bytes,
    });
  const content = (who: SignedInPerson, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...who.headers, ...headers } });
  const bannerOf = async (who: SignedInPerson, school = schoolA) =>
    (await t.app.inject({ method: 'GET', url: `/v3/institutions/${school}`, headers: who.headers })).json<{
      institution: Institution;
    }>().institution;
  const storedCount = async () =>
    (await t.db.select({ n: count() }).from(uploads).where(eq(uploads.institutionId, schoolA)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolA = (await buildInstitution(t.db)).id;
    schoolB = (await buildInstitution(t.db)).id;
    m.adminA = await buildSignedInMember(t.db, schoolA, ['ADMIN']);
    m.teacherA = await buildSignedInMember(t.db, schoolA, ['SUBJECT_CREATOR']);
    m.studentA = await buildSignedInMember(t.db, schoolA, ['STUDENT']);
    m.adminB = await buildSignedInMember(t.db, schoolB, ['ADMIN']);
    m.staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
  });
  afterAll(() => t.close());

  describe('uploading', () => {
    it("makes the image the school's banner, served by the platform", async () => {
      const res = await upload(m.adminA, pngBytes());
      expect(res.statusCode).toBe(200);
      const { institution } = res.json<{ institution: Institution }>();
      const id = institution.bannerImageUploadId!;
      expect(institution.bannerImageUpload).toEqual({
        id,
        originalUploadFile: { inlineUrl: `/v3/uploads/${id}/content` },
      });
      expect((await bannerOf(m.studentA)).bannerImageUpload).toEqual(institution.bannerImageUpload);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
      expect(row).toMatchObject({ institutionId: schoolA, contentType: 'image/png', byteSize: 70 });
    });

    it('announces the change to every process', async () => {
      const heard = vi.fn();
      const stop = t.events.subscribe(INSTITUTION_CHANGED_EVENT, heard);
      try {
        expect((await upload(m.adminA, pngBytes())).statusCode).toBe(200);
        await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ institutionId: schoolA }));
      } finally {
        stop();
      }
    });

    it('deletes the stored banner it replaces, and takes the type its bytes are', async () => {
      const first = (await bannerOf(m.adminA)).bannerImageUploadId!;
      const res = await upload(m.staff, JPEG, 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const second = res.json<{ institution: Institution }>().institution.bannerImageUploadId!;
      expect(second).not.toBe(first);
      expect(await t.db.select().from(uploads).where(eq(uploads.id, first))).toEqual([]);
      expect((await content(m.studentA, `/v3/uploads/${first}/content`)).statusCode).toBe(404);
      const served = await content(m.studentA, `/v3/uploads/${second}/content`);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(JPEG)).toBe(true);
    });

    it('keeps a replaced banner the platform does not store (an address elsewhere)', async () => {
      const linked = await buildUpload(t.db, { institutionId: schoolB });
      await t.db
        .update(institutions)
        .set({ bannerImageUploadId: linked.id })
        .where(eq(institutions.id, schoolB));
      expect((await upload(m.adminB, pngBytes(), 'image/png', schoolB)).statusCode).toBe(200);
      expect(await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, linked.id))).toEqual([
        { id: linked.id },
      ]);
    });
  });

  describe('serving', () => {
    let url: string;
    beforeAll(async () => {
      url = (await upload(m.adminA, pngBytes())).json<{ institution: Institution }>().institution
        .bannerImageUpload!.originalUploadFile.inlineUrl;
    });

    it('answers the bytes as uploaded, as an image that can run nothing', async () => {
      const res = await content(m.studentA, url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pngBytes())).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': '70',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'private, max-age=3600',
      });
      expect(res.headers.etag).toMatch(/^"\d+-\d+"$/);
    });

    it('answers 304 without the bytes when the browser has them', async () => {
      const { etag } = (await content(m.studentA, url)).headers;
      const res = await content(m.teacherA, url, { 'if-none-match': `W/"x", ${String(etag)}` });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    });

    it("answers another school's upload exactly as a missing one", async () => {
      const other = await content(m.adminB, url);
      const missing = await content(m.adminB, '/v3/uploads/2147483647/content');
      expect(other.statusCode).toBe(404);
      const strip = (body: string) => ({ ...(JSON.parse(body) as object), requestId: undefined });
      expect(strip(other.body)).toEqual(strip(missing.body));
    });

    it('serves no upload whose bytes the platform does not hold', async () => {
      const linked = await buildUpload(t.db, { institutionId: schoolA });
      expect((await content(m.adminA, `/v3/uploads/${linked.id}/content`)).statusCode).toBe(404);
    });
  });

  describe('refusing', () => {
    let banner: number | null;
    let stored: number;
    beforeEach(async () => {
      banner = (await bannerOf(m.adminA)).bannerImageUploadId;
      stored = await storedCount();
    });
    const expectNothingChanged = async () => {
      expect((await bannerOf(m.adminA)).bannerImageUploadId).toBe(banner);
      expect(await storedCount()).toBe(stored);
    };

    it("refuses the school's teachers and students (403) and other schools (404)", async () => {
      expect((await upload(m.teacherA, pngBytes())).statusCode).toBe(403);
      expect((await upload(m.studentA, pngBytes())).statusCode).toBe(403);
      expect((await upload(m.adminB, pngBytes())).statusCode).toBe(404);
      await expectNothingChanged();
    });

    const bodyProblem = (message: string, extra = {}) => ({ field: '(body)', message, ...extra });
    const [NOT_ALLOWED, INVALID] = [bodyProblem('is-not-allowed'), bodyProblem('is-invalid')];
    const OVER_SIZE = Buffer.concat([pngBytes(), Buffer.alloc(BANNER_IMAGE_MAX_BYTES)]);
    it.each([
      ['an SVG', SVG, 'image/svg+xml', 415, NOT_ALLOWED],
      ['a text file', Buffer.from('hello'), 'text/plain', 415, NOT_ALLOWED],
      ['JSON', Buffer.from('{"a":1}'), 'application/json', 415, NOT_ALLOWED],
      ['JPEG bytes sent as PNG', JPEG, 'image/png', 400, INVALID],
      ['an SVG sent as PNG', SVG, 'image/png', 400, INVALID],
      ['text sent as GIF', Buffer.from('GIF? no'), 'image/gif', 400, INVALID],
      ['no bytes', Buffer.alloc(0), 'image/png', 400, bodyProblem('is-not-present')],
      [
        'an image over 2 MB',
        OVER_SIZE,
        'image/png',
        413,
        bodyProblem('above-max-length', { max: BANNER_IMAGE_MAX_BYTES }),
      ],
    ])('refuses %s with a problem, storing nothing', async (_name, bytes, type, status, problem) => {
      const res = await upload(m.adminA, bytes, type);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: 'validation-failed', problems: [problem] });
      await expectNothingChanged();
    });

    it('says what is wrong in words, too', async () => {
      expect((await upload(m.adminA, OVER_SIZE)).json()).toMatchObject({
        message: `The body is larger than this call takes (${BANNER_IMAGE_MAX_BYTES} bytes at most)`,
      });
      expect((await upload(m.adminA, SVG, 'image/svg+xml')).json()).toMatchObject({
        message: 'This call does not take a body of this media type',
      });
      expect((await upload(m.adminA, JPEG, 'image/png')).json()).toMatchObject({
        message: 'The file is image/jpeg, not image/png as it was sent',
      });
      expect((await upload(m.adminA, SVG, 'image/png')).json()).toMatchObject({
        message: 'The file is not a PNG, JPEG, WebP or GIF image',
      });
    });

    it('takes images on the banner call alone', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v3/institutions/${schoolA}`,
        headers: { ...m.adminA.headers, 'content-type': 'image/png' },
        payload: pngBytes(),
      });
      expect(res.statusCode).toBe(415);
      await expectNothingChanged();
    });
  });

  describe('removing', () => {
    it('clears the banner and deletes the stored image', async () => {
      const before = (await upload(m.adminA, pngBytes())).json<{ institution: Institution }>().institution;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v3/institutions/${schoolA}/bannerImage`,
        headers: m.adminA.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ institution: Institution }>().institution).toMatchObject({
        bannerImageUploadId: null,
        bannerImageUpload: null,
      });
      expect(await t.db.select().from(uploads).where(eq(uploads.id, before.bannerImageUploadId!))).toEqual(
        [],
      );
    });

    it("refuses the school's teachers", async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v3/institutions/${schoolA}/bannerImage`,
        headers: m.teacherA.headers,
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
