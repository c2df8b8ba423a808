import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';

export type UsageDimension = 'school' | 'subject' | 'teacher';

/**
 * Who was active at a school on a day (in the school's time zone): one row per person, school and
 * day, written by the usage roll-up job from sign-ins and last activity. It is what weekly active
 * counts are taken from (distinct people cannot be summed from daily counts); pages never read it.
 */
export const usageActivity = pgTable(
  'usage_activity',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    principal: text('principal').notNull(),
    /** A teacher or above there that day; otherwise a student. */
    isStaff: boolean('is_staff').notNull(),
  },
  (t) => [primaryKey({ name: 'usage_activity_pk', columns: [t.institutionId, t.day, t.principal] })],
);

/**
 * The daily roll-up the usage page reads: one row per school, dimension, day and dimension key
 * ('' for the school, a subject id, a teacher's principal). Every figure is a count of that day's
 * events, so a range's figure is a sum; for a teacher, active_teachers is 1 on a day they were active.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    dimension: text('dimension').$type<UsageDimension>().notNull(),
    day: date('day').notNull(),
    dimensionKey: text('dimension_key').notNull().default(''),
    activeTeachers: integer('active_teachers').notNull().default(0),
    activeStudents: integer('active_students').notNull().default(0),
    studentsJoined: integer('students_joined').notNull().default(0),
    subjectsCreated: integer('subjects_created').notNull().default(0),
    lessonsPublished: integer('lessons_published').notNull().default(0),
    answersSubmitted: integer('answers_submitted').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'usage_daily_pk', columns: [t.institutionId, t.dimension, t.day, t.dimensionKey] }),
    check('usage_daily_dimension_known', sql`${t.dimension} in ('school', 'subject', 'teacher')`),
  ],
);

/** Distinct active teachers and students per school and week (Monday first), from usage_activity. */
export const usageWeeklyActive = pgTable(
  'usage_weekly_active',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    activeTeachers: integer('active_teachers').notNull().default(0),
    activeStudents: integer('active_students').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'usage_weekly_active_pk', columns: [t.institutionId, t.weekStart] })],
);

/** When each school's figures were last rolled up, so the page can say how fresh they are. */
export const usageRollupRuns = pgTable('usage_rollup_runs', {
  institutionId: integer('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});
