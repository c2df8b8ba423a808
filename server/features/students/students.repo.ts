import { sql } from 'drizzle-orm';
import type { LicenceStanding } from '../../../common/students/schema.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface StudentRecord {
  principal: string;
  fullName: string;
  email: string;
  isPending: boolean;
  standing: LicenceStanding;
  joinedOn: string | null;
  releasedOn: string | null;
  subjects: { id: number; name: string }[];
}

export interface StudentsPage {
  total: number;
  used: number;
  available: number | null;
  students: StudentRecord[];
}

/**
 * A page of the school's students (a STUDENT role held or offered), in one statement, always one
 * row. Licences are seats of the current term (as Billing picks it: in force today on the
 * school's calendar, else the latest started, else the next), handed to joined students whose
 * licence was not released in the order they joined; anyone past the last seat has none. `used`
 * counts as Billing's `countLicencesUsed` does (joined, not released).
 */
export async function findStudentsPage(
  db: Db,
  institutionId: number,
  filter: { q: string; standing: LicenceStanding | null; limit: number; offset: number; now: Date },
): Promise<StudentsPage> {
  const search = filter.q.toLowerCase();
  const result = await db.execute(sql`
    with school as (
      select (${filter.now.toISOString()}::timestamptz at time zone i.timezone)::date as today
      from institutions i where i.id = ${institutionId}
    ), term as (
      select s.licences from subscriptions s, school
      where s.institution_id = ${institutionId}
      order by (s.starts_on <= school.today and s.ends_on >= school.today) desc,
        (s.starts_on <= school.today) desc, s.ends_on desc
      limit 1
    ), students as (
      select r.principal, r.is_pending, r.accepted_on, r.licence_released_on,
        case when not r.is_pending and r.licence_released_on is null then row_number() over (
          partition by (not r.is_pending and r.licence_released_on is null)
          order by r.accepted_on nulls last, r.created_on, r.principal) end as seat
      from institution_roles r
      where r.institution_id = ${institutionId}
        and ('STUDENT' = any(r.roles) or r.pending_memberships @> '[{"role":"STUDENT"}]'::jsonb)
    ), filtered as (
      select st.*, p.full_name, p.email,
        case when st.licence_released_on is not null then 'released'
          when st.seat <= coalesce((select licences from term), 0) then 'licensed'
          else 'unlicensed' end as standing
      from students st join people p on p.principal = st.principal
      where (${search} = '' or position(${search} in lower(p.full_name)) > 0
          or position(${search} in lower(p.email)) > 0)
    ), shown as (
      select * from filtered where ${filter.standing}::text is null or standing = ${filter.standing}
    )
    select
      (select count(*)::int from shown) as total,
      (select count(*)::int from students where seat is not null) as used,
      (select licences from term) as available,
      coalesce((select json_agg(json_build_object(
          'principal', pg.principal, 'fullName', pg.full_name, 'email', pg.email,
          'isPending', pg.is_pending, 'standing', pg.standing,
          'joinedOn', pg.accepted_on, 'releasedOn', pg.licence_released_on,
          'subjects', coalesce((
            select json_agg(json_build_object('id', sub.id, 'name', sub.name_plaintext)
              order by sub.name_plaintext, sub.id)
            from subject_roles sr join subjects sub on sub.id = sr.subject_id
            where sr.institution_id = ${institutionId} and sr.principal = pg.principal
              and sr.role = 'STUDENT' and sub.deleted_on is null), '[]'::json)
        ) order by pg.full_name, pg.principal)
        from (select * from shown order by full_name, principal
          limit ${filter.limit} offset ${filter.offset}) pg), '[]'::json) as students`);
  const [row] = rowsOf<StudentsPage>(result);
  return row!;
}

/** The student's role row at the school, locked until the transaction ends (null: not a student there). */
export async function lockStudentRole(db: Db, institutionId: number, principal: string) {
  const result = await db.execute(sql`
    select roles, is_pending as "isPending", is_subscription_owner as "isSubscriptionOwner",
      licence_released_on as "licenceReleasedOn"
    from institution_roles
    where institution_id = ${institutionId} and principal = ${principal}
      and ('STUDENT' = any(roles) or pending_memberships @> '[{"role":"STUDENT"}]'::jsonb)
    for update`);
  const [row] = rowsOf<{
    roles: string[];
    isPending: boolean;
    isSubscriptionOwner: boolean;
    licenceReleasedOn: Date | string | null;
  }>(result);
  return row ?? null;
}

export async function recordLicenceRelease(
  db: Db,
  institutionId: number,
  principal: string,
  release: { on: Date; by: string },
): Promise<void> {
  await db.execute(sql`
    update institution_roles
    set licence_released_on = ${release.on.toISOString()}::timestamptz, licence_released_by = ${release.by}
    where institution_id = ${institutionId} and principal = ${principal}`);
}

/**
 * Takes the student out of the school: out of each of its subjects they are (or were, archived)
 * a student in, then their STUDENT role; a row with no role left, no offer and no ownership goes.
 */
export async function removeStudentFromSchool(
  db: Db,
  institutionId: number,
  principal: string,
): Promise<void> {
  await db.execute(sql`
    delete from subject_roles
    where institution_id = ${institutionId} and principal = ${principal}
      and role in ('STUDENT', 'ARCHIVED_STUDENT')`);
  await db.execute(sql`
    update institution_roles
    set roles = array_remove(roles, 'STUDENT'),
      pending_memberships = coalesce((
        select jsonb_agg(m) from jsonb_array_elements(pending_memberships) m
        where m->>'role' <> 'STUDENT'), '[]'::jsonb),
      licence_released_on = null, licence_released_by = null
    where institution_id = ${institutionId} and principal = ${principal}`);
  await db.execute(sql`
    delete from institution_roles
    where institution_id = ${institutionId} and principal = ${principal}
      and cardinality(roles) = 0 and pending_memberships = '[]'::jsonb and not is_subscription_owner`);
}
