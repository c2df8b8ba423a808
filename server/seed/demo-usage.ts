import { and, eq, inArray } from 'drizzle-orm';
import { localDate } from '../../common/subjects/rules.ts';
import { addDays, weekStartOf } from '../../common/usage/terms.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../platform/auth/session-token.ts';
import type { Db } from '../db/client.ts';
import { institutionRoles, people, sessions, subjectRoles, subjects } from '../db/schema/index.ts';
import {
  hasSubscriptions,
  insertSubscription,
  insertSubscriptionOffer,
} from '../features/subscriptions/index.ts';
import { rollUpUsage } from '../features/usage/index.ts';

/** The demo school's class of 24 students (no passwords: they are data to count, not accounts to use). */
const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jack',
  'Kiara',
  'Leo',
  'Mia',
  'Noah',
  'Olive',
  'Priya',
  'Quinn',
  'Ruby',
  'Sami',
  'Tom',
  'Uma',
  'Vik',
  'Willow',
  'Zac',
];
export const DEMO_PUPILS = FIRST_NAMES.map((name, index) => ({
  principal: `demo-pupil-${String(index + 1).padStart(2, '0')}`,
  email: `pupil${String(index + 1).padStart(2, '0')}@demo.test`,
  fullName: `${name} Pupil`,
  isInternalAdmin: false,
}));

/** How many days of history the demo school has: the past term and the current one so far. */
const HISTORY_DAYS = 150;
const HOUR_MS = 3600 * 1000;

/** A fixed pseudo-random number in [0, 1) for a key, so every fresh demo looks the same on the same day. */
function chance(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 10000) / 10000;
}

/** Local 08:00 plus `hours` on `day` in Sydney, as an instant (the demo school's zone; DST is near enough). */
const sydneyTime = (day: string, hours: number) =>
  new Date(new Date(`${day}T08:00:00+10:00`).getTime() + hours * HOUR_MS);

/**
 * The demo school's usage history and subscription. Usage is not written as figures: the seed
 * writes what the platform would have recorded (a sign-in per person per school day they used it,
 * students joining subjects over the weeks) and runs the real roll-up over it, so the usage page's
 * charts come from the same job as in production. Two weeks at the start of the current term are
 * holidays. The subscription is a paid year that started after a trial, with a renewal offer.
 */
export async function seedDemoUsage(db: Db, schoolId: number, now: Date): Promise<void> {
  if (await hasSubscriptions(db, schoolId)) return;
  const today = localDate(now, 'Australia/Sydney');
  const year = Number(today.slice(0, 4));

  await db.insert(people).values(DEMO_PUPILS).onConflictDoNothing();
  await db.insert(institutionRoles).values(
    DEMO_PUPILS.map((pupil) => ({
      institutionId: schoolId,
      principal: pupil.principal,
      roles: ['STUDENT' as const],
      isPending: false,
      acceptedOn: new Date(now.getTime() - HISTORY_DAYS * 24 * HOUR_MS),
    })),
  );

  const classes = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(
      and(eq(subjects.institutionId, schoolId), inArray(subjects.name, ['Year 8 Science', 'Biology Club'])),
    );
  const year8 = classes.find((c) => c.name === 'Year 8 Science');
  const club = classes.find((c) => c.name === 'Biology Club');
  const holidayStart = weekStartOf(addDays(today, -63));
  const isSchoolDay = (day: string) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const inHolidays = day >= holidayStart && day < addDays(holidayStart, 14);
    return weekday !== 0 && weekday !== 6 && !inHolidays;
  };
  // Students join on school days: joining counts as being active, and the holidays stay empty.
  const schoolDayFrom = (day: string): string => (isSchoolDay(day) ? day : schoolDayFrom(addDays(day, 1)));
  const first = addDays(today, -HISTORY_DAYS);
  const joins = DEMO_PUPILS.flatMap((pupil, index) => {
    // The class joins over the first weeks; a few more come later, and some join the club too.
    const joinedOn = sydneyTime(schoolDayFrom(addDays(first, index < 18 ? index % 6 : 30 + index * 3)), 1);
    const rows = year8
      ? [
          {
            subjectId: year8.id,
            principal: pupil.principal,
            institutionId: schoolId,
            role: 'STUDENT' as const,
            createdOn: joinedOn,
          },
        ]
      : [];
    if (club && index % 3 === 0)
      rows.push({
        subjectId: club.id,
        principal: pupil.principal,
        institutionId: schoolId,
        role: 'STUDENT' as const,
        createdOn: sydneyTime(schoolDayFrom(addDays(first, 50 + index)), 2),
      });
    return rows;
  });
  if (joins.length) await db.insert(subjectRoles).values(joins);

  const regulars = [
    { principal: 'demo-teacher', weekly: 1, rate: 0.92 },
    { principal: 'demo-admin', weekly: 0.8, rate: 0.45 },
    { principal: 'demo-student', weekly: 0.9, rate: 0.8 },
    ...DEMO_PUPILS.map((pupil, index) => ({
      principal: pupil.principal,
      weekly: 0.5 + (index % 5) * 0.1,
      rate: 0.3 + (index % 3) * 0.1,
    })),
  ];
  const signIns: (typeof sessions.$inferInsert)[] = [];
  for (let offset = HISTORY_DAYS; offset >= 1; offset -= 1) {
    const day = addDays(today, -offset);
    if (!isSchoolDay(day)) continue;
    for (const person of regulars) {
      // Some weeks a person does not use it at all; in the others, on some of the days.
      if (chance(`${person.principal}:${weekStartOf(day)}`) >= person.weekly) continue;
      if (chance(`${person.principal}:${day}`) >= person.rate) continue;
      const start = sydneyTime(day, 1 + Math.floor(chance(`${day}:${person.principal}`) * 6));
      signIns.push({
        tokenHash: hashSessionToken(newSessionToken()),
        principal: person.principal,
        csrfToken: newCsrfToken(),
        createdAt: start,
        lastSeenAt: new Date(start.getTime() + HOUR_MS),
        expiresAt: new Date(start.getTime() + 2 * HOUR_MS),
      });
    }
  }
  for (let i = 0; i < signIns.length; i += 500) await db.insert(sessions).values(signIns.slice(i, i + 500));

  await insertSubscription(db, {
    institutionId: schoolId,
    plan: 'science-trial',
    isTrial: true,
    startsOn: `${year - 1}-11-01`,
    endsOn: `${year - 1}-12-31`,
    licences: 30,
    createdBy: 'demo-staff',
  });
  await insertSubscription(db, {
    institutionId: schoolId,
    plan: 'science',
    isTrial: false,
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    licences: 40,
    createdBy: 'demo-staff',
  });
  await insertSubscriptionOffer(db, {
    institutionId: schoolId,
    plan: 'science',
    licences: 60,
    startsOn: `${year + 1}-01-01`,
    endsOn: `${year + 1}-12-31`,
    priceCents: 420000,
    currency: 'AUD',
    validUntil: `${year}-12-31`,
    createdBy: 'demo-staff',
  });

  await rollUpUsage(db, now, HISTORY_DAYS + 1);
}
