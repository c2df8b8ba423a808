import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { institutions } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import { buildInstitution, buildSignedInMember, buildSignedInPerson } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRolesService } from '../roles/index.ts';
import { INSTITUTION_CHANGED_EVENT } from './institutions.events.ts';
import { createInstitutionsService } from './institutions.service.ts';

const NO_INCLUDES = {
  includeMyRole: false,
  permissions: false,
  includeGroups: false,
  includeKeyContacts: false,
};

describe.each(testEngines())('cached institutions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const serviceOn = (now?: () => Date) =>
    createInstitutionsService({
      db: t.db,
      roles: createRolesService({ db: t.db }),
      events: t.events,
      logger: t.app.log,
      ...(now ? { now } : {}),
    });

  it('drops an institution when another process announces a change', async () => {
    const { id } = await buildInstitution(t.db, { name: 'Before' });
    const student = await buildSignedInMember(t.db, id, ['STUDENT']);
    const service = serviceOn();
    const nameOf = async () =>
      (await service.batchGetInstitutions(student.actor, { ...NO_INCLUDES, ids: [id], ignoreMissing: false }))
        .getResponses[0]?.institution.name;
    expect(await nameOf()).toBe('Before');
    // Another process's write: this one only hears of it through the event bus.
    await t.db.update(institutions).set({ name: 'After' }).where(eq(institutions.id, id));
    expect(await nameOf()).toBe('Before');
    await t.events.publish(INSTITUTION_CHANGED_EVENT, { institutionId: id });
    await vi.waitFor(async () => expect(await nameOf()).toBe('After'));
    service.close();
  });

  it('decides isExpired by the clock of each request, cached or not', async () => {
    const expiresOn = new Date('2031-01-01T00:00:00Z');
    const { id } = await buildInstitution(t.db, { expiresOn });
    const student = await buildSignedInMember(t.db, id, ['STUDENT']);
    let now = new Date(expiresOn.getTime() - 1);
    const service = serviceOn(() => now);
    const isExpired = async () =>
      (await service.getInstitution(student.actor, id, NO_INCLUDES)).institution.isExpired;
    expect(await isExpired()).toBe(false);
    now = new Date(expiresOn.getTime() + 1);
    expect(await isExpired()).toBe(true);
    service.close();
  });

  it('shows an institution deleted behind its back to nobody, though it was cached', async () => {
    const { id } = await buildInstitution(t.db);
    const admin = await buildSignedInMember(t.db, id, ['ADMIN']);
    const staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
    const read = (who: { headers: Record<string, string> }) =>
      t.app.inject({ method: 'GET', url: `/v3/institutions/${id}`, headers: who.headers });
    for (const who of [admin, staff]) expect((await read(who)).statusCode).toBe(200);
    await t.db.delete(institutions).where(eq(institutions.id, id));
    for (const who of [admin, staff]) expect((await read(who)).statusCode).toBe(404);
  });
});
