import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { usageRollupRuns } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { isAnsweringRole, isOpenLesson, isStudentRole } from '../activities/index.ts';

/** Roles that make someone staff (a teacher or above) at a school, as SQL. */
const STAFF_ROLES = sql`array['SUBJECT_INSTRUCTOR', 'SUBJECT_CREATOR', 'ADMIN', 'HEAD_OF_SCIENCE']::text[]`;

/** Each school's window of days being rolled up: the last `days` days of its own calendar up to `now`. */
const windowOf = (now: Date, days: number) => sql`
  win as (
    select i.id as institution_id, i.timezone,
           ((${now.toISOString()}::timestamptz at time zone i.timezone)::date - (${days}::int - 1)) as first_day,
           (${now.toISOString()}::timestamptz at time zone i.timezone)::date as last_day
    from institutions i
  ),
  winw as (select *, first_day - (extract(isodow from first_day)::int - 1) as first_week from win)`;

/**
 * Events this recent may fall in a window's weeks: the window, the days of its first week before
 * it, and a day for the time zones.
 */
const recentSince = (now: Date, days: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(days => ${days}::int + 8))`;

/** The Monday starting the week of a date column or expression. */
const mondayOf = (day: SQL) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;

/**
 * The roll-up (one transaction, a fixed number of statements for every school at once):
 * 1. who was active: sign-ins and last activity (sessions) in each school's window mark a person
 *    active that day at every school where they hold an accepted role, and a student joining a
 *    subject is active that day at the subject's school (joining is something the student does;
 *    without it, a week of joins by students whose sessions fell outside it showed joins and no
 *    active students) (usage_activity; kept, so a day's activity survives its session moving on
 *    or ending);
 * 2. the window's figures, recomputed from their sources (activity, students joining subjects,
 *    subjects created, lessons published, answers given): the school's by day, each subject's and
 *    teacher's by week;
 * 3. the distinct active people of every week the window touches;
 * 4. when each school was rolled up.
 *
 * Lessons published count on the day a lesson was published (if it still is, and not deleted);
 * answers submitted on the day a student first saved an answer (its first kept version), so an
 * answer edited later is not counted again.
 */
export async function rollUpUsage(db: Db, now: Date, days: number): Promise<void> {
  const win = windowOf(now, days);
  const since = recentSince(now, days);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with ${win},
      signed_in as (
        select r.institution_id, (t.at at time zone w.timezone)::date as day, r.principal,
               r.roles && ${STAFF_ROLES} as is_staff
        from sessions s
        cross join lateral (values (s.created_at), (s.last_seen_at)) as t(at)
        join institution_roles r on r.principal = s.principal and not r.is_pending and cardinality(r.roles) > 0
        join win w on w.institution_id = r.institution_id
        where t.at > ${since} and t.at <= ${now.toISOString()}::timestamptz
          and (t.at at time zone w.timezone)::date between w.first_day and w.last_day
      ),
      joined as (
        select sr.institution_id, (sr.created_on at time zone w.timezone)::date as day, sr.principal,
               false as is_staff
        from subject_roles sr
        join win w on w.institution_id = sr.institution_id
        where ${isAnsweringRole(sql`sr.role`)} and sr.created_on > ${since} and sr.created_on <= ${now.toISOString()}::timestamptz
          and (sr.created_on at time zone w.timezone)::date between w.first_day and w.last_day
      )
      insert into usage_activity (institution_id, day, principal, is_staff)
      select institution_id, day, principal, bool_or(is_staff)
      from (select * from signed_in union all select * from joined) as acted
      group by 1, 2, 3
      on conflict (institution_id, day, principal) do nothing`);

    // School rows are by day over the window; subject and teacher rows by week (day = its Monday)
    // over every week the window touches, so a year's tables read a fifth of the rows.
    await tx.execute(sql`
      with ${win}
      delete from usage_daily d using winw w
      where d.institution_id = w.institution_id
        and (d.day between w.first_day and w.last_day
             or (d.dimension <> 'school' and d.day between w.first_week and w.last_day))`);

    await tx.execute(sql`
      with ${win},
      activity as (
        select a.*, w.first_day from usage_activity a
        join winw w on w.institution_id = a.institution_id and a.day between w.first_week and w.last_day
      ),
      joins as (
        select sr.institution_id, sr.subject_id, (sr.created_on at time zone w.timezone)::date as day, w.first_day
        from subject_roles sr
        join winw w on w.institution_id = sr.institution_id
        where ${isStudentRole(sql`sr.role`)} and sr.created_on > ${since}
          and (sr.created_on at time zone w.timezone)::date between w.first_week and w.last_day
      ),
      created as (
        select s.institution_id, s.created_by, (s.created_on at time zone w.timezone)::date as day, w.first_day
        from subjects s
        join winw w on w.institution_id = s.institution_id
        where s.deleted_on is null and s.created_on > ${since}
          and (s.created_on at time zone w.timezone)::date between w.first_week and w.last_day
      ),
      published as (
        select a.institution_id, a.subject_id, a.created_by, (a.published_at at time zone w.timezone)::date as day,
               w.first_day
        from activities a
        join winw w on w.institution_id = a.institution_id
        where ${isOpenLesson(sql`a.status`)} and a.deleted_at is null and a.published_at > ${since}
          and (a.published_at at time zone w.timezone)::date between w.first_week and w.last_day
      ),
      answered as (
        select r.institution_id, a.subject_id, (min(v.saved_at) at time zone min(w.timezone))::date as day,
               min(w.first_day) as first_day
        from activity_responses r
        join activities a on a.id = r.activity_id
        join activity_response_versions v on v.response_id = r.id
        join winw w on w.institution_id = r.institution_id
        where r.is_answered
          and r.id in (select response_id from activity_response_versions where saved_at > ${since})
        group by r.id, r.institution_id, a.subject_id
        having (min(v.saved_at) at time zone min(w.timezone))::date between min(w.first_week) and min(w.last_day)
      ),
      facts (institution_id, dimension, day, dimension_key, active_teachers, active_students,
             students_joined, subjects_created, lessons_published, answers_submitted) as (
        select institution_id, 'school', day, '', case when is_staff then 1 else 0 end,
               case when is_staff then 0 else 1 end, 0, 0, 0, 0
        from activity where day >= first_day
        union all
        select institution_id, 'teacher', ${mondayOf(sql`day`)}, principal, 1, 0, 0, 0, 0, 0
        from activity where is_staff
        union all
        select institution_id, 'school', day, '', 0, 0, 1, 0, 0, 0 from joins where day >= first_day
        union all
        select institution_id, 'subject', ${mondayOf(sql`day`)}, subject_id::text, 0, 0, 1, 0, 0, 0 from joins
        union all
        select institution_id, 'school', day, '', 0, 0, 0, 1, 0, 0 from created where day >= first_day
        union all
        select institution_id, 'teacher', ${mondayOf(sql`day`)}, created_by, 0, 0, 0, 1, 0, 0
        from created where created_by is not null
        union all
        select institution_id, 'school', day, '', 0, 0, 0, 0, 1, 0 from published where day >= first_day
        union all
        select institution_id, 'subject', ${mondayOf(sql`day`)}, subject_id::text, 0, 0, 0, 0, 1, 0 from published
        union all
        select institution_id, 'teacher', ${mondayOf(sql`day`)}, created_by, 0, 0, 0, 0, 1, 0
        from published where created_by is not null
        union all
        select institution_id, 'school', day, '', 0, 0, 0, 0, 0, 1 from answered where day >= first_day
        union all
        select institution_id, 'subject', ${mondayOf(sql`day`)}, subject_id::text, 0, 0, 0, 0, 0, 1 from answered
      )
      insert into usage_daily (institution_id, dimension, day, dimension_key, active_teachers, active_students,
                               students_joined, subjects_created, lessons_published, answers_submitted)
      select institution_id, dimension, day, dimension_key, sum(active_teachers), sum(active_students),
             sum(students_joined), sum(subjects_created), sum(lessons_published), sum(answers_submitted)
      from facts
      group by institution_id, dimension, day, dimension_key`);

    await tx.execute(sql`
      with ${win}
      delete from usage_weekly_active u using win w
      where u.institution_id = w.institution_id
        and u.week_start between ${mondayOf(sql`w.first_day`)} and w.last_day`);

    await tx.execute(sql`
      with ${win}
      insert into usage_weekly_active (institution_id, week_start, active_teachers, active_students)
      select a.institution_id, ${mondayOf(sql`a.day`)},
             count(distinct a.principal) filter (where a.is_staff),
             count(distinct a.principal) filter (where not a.is_staff)
      from usage_activity a
      join win w on w.institution_id = a.institution_id
      where a.day >= ${mondayOf(sql`w.first_day`)} and a.day < ${mondayOf(sql`w.last_day`)} + 7
      group by 1, 2`);

    await tx.execute(sql`
      insert into usage_rollup_runs (institution_id, rolled_up_at)
      select id, ${now.toISOString()}::timestamptz from institutions
      on conflict (institution_id) do update set rolled_up_at = excluded.rolled_up_at`);
  });
}

