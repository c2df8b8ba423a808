import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { zInstitutionBatchGetResponse, zInstitutionResponse } from '../../../common/institutions/schema.ts';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import { districts, institutionRoles, institutions, uploads } from '../../db/schema/index.ts';
import { runCountingQueries } from '../../platform/query-count.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildRole,
  buildSignedInMember,
  buildSignedInPerson,
  type SignedInPerson,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { institutionCacheFor } from './institution-cache.service.ts';
import { INSTITUTION_CHANGED_EVENT } from './institutions.events.ts';
import { createInstitutionsService, type InstitutionIncludes } from './institutions.service.ts';

/** What the generic route writes: the response schema encodes, then JSON.stringify. */
function throughSchema(
  schema: typeof zInstitutionBatchGetResponse | typeof zInstitutionResponse,
  value: unknown,
) {
  const result = schema.safeEncode(value as never);
  if (!result.success) throw result.error;
  return JSON.stringify(result.data);
}

const NO_INCLUDES = {
  includeMyRole: false,
  permissions: false,
  includeGroups: false,
  includeKeyContacts: false,
} satisfies InstitutionIncludes;

const INCLUDE_SETS: InstitutionIncludes[] = [
  NO_INCLUDES,
  { ...NO_INCLUDES, includeMyRole: true },
  { ...NO_INCLUDES, permissions: true },
  { ...NO_INCLUDES, includeMyRole: true, permissions: true },
];

