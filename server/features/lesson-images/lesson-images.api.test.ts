import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_IMAGE_MAX_BYTES } from '../../../common/lesson-images/constants.ts';
import type { LessonImage } from '../../../common/lesson-images/schema.ts';
import { uploads } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  pngBytes,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
/** A JPEG's header: its JFIF segment, then the frame that gives its size. */
const jpegOf = (width: number, height: number) =>
  Buffer.from([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);
/** A PNG whose header declares this size (its pixels are the 1 x 1 PNG's). */
const pngOf = (width: number, height: number) => {
  const png = pngBytes();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
};
const gifOf = (width: number, height: number) =>
  Buffer.from([...Buffer.from('GIF89a'), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b]);
/** An extended WebP: its canvas's width and height less one, 24 bits each. */
const webpOf = (width: number, height: number) => {
  const webp = Buffer.alloc(40);
  webp.write('RIFF', 0);
  webp.writeUInt32LE(32, 4);
  webp.write('WEBPVP8X', 8);
  webp.writeUInt32LE(10, 16);
  webp.writeUIntLE(width - 1, 24, 3);
  webp.writeUIntLE(height - 1, 27, 3);
  return webp;
};
const JPEG = jpegOf(640, 480);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

describe.each(testEngines())('lesson images on %s', (engine) => {
  let t: TestApp;
  let subjectId: number;
  let schoolA: number;
  const m = {} as Record<'teacher' | 'otherTeacher' | 'student' | 'adminB', SignedInPerson>;

  const upload = (who: SignedInPerson, bytes: Buffer, contentType = 'image/png', subject = subjectId) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/subjects/${subject}/images`,
      headers: { ...who.headers, 'content-type': contentType },
      payload: bytes,
    });
  const read = (who: SignedInPerson, src: string) =>
    t.app.inject({ method: 'GET', url: src, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolA = (await buildInstitution(t.db)).id;
    const schoolB = (await buildInstitution(t.db)).id;
    m.teacher = await buildSignedInMember(t.db, schoolA, ['SUBJECT_CREATOR']);
    m.otherTeacher = await buildSignedInMember(t.db, schoolA, ['SUBJECT_CREATOR']);
    m.student = await buildSignedInMember(t.db, schoolA, ['STUDENT']);
    m.adminB = await buildSignedInMember(t.db, schoolB, ['ADMIN']);
    const subject = await buildSubject(t.db, schoolA);
    subjectId = subject.id;
    await buildSubjectRole(t.db, subject, m.teacher.principal, 'INSTRUCTOR');
    await buildSubjectRole(t.db, subject, m.student.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  it("stores the subject teacher's image in the school's uploads and serves it to the school's people", async () => {
    const res = await upload(m.teacher, pngBytes());
    expect(res.statusCode).toBe(201);
    const { image } = res.json<{ image: LessonImage }>();
    expect(image.src).toBe(`/v3/uploads/${image.uploadId}/content`);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, image.uploadId));
    expect(row).toMatchObject({
      institutionId: schoolA,
      contentType: 'image/png',
      createdBy: m.teacher.principal,
    });

    const seen = await read(m.student, image.src);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(Buffer.from(seen.rawPayload).equals(pngBytes())).toBe(true);
    expect((await read(m.adminB, image.src)).statusCode).toBe(404);
  });

  it('takes JPEG as well, told by its first bytes', async () => {
    expect((await upload(m.teacher, JPEG, 'image/jpeg')).statusCode).toBe(201);
  });

  it.each([
    ['an SVG sent as PNG', SVG, 'image/png', 400],
    ['HTML sent as GIF', HTML, 'image/gif', 400],
    ['a JPEG sent as PNG', JPEG, 'image/png', 400],
    ['an SVG as itself', SVG, 'image/svg+xml', 415],
    [
      'a PNG past the size limit',
      Buffer.concat([pngBytes(), Buffer.alloc(LESSON_IMAGE_MAX_BYTES)]),
      'image/png',
      413,
    ],
  ])('refuses %s', async (_, bytes, contentType, status) => {
    const res = await upload(m.teacher, bytes, contentType);
    expect(res.statusCode).toBe(status);
    if (status === 400)
      expect(res.json<{ problems: unknown[] }>().problems).toEqual([
        { field: '(body)', message: 'is-invalid' },
      ]);
  });

  it('takes a photo of 40 megapixels, as a phone takes it', async () => {
    expect((await upload(m.teacher, jpegOf(7_728, 5_152), 'image/jpeg')).statusCode).toBe(201);
    expect((await upload(m.teacher, pngOf(1_920, 1_080))).statusCode).toBe(201);
  });

  it.each([
    ['PNG', pngOf(30_000, 30_000), 'image/png'],
    ['JPEG', jpegOf(30_000, 30_000), 'image/jpeg'],
    ['GIF', gifOf(30_000, 30_000), 'image/gif'],
    ['WebP', webpOf(30_000, 30_000), 'image/webp'],
    ['PNG, a pixel high but wider than browsers draw,', pngOf(100_000, 1), 'image/png'],
  ])('refuses a %s of 30,000 x 30,000 pixels in a small file, with the limit', async (_, bytes, type) => {
    const res = await upload(m.teacher, bytes, type);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; problems: unknown[] }>();
    expect(body.problems).toEqual([{ field: '(body)', message: 'above-max-length', max: 40_000_000 }]);
    expect(body.message).toMatch(/pixels: a lesson's image may have 40 megapixels/);
  });

  it('refuses an image whose header is cut off before its size', async () => {
    const res = await upload(m.teacher, jpegOf(640, 480).subarray(0, 22), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: unknown[] }>().problems).toEqual([
      { field: '(body)', message: 'is-invalid' },
    ]);
  });

  it('refuses a teacher of another subject and a student, and hides the subject from another school', async () => {
    expect((await upload(m.student, pngBytes())).statusCode).toBe(403);
    expect((await upload(m.adminB, pngBytes())).statusCode).toBe(404);
    const other = await upload(m.otherTeacher, pngBytes());
    expect(other.statusCode).toBe(404);
  });
});
