import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstitutionRoleName } from '../../../common/roles/constants.ts';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
import { prepared } from '../../db/prepared.ts';
import {
  institutionRoles,
  institutions,
  invitationAcceptances,
  rateLimitHits,
  roleInvitations,
  subjectRoles,
  subjects,
} from '../../db/schema/index.ts';
import {
  sessionReadCtes,
  sessionRowColumns,
  type SessionActorRow,
} from '../../platform/auth/session.repo.ts';
import { relaxedCommit, upsertHitsSql, windowInterval, type HitCount } from '../../platform/rate-limit.ts';
import type { SubjectView } from '../subjects/joined-subject-views.service.ts';
import { subjectDetailColumns, subjectDetailsOf } from '../subjects/subject-details.repo.ts';
import { subjectInstitutionColumns } from '../subjects/subjects.repo.ts';
import { institutionColumns, subjectColumns } from './invitations.repo.ts';
import type { Db, InvitationRecord } from './invitations.types.ts';

/**
 * The statements of an attempt at a code (look-up or accept) on its hot path, each prepared once
 * per connection: the look-up counted against the guessing limits, and joining a subject.
 */

export interface AttemptKeys {
  /** The person's counter (tight limit), when someone is signed in. */
  personKey: string | null;
  /** The address's counter (loose limit). */
  ipKey: string;
  windowSeconds: number;
}

export interface CountedLookUp {
  record: InvitationRecord | null;
  /** Whether the statement counted the attempt as a failure (on both keys). */
  counted: boolean;
  /**
   * The keys' counts after the statement: the person's always (locked and counted, +0 for a code
   * that works); the address's counted on a failure and read otherwise (absent: no hits yet).
   */
  hits: HitCount[];
}

const p = (name: string) => sql.placeholder(name);

/**
 * Whether the code fails, as unusableBecause and, given an address, mayAcceptBoundInvitation
 * decide it in the service (which stays the judge: a disagreement is corrected there).
 */
const failsSql = sql`not coalesce((
  select i.id is not null
    and (ri.subject_id is null or (s.id is not null and s.deleted_on is null))
    and ri.is_active and not coalesce(s.is_archived, false)
    and (ri.expires_on is null or ri.expires_on > ${p('now')}::timestamptz)
    and (${p('email')}::text is null or ri.email_address is null
         or lower(ri.email_address) = lower(${p('email')}::text))
  from ${roleInvitations} ri
  left join ${subjects} s on s.id = ri.subject_id
  left join ${institutions} i on i.id = ri.institution_id
  where ri.code = ${p('code')}::text), false)`;

function buildCountedLookUp(db: Db) {
  const window = windowInterval(p('windowSeconds'));
  const { touched, sessionRow } = sessionReadCtes(db, p('sessionTokenHash'), p('idleMinutes'));
  const verdict = db.$with('verdict', { fails: sql<boolean>`fails` }).as(sql`select ${failsSql} as fails`);
  // The person is the signed-in caller the service knows, or the one whose session this statement reads.
  const person = db.$with('person', { key: sql<string | null>`key` }).as(sql`select coalesce(
      ${p('personKey')}::text,
      (select ${p('personKeyPrefix')}::text || principal from session_row where not is_expired)) as key`);
  // The person's row is locked and counted (+0 for a code that works) so one person's parallel
  // attempts are judged one after another; the address's row is written only on a failure.
  const hits = db
    .$with('hits', { key: sql<string>`key`, count: sql<number>`count`, retryAfter: sql<number>`retry_after` })
    .as(
      upsertHitsSql(
        sql`select person.key, case when fails then 1 else 0 end from verdict, person
            where person.key is not null
            union all
            select ${p('ipKey')}::text, 1 from verdict where fails`,
        window,
      ),
    );
  const addressRead = sql`select r.key, case when r.window_start <= now() - ${window} then 0 else r.count end,
      greatest(1, ceil(extract(epoch from (r.window_start + ${window} - now()))))::int
    from ${rateLimitHits} r
    where r.key = ${p('ipKey')}::text and not exists (select 1 from hits where hits.key = r.key)`;
  return db
    .with(touched, sessionRow, verdict, person, hits)
    .select({
      invitation: roleInvitations,
      subject: subjectColumns,
      institution: institutionColumns,
      counted: sql<boolean>`(select fails from verdict)`,
      hits: sql<
        [string, number, number][] | null
      >`(select json_agg(json_build_array(c.key, c.count, c.retry_after))
        from (select key, count, retry_after from hits union all ${addressRead}) as c(key, count, retry_after))`,
      session: sessionRowColumns(sessionRow),
      relaxed: relaxedCommit,
    })
    .from(sql`(select 1) as probe`)
    .leftJoin(roleInvitations, eq(roleInvitations.code, sql`${p('code')}::text`))
    .leftJoin(subjects, eq(subjects.id, roleInvitations.subjectId))
    .leftJoin(institutions, eq(institutions.id, roleInvitations.institutionId))
    .leftJoin(sessionRow, sql`true`)
    .prepare('invitation_counted_look_up');
}