export interface WeekFigures {
  weekStart: string;
  activeTeachers: number;
  activeStudents: number;
  lessonsPublished: number;
  answersSubmitted: number;
  studentsJoined: number;
}

export interface SubjectFigures {
  subjectId: number;
  name: string;
  isArchived: boolean;
  studentsJoined: number;
  lessonsPublished: number;
  answersSubmitted: number;
}

export interface TeacherFigures {
  principal: string;
  fullName: string | null;
  activeDays: number;
  subjectsCreated: number;
  lessonsPublished: number;
}

interface Range {
  from: string;
  to: string;
}

/** The school's weeks with any figure in the range (weeks with none are left out). */
export async function findWeeklyUsage(db: Db, institutionId: number, range: Range): Promise<WeekFigures[]> {
  const result = await db.execute(sql`
    with daily as (
      select ${mondayOf(sql`day`)} as week_start, sum(students_joined)::int as students_joined,
             sum(lessons_published)::int as lessons_published, sum(answers_submitted)::int as answers_submitted
      from usage_daily
      where institution_id = ${institutionId} and dimension = 'school'
        and day between ${range.from}::date and ${range.to}::date
      group by 1
    ),
    active as (
      select week_start, active_teachers, active_students from usage_weekly_active
      where institution_id = ${institutionId}
        and week_start between ${mondayOf(sql`${range.from}::date`)} and ${range.to}::date
    )
    select to_char(coalesce(d.week_start, a.week_start), 'YYYY-MM-DD') as "weekStart",
           coalesce(a.active_teachers, 0) as "activeTeachers", coalesce(a.active_students, 0) as "activeStudents",
           coalesce(d.lessons_published, 0) as "lessonsPublished",
           coalesce(d.answers_submitted, 0) as "answersSubmitted",
           coalesce(d.students_joined, 0) as "studentsJoined"
    from daily d full join active a on a.week_start = d.week_start
    order by 1`);
  return rowsOf<WeekFigures>(result);
}

