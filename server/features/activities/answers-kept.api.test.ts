import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from '../../../common/activities/schema.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildActivity,
  buildInstitution,
  buildSignedInMember,
  buildSubject,
  buildSubjectRole,
  buildWorksheetItem,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Saved = { response: Response; applied: boolean };

/** A student's work is never lost to a wrong clock. */
describe.each(testEngines())('saves ordered by what the server trusts on %s', (engine) => {
  let t: TestApp;
  let student: SignedInPerson;
  let subject: { id: number; institutionId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const school = await buildInstitution(t.db);
    student = await buildSignedInMember(t.db, school.id, ['STUDENT']);
    subject = await buildSubject(t.db, school.id);
    await buildSubjectRole(t.db, subject, student.principal, 'STUDENT');
  });
  afterAll(() => t.close());

  const save = (itemId: number, text: string, clientSavedAt: string, baseVersion?: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/v3/worksheetItems/${itemId}/myResponse`,
      headers: student.headers,
      payload: { value: { kind: 'shortAnswer', text }, clientSavedAt, baseVersion },
    });

  it('stores a later real save after one stamped in 2999, with or without the version it was made on', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const future = await save(item.id, 'Evap', '2999-01-01T00:00:00.000Z', 0);
    expect(future.json<Saved>().applied).toBe(true);
    // The client's time is kept for display only, and never later than the server's clock.
    expect(Date.parse(future.json<Saved>().response.clientSavedAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    const now = new Date().toISOString();
    const real = await save(item.id, 'Evaporation', now, 1);
    expect(real.json<Saved>()).toMatchObject({ applied: true, response: { value: { text: 'Evaporation' } } });
    const unversioned = await save(item.id, 'Evaporation of water', now);
    expect(unversioned.json<Saved>()).toMatchObject({
      applied: true,
      response: { value: { text: 'Evaporation of water' }, versionCount: 3 },
    });
  });

  it('keeps work typed on a clock minutes behind after a save from a clock minutes ahead', async () => {
    const lesson = await buildActivity(t.db, subject);
    const item = await buildWorksheetItem(t.db, lesson, { kind: 'shortAnswer' });
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const behind = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await save(item.id, 'Heat', ahead, 0)).json<Saved>().applied).toBe(true);
    expect((await save(item.id, 'Heat moves', behind, 1)).json<Saved>()).toMatchObject({
      applied: true,
      response: { value: { text: 'Heat moves' } },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v3/activities/${lesson.id}/myResponses`,
      headers: student.headers,
    });
    expect(mine.json<{ responses: Response[] }>().responses[0]?.value).toEqual({
      kind: 'shortAnswer',
      text: 'Heat moves',
    });
  });
});