/** A session for the look-up to read along with the code (deferredSessionRead). */
export interface SessionToRead {
  tokenHash: string;
  idleMinutes: number;
}

/**
 * An invitation with its subject and institution, and the attempt counted against the guessing
 * limits, in one statement committed without a disk flush. A code that fails (as of `now`, and
 * for `email` when given: bound to another address) costs a hit on the person and the address; a
 * code that works costs nothing, and only the person's row is locked, never the shared address's.
 * With `session`, the statement also reads that session (as the session look-up does) and, when
 * it is live, counts on its person (`personKeyPrefix` and the principal): a signed-in person whose
 * session is not cached here costs one round trip, not two.
 */
export async function lookUpCounted(
  db: Db,
  input: AttemptKeys & {
    code: string;
    now: Date;
    email: string | null;
    personKeyPrefix: string;
    session: SessionToRead | null;
  },
): Promise<CountedLookUp & { session: SessionActorRow | null }> {
  const [row] = await prepared(db, 'invitation_counted_look_up', buildCountedLookUp).execute({
    code: input.code,
    now: input.now.toISOString(),
    email: input.email,
    personKey: input.personKey,
    personKeyPrefix: input.personKeyPrefix,
    ipKey: input.ipKey,
    windowSeconds: input.windowSeconds,
    sessionTokenHash: input.session?.tokenHash ?? null,
    idleMinutes: input.session?.idleMinutes ?? 0,
  });
  if (!row) throw new Error('the counted look-up returned no row');
  return {
    record: recordOf(row),
    counted: Boolean(row.counted),
    hits: (row.hits ?? []).map(([key, count, retryAfter]) => ({
      key,
      count: Number(count),
      retryAfterSeconds: Number(retryAfter),
    })),
    session: row.session && row.session.principal !== null ? row.session : null,
  };
}

const recordOf = (
  row: Omit<InvitationRecord, 'invitation'> & { invitation: InvitationRecord['invitation'] | null },
) =>
  row.invitation ? { invitation: row.invitation, subject: row.subject, institution: row.institution } : null;

export interface JoinSubjectValues {
  code: string;
  subjectId: number;
  principal: string;
  institutionId: number;
  subjectRole: SubjectRoleName;
  institutionRole: InstitutionRoleName;
  /** The person's address: an invitation bound to another one does not work for them. */
  email: string;
  now: Date;
}

