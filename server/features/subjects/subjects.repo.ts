import { and, arrayOverlaps, asc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rolesCountingAs } from '../../../common/roles/rules.ts';
import type { SubjectRoleName, SubjectState } from '../../../common/subjects/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, subjectRoles, subjects } from '../../db/schema/index.ts';
import type { Db, NewSubjectRow, SubjectRecord, SubjectRoleRecord, SubjectRow } from './subjects.types.ts';
import { subjectDetailColumns, subjectDetailsOf, type SubjectStaffAndCount } from './subject-details.repo.ts';

export interface SubjectViewer {
  principal: string;
  isInternalAdmin: boolean;
}

/** Which subjects to load for a viewer; every filter narrows. */
export interface SubjectFilter {
  ids: readonly number[];
  includeArchived: boolean;
  /** Deleted subjects too, as long as they were deleted after this moment (still restorable). */
  includeDeletedSince?: Date;
}

type ViewerQueryShape = {
  includeArchived: boolean;
  deletedSince: boolean;
  internalAdmin: boolean;
  /**
   * A single subject's answer: its student count and instructors too (subject-details.repo.ts),
   * and one `id` instead of the `ids` array. With an array, PostgreSQL costs the statement's generic
   * plan for several subjects, finds it dearer than planning for the one id each time, and so plans
   * it afresh on every call (about 0.5 ms at a large customer's scale); with one id it keeps the
   * generic plan.
   */
  details: boolean;
};

const viewerSubjectRole = alias(subjectRoles, 'viewer_subject_role');
const viewerInstitutionRole = alias(institutionRoles, 'viewer_institution_role');

/** The institution columns of a subject record (SubjectInstitution); the joining statement reads them too. */
export const subjectInstitutionColumns = {
  endpoint: institutions.endpoint,
  code: institutions.code,
  name: institutions.name,
  expiresOn: institutions.expiresOn,
};

/** canReadSubject (subjects.policy.ts) in SQL: a member of the subject or an admin of its institution. */
function visibleToViewer(): SQL | undefined {
  return or(
    isNotNull(viewerSubjectRole.role),
    and(
      eq(viewerInstitutionRole.isPending, false),
      arrayOverlaps(viewerInstitutionRole.roles, rolesCountingAs(['ADMIN'])),
    ),
  );
}

function deletedFilter(includeDeletedSince: Date | undefined): SQL | undefined {
  if (!includeDeletedSince) return isNull(subjects.deletedOn);
  return or(isNull(subjects.deletedOn), gt(subjects.deletedOn, includeDeletedSince));
}

/**
 * Subjects with their institution, the viewer's subject role and the viewer's institution role,
 * in one statement however many subjects: what every subject answer and permission needs.
 */
export async function findSubjectsForViewer(
  db: Db,
  viewer: SubjectViewer,
  filter: SubjectFilter,
): Promise<SubjectRecord[]> {
  if (filter.ids.length === 0) return [];
  return executeForViewer(db, viewer, filter, false);
}

/**
 * One subject as the viewer sees it (archived included, deleted not) with its student count and
 * instructors, in one statement; null when it is missing or deleted. The caller still decides
 * with canReadSubject, as for findSubjectsForViewer.
 */
export async function findSubjectWithDetailsForViewer(
  db: Db,
  viewer: SubjectViewer,
  subjectId: number,
): Promise<(SubjectRecord & SubjectStaffAndCount) | null> {
  const [row] = await executeForViewer(db, viewer, { ids: [subjectId], includeArchived: true }, true);
  if (!row) return null;
  const { studentCount, instructors, ...record } = row;
  return { ...record, ...subjectDetailsOf({ studentCount, instructors }) };
}

function executeForViewer(db: Db, viewer: SubjectViewer, filter: SubjectFilter, details: boolean) {
  // One prepared statement per filter shape; every value is a parameter, so the text stays fixed.
  const shape: ViewerQueryShape = {
    includeArchived: filter.includeArchived,
    deletedSince: filter.includeDeletedSince !== undefined,
    internalAdmin: viewer.isInternalAdmin,
    details,
  };
  const name = `subjects_for_viewer_${Object.values(shape)
    .map((flag) => (flag ? '1' : '0'))
    .join('')}`;
  const statement = prepared(db, name, (d) => subjectsForViewerQuery(d, shape).prepare(name));
  return statement.execute({
    principal: viewer.principal,
    ...(details ? { id: filter.ids[0] } : { ids: [...filter.ids] }),
    deletedSince: filter.includeDeletedSince ? filter.includeDeletedSince.toISOString() : null,
  });
}

function subjectsForViewerQuery(db: Db, shape: ViewerQueryShape) {
  const principal = sql.placeholder('principal');
  return db
    .select({
      subject: subjects,
      institution: subjectInstitutionColumns,
      viewerRole: viewerSubjectRole.role,
      viewerInstitutionRole: {
        roles: viewerInstitutionRole.roles,
        isPending: viewerInstitutionRole.isPending,
      },
      // Only a single subject's answer computes them; lists and writes read the subject alone.
      ...(shape.details ? subjectDetailColumns() : {}),
    })
    .from(subjects)
    .innerJoin(institutions, eq(institutions.id, subjects.institutionId))
    .leftJoin(
      viewerSubjectRole,
      and(eq(viewerSubjectRole.subjectId, subjects.id), eq(viewerSubjectRole.principal, principal)),
    )
    .leftJoin(
      viewerInstitutionRole,
      and(
        eq(viewerInstitutionRole.institutionId, subjects.institutionId),
        eq(viewerInstitutionRole.principal, principal),
      ),
    )
    .where(
      and(
        shape.details
          ? sql`${subjects.id} = ${sql.placeholder('id')}::int`
          : sql`${subjects.id} = any(${sql.placeholder('ids')}::int[])`,
        shape.includeArchived ? undefined : eq(subjects.isArchived, false),
        shape.deletedSince
          ? or(
              isNull(subjects.deletedOn),
              sql`${subjects.deletedOn} > ${sql.placeholder('deletedSince')}::timestamptz`,
            )
          : isNull(subjects.deletedOn),
        shape.internalAdmin ? undefined : visibleToViewer(),
      ),
    )
    .orderBy(asc(sql`lower(${subjects.namePlaintext})`), asc(subjects.id));
}

