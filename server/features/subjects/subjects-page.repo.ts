import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SubjectRoleName, SubjectState } from '../../../common/subjects/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, subjectRoles, subjects } from '../../db/schema/index.ts';
import type { SubjectViewer } from './subjects.repo.ts';
import type { ArchivedSubjectCheck, CurrentSubjectsAt, Db } from './subjects.types.ts';

/**
 * The subjects page's two hottest reads, each one prepared statement that also decides whether the
 * viewer may see the institution, so the page's calls need no separate institution look-up.
 */

/** A timestamp as the text `Date.prototype.toISOString` gives (UTC, milliseconds), built in SQL. */
const isoText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /v3/subjects in one statement: the institution (no row when it does not exist), the viewer's
 * role there, and the viewer's current subjects at it as one JSON array in list order. The
 * subjects are only read when the viewer may see the institution (a role there, pending or
 * accepted, or an internal admin: canSeeInstitution), so a non-member's subjects never leave the
 * database; the service answers them 404. One JSON array of arrays instead of a row per subject
 * keeps the driver's per-row decoding out of the list's cost, and arrays cost PostgreSQL less to
 * build than objects.
 */
export async function findCurrentSubjectsAt(
  db: Db,
  viewer: SubjectViewer,
  at: { institutionId: number; viewerRoles: readonly SubjectRoleName[] },
): Promise<CurrentSubjectsAt | null> {
  const [row] = await prepared(db, 'current_subjects_at', buildCurrentSubjectsAt).execute({
    principal: viewer.principal,
    institutionId: at.institutionId,
    isInternalAdmin: viewer.isInternalAdmin,
    viewerRoles: [...at.viewerRoles],
  });
  if (!row) return null;
  return {
    institution: { endpoint: row.endpoint, code: row.code },
    viewerInstitutionRole:
      row.roles === null || row.isPending === null ? null : { roles: row.roles, isPending: row.isPending },
    // Archived and deleted subjects are not on the list (the statement's filter).
    subjects: (row.subjects ?? []).map(([id, name, namePlaintext, code, state, createdOn, viewerRole]) => ({
      id,
      institutionId: at.institutionId,
      name,
      namePlaintext,
      code,
      isArchived: false,
      state,
      createdOn,
      deletedOn: null,
      viewerRole,
    })),
  };
}

type SubjectTuple = [
  id: number,
  name: string,
  namePlaintext: string,
  code: string,
  state: SubjectState,
  createdOn: string,
  viewerRole: SubjectRoleName,
];

function buildCurrentSubjectsAt(db: Db) {
  const principal = sql.placeholder('principal');
  const institutionId = sql`${sql.placeholder('institutionId')}::int`;
  // One array per subject, in SubjectTuple's order.
  const subjectsJson = sql<SubjectTuple[] | null>`(select json_agg(json_build_array(
      ${subjects.id},
      ${subjects.name},
      ${subjects.namePlaintext},
      ${subjects.code},
      ${subjects.state},
      ${isoText(subjects.createdOn)},
      ${subjectRoles.role}
    ) order by lower(${subjects.namePlaintext}), ${subjects.id})
    from ${subjectRoles} inner join ${subjects} on ${subjects.id} = ${subjectRoles.subjectId}
    where (${institutionRoles.principal} is not null or ${sql.placeholder('isInternalAdmin')}::boolean)
      and ${subjectRoles.principal} = ${principal}
      and ${subjectRoles.institutionId} = ${institutionId}
      and ${subjectRoles.role} = any(${sql.placeholder('viewerRoles')}::text[])
      and ${subjects.institutionId} = ${institutionId}
      and not ${subjects.isArchived}
      and ${subjects.deletedOn} is null)`;
  return db
    .select({
      endpoint: institutions.endpoint,
      code: institutions.code,
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
      subjects: subjectsJson,
    })
    .from(institutions)
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, principal)),
    )
    .where(eq(institutions.id, institutionId))
    .prepare('current_subjects_at');
}

/**
 * GET /v3/institutions/{id}/anyArchivedAubjects in one statement: the viewer's role at the
 * institution (no row when it does not exist) and whether they have a subject on its archive page
 * (spec 2.8), which is only looked for when they may see it (canSeeInstitution).
 */
export async function findArchivedSubjectCheck(
  db: Db,
  viewer: SubjectViewer,
  institutionId: number,
): Promise<ArchivedSubjectCheck | null> {
  const [row] = await prepared(db, 'archived_subject_check', buildArchivedSubjectCheck).execute({
    principal: viewer.principal,
    institutionId,
    isInternalAdmin: viewer.isInternalAdmin,
  });
  if (!row) return null;
  return {
    viewerInstitutionRole:
      row.roles === null || row.isPending === null ? null : { roles: row.roles, isPending: row.isPending },
    hasArchivedSubject: row.hasArchivedSubject,
  };
}

function buildArchivedSubjectCheck(db: Db) {
  const principal = sql.placeholder('principal');
  const archived = db
    .select({ id: subjects.id })
    .from(subjectRoles)
    .innerJoin(subjects, eq(subjects.id, subjectRoles.subjectId))
    .where(
      and(
        eq(subjectRoles.principal, principal),
        eq(subjectRoles.institutionId, institutions.id),
        isNull(subjects.deletedOn),
        sql`(${subjectRoles.role} = 'ARCHIVED_STUDENT' or ${subjects.isArchived})`,
      ),
    );
  return db
    .select({
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
      hasArchivedSubject: sql<boolean>`((${institutionRoles.principal} is not null
        or ${sql.placeholder('isInternalAdmin')}::boolean) and ${exists(archived)})`,
    })
    .from(institutions)
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, principal)),
    )
    .where(eq(institutions.id, sql`${sql.placeholder('institutionId')}::int`))
    .prepare('archived_subject_check');
}
