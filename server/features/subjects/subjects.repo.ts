import { and, arrayOverlaps, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { SUBJECT_ROLES } from '../../../common/subjects/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, subjectRoles, subjects } from '../../db/schema/index.ts';
import { subjectDetailColumns, subjectDetailsOf } from './subject-details.repo.ts';
import { subjectGrants, type SubjectAction } from './subjects.policy.ts';
import type {
  BesideSubject,
  Db,
  SubjectRecord,
  SubjectRoleRecord,
  SubjectInstitution,
  SubjectStaffAndCount,
  SubjectViewer,
} from './subjects.types.ts';

/** The principal of the viewer in a prepared statement: every statement below names it so. */
const PRINCIPAL = sql.placeholder('principal');

const scopeSubjectRoleName = 'scope_subject_role';
const scopeInstitutionRoleName = 'scope_institution_role';
const scopeSubjectRole = alias(subjectRoles, scopeSubjectRoleName);
const scopeInstitutionRole = alias(institutionRoles, scopeInstitutionRoleName);

/**
 * The SQL scope of the subject policy (subjects.policy.ts): the `subjects` rows on which the viewer
 * holds a standing that allows `action`, built from the policy's table. Every query that lists
 * subjects for a viewer filters by it, so a row the viewer may not see never leaves the database.
 * `principal` is the viewer's, as a prepared statement's placeholder (the default) or a value.
 * Undefined means every subject (an internal admin).
 */
export function subjectsWhere(
  viewer: Pick<SubjectViewer, 'isInternalAdmin'>,
  action: SubjectAction,
  principal: SQLWrapper | string = PRINCIPAL,
): SQL | undefined {
  const grants = subjectGrants(action);
  if (viewer.isInternalAdmin && grants.internalAdmins) return undefined;
  const granted: SQL[] = [];
  if (grants.subjectRoles.length > 0)
    granted.push(
      sql`exists (select 1 from ${subjectRoles} ${sql.identifier(scopeSubjectRoleName)}
        where ${scopeSubjectRole.subjectId} = ${subjects.id} and ${scopeSubjectRole.principal} = ${principal}${
          grants.subjectRoles.length === SUBJECT_ROLES.length
            ? sql``
            : sql` and ${inArray(scopeSubjectRole.role, [...grants.subjectRoles])}`
        })`,
    );
  if (grants.institutionRoles.length > 0)
    granted.push(
      sql`exists (select 1 from ${institutionRoles} ${sql.identifier(scopeInstitutionRoleName)}
        where ${scopeInstitutionRole.institutionId} = ${subjects.institutionId}
        and ${scopeInstitutionRole.principal} = ${principal}
        and not ${scopeInstitutionRole.isPending}
        and ${arrayOverlaps(scopeInstitutionRole.roles, [...grants.institutionRoles])})`,
    );
  return granted.length > 0 ? or(...granted) : sql`false`;
}

/** The subjects the viewer may read: what every list of subjects is filtered by. */
export const subjectsVisibleTo = (
  viewer: Pick<SubjectViewer, 'isInternalAdmin'>,
  principal: SQLWrapper | string = PRINCIPAL,
): SQL | undefined => subjectsWhere(viewer, 'read', principal);

const viewerSubjectRole = alias(subjectRoles, 'viewer_subject_role');
const viewerInstitutionRole = alias(institutionRoles, 'viewer_institution_role');

/** The viewer's standing at a subject, the policy's input: their role in it and at its school. */
export const viewerStandingColumns = {
  viewerRole: viewerSubjectRole.role,
  viewerInstitutionRole: { roles: viewerInstitutionRole.roles, isPending: viewerInstitutionRole.isPending },
};

/**
 * Joins the viewer's standing at the query's `subjects` row (the viewer named by the prepared
 * statement's `principal`): every loader that hands a subject's policy its input reads it so.
 */
export function joinViewerStanding<T extends PgSelect>(query: T) {
  return query
    .leftJoin(
      viewerSubjectRole,
      and(eq(viewerSubjectRole.subjectId, subjects.id), eq(viewerSubjectRole.principal, PRINCIPAL)),
    )
    .leftJoin(
      viewerInstitutionRole,
      and(
        eq(viewerInstitutionRole.institutionId, subjects.institutionId),
        eq(viewerInstitutionRole.principal, PRINCIPAL),
      ),
    );
}

/** The institution columns of a subject record (SubjectInstitution). */
export const subjectInstitutionColumns = {
  id: institutions.id,
  endpoint: institutions.endpoint,
  code: institutions.code,
  name: institutions.name,
  expiresOn: institutions.expiresOn,
  locale: institutions.locale,
  timezone: institutions.timezone,
};

/** An institution's columns as its subjects' answers need them; null when there is none. */
export async function findSubjectInstitution(
  db: Db,
  institutionId: number,
): Promise<SubjectInstitution | null> {
  const [row] = await db
    .select(subjectInstitutionColumns)
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row ?? null;
}

/** Which subjects to load for a viewer; every filter narrows. */
export interface SubjectFilter {
  includeArchived: boolean;
  /** Deleted subjects too, as long as they were deleted after this moment (still restorable). */
  includeDeletedSince?: Date | undefined;
}

interface ViewerQueryShape {
  includeArchived: boolean;
  deletedSince: boolean;
  internalAdmin: boolean;
  /**
   * A single subject: one `id` instead of the `ids` array. With an array, PostgreSQL costs the
   * statement's generic plan for several subjects, finds it dearer than planning for the one id
   * each time, and so plans it afresh on every call (about 0.5 ms at a large customer's scale);
   * with one id it keeps the generic plan.
   */
  single: boolean;
  /** Its student count and instructors too (subject-details.repo.ts): a single subject's answer. */
  details: boolean;
  /** A value of another feature's about the subject, read beside it (`BesideSubject`). */
  beside: BesideSubject<unknown> | null;
}

/**
 * Subjects the viewer may read, with their institution, the viewer's subject role and the viewer's
 * institution role, in one statement however many: what every subject answer and permission needs.
 */
export async function findSubjectsForViewer(
  db: Db,
  viewer: SubjectViewer,
  ids: readonly number[],
  filter: SubjectFilter & { details?: boolean },
): Promise<(SubjectRecord & Partial<SubjectStaffAndCount>)[]> {
  if (ids.length === 0) return [];
  const details = filter.details === true;
  const rows = await executeForViewer(db, viewer, { ids: [...ids] }, filter, {
    single: false,
    details,
    beside: null,
  });
  return details ? rows.map(withDetails) : rows;
}

/** A row read with the detail columns, as a record with its instructors and student count. */
function withDetails(row: SubjectRecord): SubjectRecord & SubjectStaffAndCount {
  const { studentCount, instructors, ...record } = row as SubjectRecord & {
    studentCount?: number | null;
    instructors?: SubjectStaffAndCount['instructors'] | null;
  };
  return { ...record, ...subjectDetailsOf({ studentCount, instructors }) };
}

/**
 * One subject as the viewer may read it, in one statement; null when it is missing, deleted (unless
 * `includeDeletedSince` lets it in) or not theirs to read. With `details`, its instructors and
 * student count come in the same statement. The one loader behind `authorizeSubject`.
 */
export async function findSubjectForViewer(
  db: Db,
  viewer: SubjectViewer,
  subjectId: number,
  filter: SubjectFilter & { details?: boolean; beside?: BesideSubject<unknown> | undefined },
): Promise<(SubjectRecord & Partial<SubjectStaffAndCount> & { beside?: unknown }) | null> {
  const details = filter.details === true;
  const [row] = await executeForViewer(db, viewer, { id: subjectId }, filter, {
    single: true,
    details,
    beside: filter.beside ?? null,
  });
  if (!row) return null;
  return details ? withDetails(row) : row;
}

function executeForViewer(
  db: Db,
  viewer: SubjectViewer,
  which: { ids: number[] } | { id: number },
  filter: SubjectFilter,
  kind: Pick<ViewerQueryShape, 'single' | 'details' | 'beside'>,
): Promise<SubjectRecord[]> {
  // One prepared statement per shape; every value is a parameter, so the text stays fixed.
  const shape: ViewerQueryShape = {
    includeArchived: filter.includeArchived,
    deletedSince: filter.includeDeletedSince !== undefined,
    internalAdmin: viewer.isInternalAdmin,
    ...kind,
  };
  const { beside, ...flags } = shape;
  const name = `subjects_for_viewer_${Object.values(flags)
    .map((flag) => (flag ? '1' : '0'))
    .join('')}${beside ? `_${beside.name}` : ''}`;
  const statement = prepared(db, name, (d) => subjectsForViewerQuery(d, shape).prepare(name));
  return statement.execute({
    principal: viewer.principal,
    ...which,
    deletedSince: filter.includeDeletedSince ? filter.includeDeletedSince.toISOString() : null,
  });
}

function subjectsForViewerQuery(db: Db, shape: ViewerQueryShape) {
  const query = db
    .select({
      subject: subjects,
      institution: subjectInstitutionColumns,
      ...viewerStandingColumns,
      // Only a single subject's answer computes them; lists and writes read the subject alone.
      ...(shape.details ? subjectDetailColumns() : {}),
      ...(shape.beside ? { beside: shape.beside.read(subjects.id) } : {}),
    })
    .from(subjects)
    .innerJoin(institutions, eq(institutions.id, subjects.institutionId))
    .$dynamic();
  return joinViewerStanding(query)
    .where(
      and(
        shape.single
          ? sql`${subjects.id} = ${sql.placeholder('id')}::int`
          : sql`${subjects.id} = any(${sql.placeholder('ids')}::int[])`,
        shape.includeArchived ? undefined : eq(subjects.isArchived, false),
        shape.deletedSince
          ? or(
              isNull(subjects.deletedOn),
              sql`${subjects.deletedOn} > ${sql.placeholder('deletedSince')}::timestamptz`,
            )
          : isNull(subjects.deletedOn),
        subjectsVisibleTo({ isInternalAdmin: shape.internalAdmin }),
      ),
    )
    .orderBy(asc(sql`lower(${subjects.namePlaintext})`), asc(subjects.id));
}

function deletedFilter(includeDeletedSince: Date | undefined): SQL | undefined {
  if (!includeDeletedSince) return isNull(subjects.deletedOn);
  return or(isNull(subjects.deletedOn), gt(subjects.deletedOn, includeDeletedSince));
}

/**
 * A person's subject roles with their subjects, and that person's role at each institution, as far
 * as the viewer may read those subjects (themselves, or an internal admin: all of them).
 */
export async function findSubjectRolesOfPrincipal(
  db: Db,
  viewer: SubjectViewer,
  principal: string,
  filter: SubjectFilter & { institutionId?: number | undefined },
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
        subjectsVisibleTo(viewer, viewer.principal),
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