/** A person's subject roles with their subjects, and that person's role at each institution. */
export async function findSubjectRolesOfPrincipal(
  db: Db,
  principal: string,
  filter: { institutionId?: number | undefined; includeArchived: boolean; includeDeletedSince?: Date },
): Promise<SubjectRoleRecord[]> {
  const rows = await db
    .select({
      principal: subjectRoles.principal,
      role: subjectRoles.role,
      subject: subjects,
      institution: subjectInstitutionColumns,
      viewerInstitutionRole: { roles: institutionRoles.roles, isPending: institutionRoles.isPending },
    })
    .from(subjectRoles)
    .innerJoin(subjects, eq(subjects.id, subjectRoles.subjectId))
    .innerJoin(institutions, eq(institutions.id, subjects.institutionId))
    .leftJoin(
      institutionRoles,
      and(
        eq(institutionRoles.institutionId, subjects.institutionId),
        eq(institutionRoles.principal, subjectRoles.principal),
      ),
    )
    .where(
      and(
        eq(subjectRoles.principal, principal),
        filter.institutionId !== undefined ? eq(subjectRoles.institutionId, filter.institutionId) : undefined,
        filter.includeArchived
          ? undefined
          : and(eq(subjects.isArchived, false), ne(subjectRoles.role, 'ARCHIVED_STUDENT')),
        deletedFilter(filter.includeDeletedSince),
      ),
    )
    .orderBy(asc(sql`lower(${subjects.namePlaintext})`), asc(subjects.id));
  return rows.map((row) => ({ ...row, viewerRole: row.role }));
}

/** Of the given subjects, those where the person holds any subject role. */
export async function findMemberSubjectIds(
  db: Db,
  principal: string,
  scope: { subjectIds: readonly number[] } | { institutionId: number },
): Promise<number[]> {
  if ('subjectIds' in scope && scope.subjectIds.length === 0) return [];
  const rows = await db
    .select({ id: subjectRoles.subjectId })
    .from(subjectRoles)
    .where(
      and(
        eq(subjectRoles.principal, principal),
        'subjectIds' in scope
          ? inArray(subjectRoles.subjectId, [...scope.subjectIds])
          : eq(subjectRoles.institutionId, scope.institutionId),
      ),
    );
  return rows.map((r) => r.id);
}

/** A subject and its first role in one transaction's worth of statements (create, duplicate). */
export async function insertSubjectWithRole(
  db: Db,
  values: NewSubjectRow,
  member: { principal: string; role: SubjectRoleName },
): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values(values).returning();
  if (!row) throw new Error('insert into subjects returned no row');
  await db.insert(subjectRoles).values({
    subjectId: row.id,
    principal: member.principal,
    institutionId: row.institutionId,
    role: member.role,
  });
  return row;
}

/** Changes a subject that is not deleted; null when there is none. */
export async function updateLiveSubject(
  db: Db,
  id: number,
  values: Partial<Omit<NewSubjectRow, 'id' | 'institutionId'>>,
): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), isNull(subjects.deletedOn)))
    .returning();
  return row ?? null;
}

/** Undoes a deletion made after `since`; null when there is no such deleted subject. */
export async function restoreDeletedSubject(db: Db, id: number, since: Date): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ deletedOn: null, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), gt(subjects.deletedOn, since)))
    .returning();
  return row ?? null;
}

/** The subject row, locked until the transaction ends. */
export async function lockSubject(db: Db, id: number): Promise<SubjectRow | null> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).for('update');
  return row ?? null;
}

/** Moves a subject from one state to another; null when it was not in `from` (or is deleted). */
export async function changeSubjectState(
  db: Db,
  id: number,
  from: SubjectState,
  to: SubjectState,
): Promise<SubjectRow | null> {
  const [row] = await db
    .update(subjects)
    .set({ state: to, updatedOn: new Date() })
    .where(and(eq(subjects.id, id), eq(subjects.state, from)))
    .returning();
  return row ?? null;
}

/**
 * The copier part 'settings': the copy takes the source's names (through `rename`) and code.
 * Fails when the source is gone, which fails the duplication.
 */
export async function copySubjectSettings(
  db: Db,
  ids: { sourceId: number; copyId: number },
  rename: (name: string) => { name: string; namePlaintext: string },
): Promise<void> {
  const [source] = await db
    .select({ name: subjects.name, code: subjects.code })
    .from(subjects)
    .where(and(eq(subjects.id, ids.sourceId), isNull(subjects.deletedOn)));
  if (!source) throw new Error(`Subject ${ids.sourceId} no longer exists, so it cannot be copied`);
  await db
    .update(subjects)
    .set({ ...rename(source.name), code: source.code, updatedOn: new Date() })
    .where(eq(subjects.id, ids.copyId));
}
