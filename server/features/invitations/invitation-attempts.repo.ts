import { eq, sql } from 'drizzle-orm';
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
import { windowInterval, type HitCount } from '../../platform/rate-limit.repo.ts';
import { recordColumns } from './invitations.repo.ts';
import type { Db, InvitationRecord } from './invitations.types.ts';

/**
 * The statements of an attempt at a code (look-up or accept) on its hot path, each prepared once
 * per connection: the invitation loaded with the guessing counters, and joining a subject.
 */

const p = (name: string) => sql.placeholder(name);

/**
 * The rows an invitation was judged on, as of one read: the invitation's and its subject's row
 * versions (PostgreSQL's xmin, which every update of a row changes). A statement that acts on a
 * judged invitation checks it is still the same, instead of judging it again in SQL.
 */
const VERSION = sql`${roleInvitations}.xmin::text || '/' || coalesce(${subjects}.xmin::text, '')`;

export interface AttemptKey {
  /** The counter the attempt is judged on: the person's when signed in, else the address's. */
  key: string;
  windowSeconds: number;
  /** Who is attempting, if signed in. */
  principal: string | null;
}

export interface AttemptLookUp {
  record: InvitationRecord | null;
  /** The rows the record was read from (see VERSION); null when there is no invitation. */
  version: string | null;
  /** The keys' counts in their current windows, as they stand (absent: no hits yet). */
  hits: HitCount[];
  /** Whether the person attempting is already in the invitation's subject. */
  isPrincipalInSubject: boolean;
}

function buildAttemptLookUp(db: Db) {
  const window = windowInterval(p('windowSeconds'));
  return db
    .select({
      ...recordColumns,
      version: sql<string | null>`case when ${roleInvitations.code} is null then null else ${VERSION} end`,
      isPrincipalInSubject: sql<boolean>`exists (select 1 from ${subjectRoles} sr
        where sr.subject_id = ${roleInvitations.subjectId} and sr.principal = ${p('principal')}::text)`,
      hits: sql<[string, number, number][] | null>`(
        select json_agg(json_build_array(r.key,
          case when r.window_start <= now() - ${window} then 0 else r.count end,
          greatest(1, ceil(extract(epoch from (r.window_start + ${window} - now()))))::int))
        from ${rateLimitHits} r
        where r.key = ${p('key')}::text)`,
    })
    .from(sql`(select 1) as probe`)
    .leftJoin(roleInvitations, eq(roleInvitations.code, sql`${p('code')}::text`))
    .leftJoin(subjects, eq(subjects.id, roleInvitations.subjectId))
    .leftJoin(institutions, eq(institutions.id, roleInvitations.institutionId))
    .prepare('invitation_attempt_look_up');
}

/**
 * An invitation with its subject and institution, and the attempt's guessing counter, in one statement that writes nothing: a code that works costs no write. The rule
 * (common/invitations/rules.ts) judges the record; a failure is then counted (countHits).
 */
export async function lookUpForAttempt(db: Db, input: AttemptKey & { code: string }): Promise<AttemptLookUp> {
  const [row] = await prepared(db, 'invitation_attempt_look_up', buildAttemptLookUp).execute({
    code: input.code,
    key: input.key,
    principal: input.principal,
    windowSeconds: input.windowSeconds,
  });
  if (!row) throw new Error('the attempt look-up returned no row');
  return {
    record: row.invitation
      ? { invitation: row.invitation, subject: row.subject, institution: row.institution }
      : null,
    version: row.version,
    isPrincipalInSubject: Boolean(row.isPrincipalInSubject),
    hits: (row.hits ?? []).map(([key, count, retryAfter]) => ({
      key,
      count: Number(count),
      retryAfterSeconds: Number(retryAfter),
    })),
  };
}

export interface JoinSubjectValues {
  code: string;
  /** The version of the rows the invitation was judged usable on (AttemptLookUp). */
  version: string;
  subjectId: number;
  principal: string;
  institutionId: number;
  subjectRole: SubjectRoleName;
  institutionRole: InstitutionRoleName;
  now: Date;
}

function buildJoinSubject(db: Db) {
  const unchanged = db.$with('unchanged', { ok: sql<boolean>`ok` }).as(sql`select exists (
      select 1 from ${roleInvitations} left join ${subjects} on ${subjects.id} = ${roleInvitations.subjectId}
      where ${roleInvitations.code} = ${p('code')}::text and ${VERSION} = ${p('version')}::text) as ok`);
  const added = db.$with('added', { subjectId: sql<number>`subject_id` }).as(sql`
    insert into ${subjectRoles} (subject_id, principal, institution_id, role)
    select ${p('subjectId')}::int, ${p('principal')}::text, ${p('institutionId')}::int, ${p('subjectRole')}::text
    from unchanged where ok
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
  return db
    .with(unchanged, added, atInstitution, acceptance)
    .select({
      unchanged: sql<boolean>`(select ok from unchanged)`,
      added: sql<number>`(select count(*) from added)::int`,
    })
    .from(sql`(select 1) as probe`)
    .prepare('invitation_join_subject');
}

/**
 * Joins a subject with a multi-use code in one statement (one transaction), the path a whole
 * class takes at once: the subject role, an accepted institution role unless the person has one
 * there, and the acceptance record, as long as the invitation and its subject are still the rows
 * judged usable. `unchanged` false: something changed since, and nothing was written (the caller
 * judges again); `added` false: the person was already in the subject, and nothing was written.
 */
export async function joinSubjectWithCode(
  db: Db,
  values: JoinSubjectValues,
): Promise<{ unchanged: boolean; added: boolean }> {
  const [row] = await prepared(db, 'invitation_join_subject', buildJoinSubject).execute({
    ...values,
    now: values.now.toISOString(),
  });
  if (!row) throw new Error('joining a subject returned no row');
  return { unchanged: Boolean(row.unchanged), added: Number(row.added) > 0 };
}
