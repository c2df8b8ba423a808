import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing } from '../../common/subscriptions/schema.ts';
import type { UsageReport } from '../../common/usage/schema.ts';
import { addDays } from '../../common/usage/terms.ts';
import { localDate } from '../../common/subjects/rules.ts';
import { testEngines } from '../test/engines.ts';
import { buildSession } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemo } from './demo.ts';

describe.each(testEngines())('demo usage and subscription on %s', (engine) => {
  let t: TestApp;
  let schoolId: number;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    schoolId = (await seedDemo(t.db)).firstSchoolId;
    headers = (await buildSession(t.db, 'demo-admin')).headers;
  });
  afterAll(() => t.close());

  it('gives the demo school figures for the past weeks, rolled up from its sign-ins and joins', async () => {
    const today = localDate(new Date(), 'Australia/Sydney');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${schoolId}/usage?from=${addDays(today, -150)}&to=${today}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json<UsageReport>();
    expect(report.rolledUpAt).not.toBeNull();
    const busyWeeks = report.weeks.filter((w) => w.activeStudents > 10);
    expect(busyWeeks.length).toBeGreaterThan(10);
    expect(Math.max(...report.weeks.map((w) => w.activeTeachers))).toBe(2);
    // Two weeks of holidays with nobody about.
    expect(report.weeks.filter((w) => w.activeStudents === 0).length).toBeGreaterThanOrEqual(2);
    expect(report.subjects.find((s) => s.name === 'Year 8 Science')?.studentsJoined).toBe(24);
    expect(
      report.teachers.find((teacher) => teacher.fullName === 'Tessa Teacher')?.activeDays,
    ).toBeGreaterThan(50);
  });

  it('gives the demo school a paid subscription after a trial, with a renewal offer, and keeps it open', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v3/institutions/${schoolId}/subscription`,
      headers,
    });
    const billing = res.json<Billing>();
    expect(billing).toMatchObject({
      subscription: { plan: 'science', isTrial: false, licences: 40 },
      isCurrent: true,
      licencesUsed: 25,
      isExpired: false,
      owners: [{ principal: 'demo-admin', fullName: 'Ada Admin' }],
    });
    expect(billing.offers).toHaveLength(1);
    expect(await seedDemo(t.db)).toMatchObject({ firstSchoolId: schoolId });
  });
});