function buildJoinSubject(db: Db) {
  const usable = db.$with('usable', { ok: sql<boolean>`ok` }).as(sql`select exists (
      select 1 from ${roleInvitations} ri join ${subjects} s on s.id = ri.subject_id
      where ri.code = ${p('code')}::text and ri.is_active and s.deleted_on is null and not s.is_archived
        and (ri.expires_on is null or ri.expires_on > ${p('now')}::timestamptz)
        and (ri.email_address is null or lower(ri.email_address) = lower(${p('email')}::text))) as ok`);
  const added = db.$with('added', { subjectId: sql<number>`subject_id` }).as(sql`
    insert into ${subjectRoles} (subject_id, principal, institution_id, role)
    select ${p('subjectId')}::int, ${p('principal')}::text, ${p('institutionId')}::int, ${p('subjectRole')}::text
    from usable where ok
    on conflict do nothing
    returning subject_id`);
  const atInstitution = db.$with('at_institution', { principal: sql<string>`principal` }).as(sql`
    insert into ${institutionRoles} (institution_id, principal, roles, is_pending, accepted_on)
    select ${p('institutionId')}::int, ${p('principal')}::text, array[${p('institutionRole')}::text],
      false, ${p('now')}::timestamptz
    from added
    on conflict do nothing
    returning principal`);
  const acceptance = db.$with('acceptance', { id: sql<number>`id` }).as(sql`
    insert into ${invitationAcceptances} (code, principal, institution_id, subject_id)
    select ${p('code')}::text, ${p('principal')}::text, ${p('institutionId')}::int, ${p('subjectId')}::int
    from added
    on conflict (code, principal) do update set accepted_on = now()
    returning id`);
  // What the subject's answer needs, read as the statement began (before its own writes).
  const priorRole = alias(institutionRoles, 'prior_institution_role');
  return db
    .with(usable, added, atInstitution, acceptance)
    .select({
      invitation: roleInvitations,
      subject: subjectColumns,
      institution: institutionColumns,
      usable: sql<boolean>`(select ok from usable)`,
      added: sql<number>`(select count(*) from added)::int`,
      viewSubject: subjects,
      viewInstitution: subjectInstitutionColumns,
      priorInstitutionRole: { roles: priorRole.roles, isPending: priorRole.isPending },
      ...subjectDetailColumns(),
    })
    .from(sql`(select 1) as probe`)
    .leftJoin(roleInvitations, eq(roleInvitations.code, sql`${p('code')}::text`))
    .leftJoin(subjects, eq(subjects.id, roleInvitations.subjectId))
    .leftJoin(institutions, eq(institutions.id, roleInvitations.institutionId))
    .leftJoin(
      priorRole,
      and(
        eq(priorRole.institutionId, subjects.institutionId),
        eq(priorRole.principal, sql`${p('principal')}::text`),
      ),
    )
    .prepare('invitation_join_subject');
}

/**
 * Joins a subject with a multi-use code in one statement (one transaction): the subject role, an
 * accepted institution role unless the person has one there, and the acceptance record, as long
 * as the code and its subject still work for this person. `usable` false: nothing was written
 * (the caller finds out why); `added` false: the person was already in the subject, and nothing
 * was written. `record` is the invitation as the statement found it.
 */
export async function joinSubjectWithCode(
  db: Db,
  values: JoinSubjectValues,
): Promise<{ usable: boolean; added: boolean; record: InvitationRecord | null; view: SubjectView | null }> {
  const [row] = await prepared(db, 'invitation_join_subject', buildJoinSubject).execute({
    ...values,
    now: values.now.toISOString(),
  });
  if (!row) throw new Error('joining a subject returned no row');
  const added = Number(row.added) > 0;
  return {
    usable: Boolean(row.usable),
    added,
    record: recordOf(row),
    view: added ? joinerView(row, values) : null,
  };
}

/**
 * The subject as the student who just joined sees it, from what the statement read before its own
 * writes: their new student role, their institution role (the one they had, or the accepted one
 * the statement gave them), and the student count with them in it. Only for a student's join: a
 * new instructor would be missing from the instructors the statement read.
 */
function joinerView(
  row: {
    viewSubject: SubjectView['subject'] | null;
    viewInstitution: SubjectView['institution'] | null;
    priorInstitutionRole: { roles: string[] | null; isPending: boolean | null } | null;
    studentCount?: number | null;
    instructors?: SubjectView['instructors'] | null;
  },
  values: JoinSubjectValues,
): SubjectView | null {
  if (values.subjectRole !== 'STUDENT' || !row.viewSubject || !row.viewInstitution) return null;
  const prior = row.priorInstitutionRole;
  return {
    subject: row.viewSubject,
    institution: row.viewInstitution,
    viewerRole: values.subjectRole,
    viewerInstitutionRole:
      prior?.roles && prior.isPending !== null
        ? { roles: prior.roles as InstitutionRoleName[], isPending: prior.isPending }
        : { roles: [values.institutionRole], isPending: false },
    ...subjectDetailsOf({ studentCount: Number(row.studentCount ?? 0) + 1, instructors: row.instructors }),
  };
}