describe.each(testEngines())('serialized institution answers on %s', (engine) => {
  let t: TestApp;
  let viewer: SignedInPerson;
  /** Institutions the viewer belongs to, in every shape the base and the role can take. */
  const visible: number[] = [];
  let invisible: number;
  let full: number;

  const service = () => createInstitutionsService({ db: t.db });
  const setRoleTimestamps = (institutionId: number, createdOn: string, acceptedOn: string | null) =>
    t.db.execute(sql`update institution_roles set created_on = ${createdOn}::timestamptz,
      accepted_on = ${acceptedOn}::timestamptz
      where institution_id = ${institutionId} and principal = ${viewer.principal}`);
  const role = (institutionId: number, roles: InstitutionRoleName[], overrides = {}) =>
    buildRole(t.db, institutionId, viewer.principal, roles, overrides);

  beforeAll(async () => {
    t = await createTestApp(engine);
    viewer = await buildSignedInPerson(t.db);
    const [district] = await t.db.insert(districts).values({ name: 'North District' }).returning();
    const [banner] = await t.db
      .insert(uploads)
      .values({ fileName: 'b.png', contentType: 'image/png', inlineUrl: 'https://cdn.test/b "1".png' })
      .returning();
    full = (
      await buildInstitution(t.db, {
        name: 'École "Saint\\Ω" \u2028 ✓',
        code: 'ecole-saint',
        endpoint: 'vic',
        districtUuid: district!.uuid,
        headerUrl: 'https://example.test/header',
        bannerImageUploadId: banner!.id,
        expiresOn: new Date('2999-06-30T13:14:15.678Z'),
        // Keys the response schema does not know are stripped, as on every response.
        videoProviderConfig: { provider: 'zoom', schoolId: 's-1', country: 'AU', secret: 'x' } as never,
        schoolYearEndsOn: '12-20',
      })
    ).id;
    const plain = (await buildInstitution(t.db)).id;
    const expired = (
      await buildInstitution(t.db, {
        expiresOn: new Date('2020-01-01T00:00:00Z'),
        assimilatedIntoInstitutionId: full,
      })
    ).id;
    const headOfScience = (await buildInstitution(t.db, { districtUuid: district!.uuid })).id;
    invisible = (await buildInstitution(t.db)).id;
    await role(full, ['ADMIN', 'SUBJECT_INSTRUCTOR'], { isSubscriptionOwner: true });
    await role(plain, [], { isPending: true, pendingMemberships: [{ role: 'SUBJECT_CREATOR' }] });
    await role(expired, ['STUDENT']);
    await role(headOfScience, ['HEAD_OF_SCIENCE']);
    // Microseconds (both sides truncate to milliseconds) and a time before 1970.
    await setRoleTimestamps(full, '2024-02-29 12:34:56.789999+00', '1999-12-31 23:59:59.9995+00');
    await setRoleTimestamps(expired, '1969-07-20 20:17:40.123456+00', '1969-07-21 02:56:15.5+10');
    visible.push(full, plain, expired, headOfScience);
  });
  afterAll(() => t.close());
  beforeEach(() => institutionCacheFor(t.db).clear());

  describe('write exactly what the response schema writes', () => {
    for (const cache of ['cold', 'warm']) {
      it(`for a batch get, with every include set (${cache} cache)`, async () => {
        const s = service();
        if (cache === 'warm')
          await s.batchGetInstitutionsSerialized(viewer.actor, {
            ...NO_INCLUDES,
            ids: visible,
            ignoreMissing: false,
          });
        for (const includes of INCLUDE_SETS) {
          for (const [ids, ignoreMissing] of [
            [visible, false],
            [[invisible, ...visible, 2_000_000_000, visible[0]!], true],
          ] as const) {
            const body = { ...includes, ids, ignoreMissing };
            const serialized = await s.batchGetInstitutionsSerialized(viewer.actor, body);
            const expected = throughSchema(
              zInstitutionBatchGetResponse,
              await s.batchGetInstitutions(viewer.actor, body),
            );
            expect(serialized).toBe(expected);
            // The contract still holds: the schema reads the text back to the same answer.
            expect(zInstitutionBatchGetResponse.parse(JSON.parse(serialized!))).toEqual(JSON.parse(expected));
          }
        }
      });

      it(`for one institution, with every include set (${cache} cache)`, async () => {
        const s = service();
        for (const id of visible) {
          if (cache === 'warm') await s.getInstitutionSerialized(viewer.actor, id, NO_INCLUDES);
          for (const includes of INCLUDE_SETS) {
            const serialized = await s.getInstitutionSerialized(viewer.actor, id, includes);
            const expected = throughSchema(
              zInstitutionResponse,
              await s.getInstitution(viewer.actor, id, includes),
            );
            expect(serialized).toBe(expected);
          }
        }
      });
    }

    it('through the routes, with the same content type', async () => {
      const s = service();
      const includes = { ...NO_INCLUDES, includeMyRole: true, permissions: true };
      const batch = await t.app.inject({
        method: 'POST',
        url: '/v3/institutions/batch/get',
        headers: viewer.headers,
        payload: { ids: visible, includeMyRole: true, permissions: true },
      });
      expect(batch.statusCode).toBe(200);
      expect(batch.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(batch.body).toBe(
        throughSchema(
          zInstitutionBatchGetResponse,
          await s.batchGetInstitutions(viewer.actor, { ...includes, ids: visible, ignoreMissing: false }),
        ),
      );
      const one = await t.app.inject({
        method: 'GET',
        url: `/v3/institutions/${full}?includeMyRole=true&permissions=true`,
        headers: viewer.headers,
      });
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(one.body).toBe(
        throughSchema(zInstitutionResponse, await s.getInstitution(viewer.actor, full, includes)),
      );
    });

    it('fails on an invisible or missing id as the generic path does', async () => {
      const s = service();
      for (const id of [invisible, 2_000_000_000]) {
        const body = { ...NO_INCLUDES, includeMyRole: true, ids: [full, id], ignoreMissing: false };
        const generic = await s.batchGetInstitutions(viewer.actor, body).catch((e: unknown) => e);
        await expect(s.batchGetInstitutionsSerialized(viewer.actor, body)).rejects.toEqual(generic);
        const genericOne = await s.getInstitution(viewer.actor, id, NO_INCLUDES).catch((e: unknown) => e);
        await expect(s.getInstitutionSerialized(viewer.actor, id, NO_INCLUDES)).rejects.toEqual(genericOne);
      }
    });
  });

  describe('leave to the generic path', () => {
    it('internal admins and the includes it does not write', async () => {
      const s = service();
      const staff = await buildSignedInPerson(t.db, { isInternalAdmin: true });
      const body = { ...NO_INCLUDES, includeMyRole: true, ids: visible, ignoreMissing: false };
      expect(await s.batchGetInstitutionsSerialized(staff.actor, body)).toBeNull();
      expect(await s.getInstitutionSerialized(staff.actor, full, body)).toBeNull();
      for (const other of [
        { includeGroups: true },
        { includeKeyContacts: true },
        { includeRolesForPrincipal: viewer.principal },
      ]) {
        expect(await s.batchGetInstitutionsSerialized(viewer.actor, { ...body, ...other })).toBeNull();
        expect(await s.getInstitutionSerialized(viewer.actor, full, { ...body, ...other })).toBeNull();
      }
    });

    it('a role the response schema would reject, or a year toISOString writes differently', async () => {
      const s = service();
      const odd = (await buildInstitution(t.db)).id;
      const member = await buildSignedInMember(t.db, odd, ['STUDENT']);
      const where = and(
        eq(institutionRoles.institutionId, odd),
        eq(institutionRoles.principal, member.principal),
      );
      const includes = { ...NO_INCLUDES, includeMyRole: true };
      await t.db.execute(
        sql`update institution_roles set created_on = '0044-03-15 12:00:00+00 BC' where ${where}`,
      );
      expect(await s.getInstitutionSerialized(member.actor, odd, includes)).toBeNull();
      expect(await s.getInstitutionSerialized(member.actor, odd, NO_INCLUDES)).not.toBeNull();
      await t.db
        .update(institutionRoles)
        .set({ createdOn: new Date(), roles: ['WIZARD' as InstitutionRoleName] })
        .where(where);
      expect(await s.getInstitutionSerialized(member.actor, odd, includes)).toBeNull();
      expect(
        await s.getInstitutionSerialized(member.actor, odd, { ...NO_INCLUDES, permissions: true }),
      ).toBeNull();
    });
  });

  describe('cache', () => {
    const batchJson = async (ids: number[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/institutions/batch/get',
        headers: viewer.headers,
        payload: { ids, includeMyRole: true },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ getResponses: { institution: { name: string; isExpired: boolean } }[] }>();
    };
    const nameOf = async (id: number) => (await batchJson([id])).getResponses[0]!.institution.name;

    it('shows a change made through the API at once', async () => {
      const admin = await buildSignedInMember(t.db, full, ['ADMIN']);
      await nameOf(full);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/v3/institutions/${full}`,
        headers: admin.headers,
        payload: { name: 'Renamed High' },
      });
      expect(patch.statusCode).toBe(200);
      expect(await nameOf(full)).toBe('Renamed High');
    });

    it('drops an institution when another process announces a change', async () => {
      const id = (await buildInstitution(t.db, { name: 'Before' })).id;
      await role(id, ['STUDENT']);
      expect(await nameOf(id)).toBe('Before');
      // Another process's write: this one only hears of it through the event bus.
      await t.db.update(institutions).set({ name: 'After' }).where(eq(institutions.id, id));
      expect(await nameOf(id)).toBe('Before');
      await t.events.publish(INSTITUTION_CHANGED_EVENT, { institutionId: id });
      await vi.waitFor(async () => expect(await nameOf(id)).toBe('After'));
    });

    it('keeps isExpired true to the clock while the base is cached', async () => {
      const expiresOn = new Date('2031-01-01T00:00:00Z');
      const id = (await buildInstitution(t.db, { expiresOn })).id;
      await role(id, ['STUDENT']);
      let now = new Date(expiresOn.getTime() - 1);
      const s = createInstitutionsService({ db: t.db, now: () => now });
      const isExpired = async () =>
        (
          JSON.parse((await s.getInstitutionSerialized(viewer.actor, id, NO_INCLUDES))!) as {
            institution: { isExpired: boolean };
          }
        ).institution.isExpired;
      expect(await isExpired()).toBe(false);
      expect(institutionCacheFor(t.db).get(id)).toBeDefined();
      now = new Date(expiresOn.getTime() + 1);
      expect(await isExpired()).toBe(true);
    });

    it('runs one statement for 1 and for 20 ids, cached or not', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const { id } = await buildInstitution(t.db);
        await role(id, ['SUBJECT_INSTRUCTOR']);
        ids.push(id);
      }
      const s = service();
      const count = async (batchIds: number[]) => {
        const { result, counter } = runCountingQueries(() =>
          s.batchGetInstitutionsSerialized(viewer.actor, {
            ...NO_INCLUDES,
            includeMyRole: true,
            ids: batchIds,
            ignoreMissing: false,
          }),
        );
        expect(await result).not.toBeNull();
        return counter.count;
      };
      expect(await count(ids.slice(0, 1))).toBe(1);
      expect(await count(ids)).toBe(1);
      expect(await count(ids)).toBe(1);
    });
  });
});
