import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SubjectRoleName } from '../../../common/subjects/schema.ts';
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
 * GET /v3/subjects in one statement: the institution (none when it does not exist), the viewer's
 * role there, and the viewer's current subjects at it, one row per subject (one row with null
 * subject fields when there are none). Subjects come back only when the viewer may see the
 * institution (a role there, pending or accepted, or an internal admin: canSeeInstitution), so a
 * non-member's rows never leave the database; the service answers them 404.
 */
export async function findCurrentSubjectsAt(
  db: Db,
  viewer: SubjectViewer,
  at: { institutionId: number; viewerRoles: readonly SubjectRoleName[] },
): Promise<CurrentSubjectsAt | null> {
  const { institutionId } = at;
  const rows = await prepared(db, 'current_subjects_at', buildCurrentSubjectsAt).execute({
    principal: viewer.principal,
    institutionId,
    isInternalAdmin: viewer.isInternalAdmin,
    viewerRoles: [...at.viewerRoles],
  });
  const [first] = rows;
  if (!first) return null;
  const result: CurrentSubjectsAt = {
    institution: { endpoint: first.endpoint, code: first.code },
    viewerInstitutionRole:
      first.roles === null || first.isPending === null
        ? null
        : { roles: first.roles, isPending: first.isPending },
    subjects: [],
  };
  for (const row of rows) {
    if (row.id === null) continue;
    result.subjects.push({
      id: row.id,
      institutionId,
      name: row.name!,
      namePlaintext: row.namePlaintext!,
      code: row.subjectCode!,
      isArchived: row.isArchived!,
      state: row.state!,
      createdOn: row.createdOn,
      deletedOn: null,
      viewerRole: row.viewerRole!,
    });
  }
  return result;
}

function buildCurrentSubjectsAt(db: Db) {
  const principal = sql.placeholder('principal');
  const institutionId = sql`${sql.placeholder('institutionId')}::int`;
  const current = db
    .select({
      id: subjects.id,
      name: subjects.name,
      namePlaintext: subjects.namePlaintext,
      code: subjects.code,
      isArchived: subjects.isArchived,
      state: subjects.state,
      createdOn: isoText(subjects.createdOn).as('created_on_iso'),
      viewerRole: subjectRoles.role,
    })
    .from(subjectRoles)
    .innerJoin(subjects, eq(subjects.id, subjectRoles.subjectId))
    .where(
      and(
        // Visibility first: only a viewer who may see the institution gets its subjects.
        sql`(${institutionRoles.principal} is not null or ${sql.placeholder('isInternalAdmin')}::boolean)`,
        eq(subjectRoles.principal, principal),
        eq(subjectRoles.institutionId, institutionId),
        sql`${subjectRoles.role} = any(${sql.placeholder('viewerRoles')}::text[])`,
        eq(subjects.institutionId, institutionId),
        sql`not ${subjects.isArchived}`,
        isNull(subjects.deletedOn),
      ),
    )
    .as('current_subjects');
  return db
    .select({
      endpoint: institutions.endpoint,
      code: institutions.code,
      roles: institutionRoles.roles,
      isPending: institutionRoles.isPending,
      id: current.id,
      name: current.name,
      namePlaintext: current.namePlaintext,
      subjectCode: current.code,
      isArchived: current.isArchived,
      state: current.state,
      createdOn: current.createdOn,
      viewerRole: current.viewerRole,
    })
    .from(institutions)
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, principal)),
    )
    .leftJoinLateral(current, sql`true`)
    .where(eq(institutions.id, institutionId))
    .orderBy(asc(sql`lower(${current.namePlaintext})`), asc(current.id))
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
