import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AutoArchivedNotice, SubjectEvent } from '../../../common/subjects/contracts.ts';
import { institutions, people, subjects } from '../../db/schema/index.ts';
import { testEngines } from '../../test/engines.ts';
import {
  buildInstitution,
  buildPerson,
  buildRole,
  buildSession,
  buildSubject,
  buildSubjectRole,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAutoArchiveService } from './auto-archive.service.ts';
import { AUTO_ARCHIVE_QUEUE, PURGE_DELETED_QUEUE } from './subjects.jobs.ts';

const logger = pino({ level: 'silent' });
/** 01:00 on 20 December in Sydney; still the 19th in UTC. */
const YEAR_END_IN_SYDNEY = new Date('2026-12-19T14:00:00Z');

describe.each(testEngines())('auto-archive on %s', (engine) => {
  let t: TestApp;
  const seen: SubjectEvent[] = [];

  async function person() {
    return buildPerson(t.db);
  }
  async function subjectAt(
    institutionId: number,
    createdOn: Date,
    members: [string, 'INSTRUCTOR' | 'STUDENT'][],
    overrides: Partial<typeof subjects.$inferInsert> = {},
  ): Promise<number> {
    const subject = await buildSubject(t.db, institutionId, { name: 'S', createdOn, ...overrides });
    for (const [principal, role] of members) await buildSubjectRole(t.db, subject, principal, role);
    return subject.id;
  }
  const subjectRows = async (ids: number[]) =>
    new Map((await t.db.select().from(subjects).where(inArray(subjects.id, ids))).map((s) => [s.id, s]));
  const flagOf = async (principal: string) =>
    (await t.db.select().from(people).where(eq(people.principal, principal)))[0]!
      .instructorSubjectWasAutoArchivedOn;

  beforeAll(async () => {
    t = await createTestApp(engine);
    t.events.subscribe('subject', (data) => seen.push(data as SubjectEvent));
  });
  afterAll(() => t.close());

  describe('at the end of the school year', () => {
    let sydney: number;
    let teacher: string;
    let student: string;
    let lateTeacher: string;
    const ids = {} as Record<'old' | 'late' | 'deleted' | 'archived' | 'duplicating', number>;
    const service = () => createAutoArchiveService({ db: t.db, events: t.events, logger });

    beforeAll(async () => {
      sydney = (await buildInstitution(t.db, { locale: 'EN_AU', timezone: 'Australia/Sydney' })).id;
      teacher = (await person()).principal;
      student = (await person()).principal;
      lateTeacher = (await person()).principal;
      ids.old = await subjectAt(sydney, new Date('2026-03-01T00:00:00Z'), [
        [teacher, 'INSTRUCTOR'],
        [student, 'STUDENT'],
      ]);
      // 00:30 on 20 December in Sydney: made on the last day, so not part of the year that ended.
      ids.late = await subjectAt(sydney, new Date('2026-12-19T13:30:00Z'), [[lateTeacher, 'INSTRUCTOR']]);
      ids.deleted = await subjectAt(sydney, new Date('2026-03-01T00:00:00Z'), [], { deletedOn: new Date() });
      ids.archived = await subjectAt(sydney, new Date('2026-03-01T00:00:00Z'), [], {
        isArchived: true,
        archivedOn: new Date('2026-06-01T00:00:00Z'),
      });
      ids.duplicating = await subjectAt(sydney, new Date('2026-03-01T00:00:00Z'), [], {
        state: 'duplicating',
      });
    });

    it("archives the subjects created before the end, in the institution's time zone, and flags their instructors", async () => {
      const result = await service().runAutoArchive(YEAR_END_IN_SYDNEY);
      expect(result.subjects).toBeGreaterThanOrEqual(1);
      const rows = await subjectRows(Object.values(ids));
      expect(rows.get(ids.old)).toMatchObject({ isArchived: true, archivedOn: YEAR_END_IN_SYDNEY });
      expect(rows.get(ids.late)?.isArchived).toBe(false);
      expect(rows.get(ids.deleted)?.isArchived).toBe(false);
      expect(rows.get(ids.duplicating)?.isArchived).toBe(false);
      expect(rows.get(ids.archived)?.archivedOn).toEqual(new Date('2026-06-01T00:00:00Z'));

      expect(await flagOf(teacher)).toEqual(YEAR_END_IN_SYDNEY);
      expect(await flagOf(student)).toBeNull();
      expect(await flagOf(lateTeacher)).toBeNull();
      const [row] = await t.db.select().from(institutions).where(eq(institutions.id, sydney));
      expect(row!.autoArchivedThrough).toBe('2026-12-20');
      await vi.waitFor(() => expect(seen.some((e) => e.id === ids.old && e.isArchived)).toBe(true));
    });

    it('changes nothing when it runs again', async () => {
      await t.db
        .update(people)
        .set({ instructorSubjectWasAutoArchivedOn: null })
        .where(eq(people.principal, teacher));
      const before = await subjectRows(Object.values(ids));
      const later = new Date(YEAR_END_IN_SYDNEY.getTime() + 3600_000);
      const again = await service().runAutoArchive(later);
      expect(again).toEqual({ institutions: 0, subjects: 0 });
      expect(await subjectRows(Object.values(ids))).toEqual(before);
      expect(await flagOf(teacher)).toBeNull();
    });

    it('leaves an institution whose year has not ended in its own time zone alone', async () => {
      const london = (
        await buildInstitution(t.db, {
          locale: 'EN_AU',
          timezone: 'Europe/London',
          autoArchivedThrough: '2025-12-20',
        })
      ).id;
      const id = await subjectAt(london, new Date('2026-03-01T00:00:00Z'), []);
      await service().runAutoArchive(YEAR_END_IN_SYDNEY);
      expect((await subjectRows([id])).get(id)?.isArchived).toBe(false);
    });

    it("follows the institution's own school-year end", async () => {
      const early = (await buildInstitution(t.db, { timezone: 'Australia/Perth', schoolYearEndsOn: '11-30' }))
        .id;
      const id = await subjectAt(early, new Date('2026-03-01T00:00:00Z'), []);
      await service().runAutoArchive(YEAR_END_IN_SYDNEY);
      expect((await subjectRows([id])).get(id)?.isArchived).toBe(true);
      const [row] = await t.db.select().from(institutions).where(eq(institutions.id, early));
      expect(row!.autoArchivedThrough).toBe('2026-11-30');
    });
  });

  describe('as scheduled jobs', () => {
    it('runs the auto-archive job for a school year that ended yesterday', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(5, 10);
      const school = (await buildInstitution(t.db, { timezone: 'UTC', schoolYearEndsOn: yesterday })).id;
      const id = await subjectAt(school, new Date(Date.now() - 3 * 86_400_000), []);
      await t.jobs.enqueue(AUTO_ARCHIVE_QUEUE, {});
      await t.jobs.drain();
      expect((await subjectRows([id])).get(id)?.isArchived).toBe(true);
    });

    it('purges subjects deleted more than 30 days ago and keeps the restorable ones', async () => {
      const school = (await buildInstitution(t.db)).id;
      const gone = await subjectAt(school, new Date(), [], {
        deletedOn: new Date(Date.now() - 31 * 86_400_000),
      });
      const kept = await subjectAt(school, new Date(), [], {
        deletedOn: new Date(Date.now() - 29 * 86_400_000),
      });
      await t.jobs.enqueue(PURGE_DELETED_QUEUE, {});
      await t.jobs.drain();
      expect([...(await subjectRows([gone, kept])).keys()]).toEqual([kept]);
    });
  });

  describe('the auto-archived notice', () => {
    type Who = { principal: string; headers: Record<string, string> };
    const who = async (flags: Partial<typeof people.$inferInsert> = {}): Promise<Who> => {
      const p = await buildPerson(t.db, flags);
      return { principal: p.principal, headers: (await buildSession(t.db, p.principal)).headers };
    };
    const flagged = () => who({ instructorSubjectWasAutoArchivedOn: new Date('2026-12-20T00:00:00Z') });
    const call = async (method: 'GET' | 'POST', path: string, person?: Who) => {
      const res = await t.app.inject({
        method,
        url: `/v3/users/me/autoArchivedNotice${path}`,
        ...(person ? { headers: person.headers } : {}),
      });
      return { status: res.statusCode, notice: res.json<AutoArchivedNotice>() };
    };

    it('shows while the flag is set and the person has not opted out', async () => {
      const person = await flagged();
      expect(await call('GET', '', person)).toEqual({
        status: 200,
        notice: {
          instructorSubjectWasAutoArchivedOn: '2026-12-20T00:00:00.000Z',
          optedOutOfAutoArchivedBanner: false,
          show: true,
        },
      });
      const optedOut = await who({
        instructorSubjectWasAutoArchivedOn: new Date(),
        optedOutOfAutoArchivedBanner: true,
      });
      expect((await call('GET', '', optedOut)).notice.show).toBe(false);
    });

    it.each(['close', 'clear'])('%s clears the flag', async (action) => {
      const person = await flagged();
      expect((await call('POST', `/actions/${action}`, person)).notice).toEqual({
        instructorSubjectWasAutoArchivedOn: null,
        optedOutOfAutoArchivedBanner: false,
        show: false,
      });
    });

    it("'hide forever' opts out and clears the flag, for good", async () => {
      const person = await flagged();
      expect((await call('POST', '/actions/hideForever', person)).notice).toEqual({
        instructorSubjectWasAutoArchivedOn: null,
        optedOutOfAutoArchivedBanner: true,
        show: false,
      });
      await t.db
        .update(people)
        .set({ instructorSubjectWasAutoArchivedOn: new Date() })
        .where(eq(people.principal, person.principal));
      expect((await call('GET', '', person)).notice.show).toBe(false);
    });

    it("needs a session, and reads only one's own unless an internal admin", async () => {
      expect((await call('GET', '')).status).toBe(401);
      const person = await flagged();
      const other = await who();
      const staff = await who({ isInternalAdmin: true });
      const url = `/v3/users/${person.principal}/autoArchivedNotice`;
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(200);
      const csrfless = await t.app.inject({
        method: 'POST',
        url: '/v3/users/me/autoArchivedNotice/actions/close',
        headers: { cookie: person.headers.cookie! },
      });
      expect(csrfless.statusCode).toBe(403);
    });
  });

  it('records the instructors of a subject archived by the job only, not teachers elsewhere', async () => {
    const school = (await buildInstitution(t.db, { timezone: 'UTC', schoolYearEndsOn: '01-01' })).id;
    const a = (await person()).principal;
    await buildRole(t.db, school, a, ['SUBJECT_CREATOR']);
    await subjectAt(school, new Date('2020-01-01T00:00:00Z'), [[a, 'INSTRUCTOR']]);
    await createAutoArchiveService({ db: t.db, events: t.events, logger }).runAutoArchive(
      new Date('2026-01-02T00:00:00Z'),
    );
    expect(await flagOf(a)).toEqual(new Date('2026-01-02T00:00:00Z'));
  });
});