/**
 * The school's live subjects, current ones always and archived ones with figures, over the weeks
 * of the range (subject rows are weekly: a range starting mid-week takes that whole week).
 */
export async function findSubjectUsage(
  db: Db,
  institutionId: number,
  range: Range,
): Promise<SubjectFigures[]> {
  const result = await db.execute(sql`
    with figures as (
      select dimension_key::int as subject_id, sum(students_joined)::int as students_joined,
             sum(lessons_published)::int as lessons_published, sum(answers_submitted)::int as answers_submitted
      from usage_daily
      where institution_id = ${institutionId} and dimension = 'subject'
        and day between ${mondayOf(sql`${range.from}::date`)} and ${range.to}::date
      group by 1
    )
    select s.id as "subjectId", s.name_plaintext as name, s.is_archived as "isArchived",
           coalesce(f.students_joined, 0) as "studentsJoined", coalesce(f.lessons_published, 0) as "lessonsPublished",
           coalesce(f.answers_submitted, 0) as "answersSubmitted"
    from subjects s
    left join figures f on f.subject_id = s.id
    where s.institution_id = ${institutionId} and s.deleted_on is null
      and (not s.is_archived or f.subject_id is not null)
    order by s.name_plaintext, s.id`);
  return rowsOf<SubjectFigures>(result);
}

/** The school's staff and anyone with teacher figures in the range's weeks, by name. */
export async function findTeacherUsage(
  db: Db,
  institutionId: number,
  range: Range,
): Promise<TeacherFigures[]> {
  const result = await db.execute(sql`
    with figures as (
      select dimension_key as principal, sum(active_teachers)::int as active_days,
             sum(subjects_created)::int as subjects_created, sum(lessons_published)::int as lessons_published
      from usage_daily
      where institution_id = ${institutionId} and dimension = 'teacher'
        and day between ${mondayOf(sql`${range.from}::date`)} and ${range.to}::date
      group by 1
    ),
    teachers as (
      select principal from figures
      union
      select principal from institution_roles
      where institution_id = ${institutionId} and not is_pending and roles && ${STAFF_ROLES}
    )
    select t.principal, p.full_name as "fullName", coalesce(f.active_days, 0) as "activeDays",
           coalesce(f.subjects_created, 0) as "subjectsCreated", coalesce(f.lessons_published, 0) as "lessonsPublished"
    from teachers t
    left join figures f on f.principal = t.principal
    left join people p on p.principal = t.principal
    order by p.full_name nulls last, t.principal`);
  return rowsOf<TeacherFigures>(result);
}

/**
 * When the school's figures were last rolled up (null: never): the key of the report kept in the
 * process, which a new roll-up changes.
 */
export async function findRolledUpAt(db: Db, institutionId: number): Promise<Date | null> {
  const [row] = await prepared(db, 'usage_rolled_up_at', (d) =>
    d
      .select({ rolledUpAt: usageRollupRuns.rolledUpAt })
      .from(usageRollupRuns)
      .where(eq(usageRollupRuns.institutionId, sql.placeholder('institutionId')))
      .prepare('usage_rolled_up_at'),
  ).execute({ institutionId });
  return row?.rolledUpAt ?? null;
}
