import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/api/problems.ts';
import {
  SCHOOL_SCALE_TEXT_MAX,
  scaleAsPlainText,
  type SchoolScale,
} from '../../../common/outcomes/school-scales.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember, type SignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importTestCurricula, TEST_CURRICULA, testOutcomeUuid } from './outcomes.fixtures.ts';

const K1 = testOutcomeUuid(TEST_CURRICULA.open, 'K1');
const UNKNOWN = testOutcomeUuid(TEST_CURRICULA.open, 'not-there');

describe.each(testEngines())("a school's own learning scales on %s", (engine) => {
  let t: TestApp;
  let school: number;
  let other: number;
  let admin: SignedInPerson;
  let teacher: SignedInPerson;
  let student: SignedInPerson;
  let otherAdmin: SignedInPerson;

  const url = (institutionId: number, uuid = K1) =>
    `/v3/institutions/${institutionId}/learningOutcome/${uuid}/learningScale`;
  const get = (who: SignedInPerson, institutionId = school, uuid = K1) =>
    t.app.inject({ method: 'GET', url: url(institutionId, uuid), headers: who.headers });
  const put = (who: SignedInPerson, levels: object, institutionId = school, uuid = K1) =>
    t.app.inject({ method: 'PUT', url: url(institutionId, uuid), headers: who.headers, payload: { levels } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await importTestCurricula(t.db);
    school = (await buildInstitution(t.db)).id;
    other = (await buildInstitution(t.db)).id;
    admin = await buildSignedInMember(t.db, school, ['ADMIN']);
    teacher = await buildSignedInMember(t.db, school, ['SUBJECT_CREATOR']);
    student = await buildSignedInMember(t.db, school, ['STUDENT']);
    otherAdmin = await buildSignedInMember(t.db, other, ['ADMIN']);
  });
  afterAll(() => t.close());

  it('is empty, and not official, while the school has written none', async () => {
    const res = await get(teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json<SchoolScale>()).toEqual({
      institutionId: school,
      learningOutcomeUuid: K1,
      isOfficial: false,
      learningScale: {},
      updatedBy: null,
      updatedOn: null,
    });
  });

  it("is written by the school's admin, a level per line of text, and read by its teachers and students", async () => {
    const written = await put(admin, {
      emerging: '  Names a force  ',
      developing: 'Describes a push or a pull\nwith an example',
      proficient: 'Explains balanced forces',
      advanced: '',
    });
    expect(written.statusCode).toBe(200);
    const scale = written.json<SchoolScale>();
    expect(scale.isOfficial).toBe(false);
    expect(scale.updatedBy).toBeTruthy();
    expect(scaleAsPlainText(scale.learningScale)).toEqual({
      notShown: '',
      emerging: 'Names a force',
      developing: 'Describes a push or a pull\nwith an example',
      proficient: 'Explains balanced forces',
      advanced: '',
    });
    const developing = scale.learningScale.developing!;
    expect(developing.localeToProsemirror[developing.fallbackLocale]).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Describes a push or a pull' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'with an example' }] },
      ],
    });
    for (const reader of [teacher, student]) {
      const read = await get(reader);
      expect(read.statusCode).toBe(200);
      expect(read.json<SchoolScale>().learningScale).toEqual(scale.learningScale);
    }
  });

  it('is replaced whole: a level left out is cleared, and an empty body clears the scale', async () => {
    await put(admin, { emerging: 'One', proficient: 'Two' });
    const replaced = await put(admin, { proficient: 'Three' });
    expect(scaleAsPlainText(replaced.json<SchoolScale>().learningScale)).toMatchObject({
      emerging: '',
      proficient: 'Three',
    });
    const cleared = await put(admin, {});
    expect(cleared.json<SchoolScale>()).toMatchObject({ learningScale: {}, updatedOn: null });
  });

  it("is not written by the school's teachers or students (403), nor seen by another school (404)", async () => {
    for (const who of [teacher, student]) {
      const res = await put(who, { proficient: 'Mine' });
      expect(res.statusCode).toBe(403);
    }
    expect((await get(otherAdmin)).statusCode).toBe(404);
    expect((await put(otherAdmin, { proficient: 'Theirs' })).statusCode).toBe(404);
    // Each school has its own: the other school's admin writes theirs without touching this one.
    expect((await put(otherAdmin, { proficient: 'Theirs' }, other)).statusCode).toBe(200);
    expect(scaleAsPlainText((await get(teacher)).json<SchoolScale>().learningScale).proficient).not.toBe(
      'Theirs',
    );
  });

  it("answers 'Learning outcome not found' for an outcome there is not", async () => {
    for (const res of [
      await get(teacher, school, UNKNOWN),
      await put(admin, { proficient: 'x' }, school, UNKNOWN),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().message).toBe('Learning outcome not found');
    }
  });

  it('refuses an unknown level or a text over the limit with a problem on that field', async () => {
    const unknown = await put(admin, { mastered: 'x' });
    expect(unknown.statusCode).toBe(400);
    const long = await put(admin, { proficient: 'x'.repeat(SCHOOL_SCALE_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('above-max-length');
    expect(JSON.stringify(long.json())).toContain('proficient');
  });
});
