import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { institutionRoles, institutions, subjectRoles, subjects } from '../../db/schema/index.ts';
import { CURRENT_SUBJECT_ROLES } from './subjects.policy.ts';
import { subjectsVisibleTo } from './subjects.repo.ts';
import type { ArchivedSubjectCheck, CurrentSubjectsAt, Db, SubjectViewer } from './subjects.types.ts';

/**
 * The subjects page's two hottest reads, each one prepared statement that also reads the viewer's
 * role at the institution, so the page's calls need no separate institution look-up. Both read the
 * subjects only when the viewer may list the institution's subjects (canListSubjectsAt: a role
 * there, pending or accepted, or an internal admin), so a non-member's subjects never leave the
 * database; the service answers them 404.
 */

const principal = sql.placeholder('principal');
const institutionId = sql`${sql.placeholder('institutionId')}::int`;
/**
 * canListSubjectsAt (subjects.policy.ts: whoever may see the institution) on the row of the
 * viewer's institution role, so the subjects of an institution the viewer may not see are not read.
 */
const mayList = (viewer: Pick<SubjectViewer, 'isInternalAdmin'>): SQL =>
  viewer.isInternalAdmin ? sql`true` : sql`${institutionRoles.principal} is not null`;

/**
 * `listSubjects` in one statement: a row per current subject of the viewer at the institution,
 * in list order, each with the institution and the viewer's role there (one row with no subject
 * when there are none; no row when the institution does not exist).
 */
export async function findCurrentSubjectsAt(
  db: Db,
  viewer: SubjectViewer,
  at: { institutionId: number },
): Promise<CurrentSubjectsAt | null> {
  const name = `current_subjects_at_${viewer.isInternalAdmin ? 1 : 0}`;
  const rows = await prepared(db, name, (d) => buildCurrentSubjectsAt(d, viewer).prepare(name)).execute({
    principal: viewer.principal,
    institutionId: at.institutionId,
  });
  const [first] = rows;
  if (!first) return null;
  return {
    institution: { endpoint: first.endpoint, code: first.code },
    viewerInstitutionRole: first.viewerInstitutionRole,
    subjects: rows.flatMap(({ subject }) => (subject === null ? [] : [subject])),
  };
}

function buildCurrentSubjectsAt(db: Db, viewer: Pick<SubjectViewer, 'isInternalAdmin'>) {
  // The viewer's current subjects there: on their list, so neither archived nor deleted.
  const mine = db
    .select({
      id: subjects.id,
      institutionId: subjects.institutionId,
      name: subjects.name,
      namePlaintext: subjects.namePlaintext,
      code: subjects.code,
      isArchived: subjects.isArchived,
      state: subjects.state,
      createdOn: subjects.createdOn,
      deletedOn: subjects.deletedOn,
      viewerRole: subjectRoles.role,
    })
    .from(subjectRoles)
    .innerJoin(subjects, eq(subjects.id, subjectRoles.subjectId))
    .where(
      and(
        eq(subjectRoles.principal, principal),
        eq(subjectRoles.institutionId, institutions.id),
        inArray(subjectRoles.role, [...CURRENT_SUBJECT_ROLES]),
        eq(subjects.institutionId, institutions.id),
        eq(subjects.isArchived, false),
        isNull(subjects.deletedOn),
        subjectsVisibleTo(viewer),
      ),
    )
    .as('mine');
  return db
    .select({
      endpoint: institutions.endpoint,
      code: institutions.code,
      viewerInstitutionRole: { roles: institutionRoles.roles, isPending: institutionRoles.isPending },
      subject: {
        id: mine.id,
        institutionId: mine.institutionId,
        name: mine.name,
        namePlaintext: mine.namePlaintext,
        code: mine.code,
        isArchived: mine.isArchived,
        state: mine.state,
        createdOn: mine.createdOn,
        deletedOn: mine.deletedOn,
        viewerRole: mine.viewerRole,
      },
    })
    .from(institutions)
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, principal)),
    )
    .leftJoinLateral(mine, mayList(viewer))
    .where(eq(institutions.id, institutionId))
    .orderBy(asc(sql`lower(${mine.namePlaintext})`), asc(mine.id));
}

/**
 * `anyArchivedSubjects` in one statement: the viewer's role at the
 * institution (no row when it does not exist) and whether they have a subject on its archive page
 * (spec 2.8), which is only looked for when they may list its subjects.
 */
export async function findArchivedSubjectCheck(
  db: Db,
  viewer: SubjectViewer,
  institutionIdValue: number,
): Promise<ArchivedSubjectCheck | null> {
  const name = `archived_subject_check_${viewer.isInternalAdmin ? 1 : 0}`;
  const [row] = await prepared(db, name, (d) => buildArchivedSubjectCheck(d, viewer).prepare(name)).execute({
    principal: viewer.principal,
    institutionId: institutionIdValue,
  });
  return row ?? null;
}

function buildArchivedSubjectCheck(db: Db, viewer: Pick<SubjectViewer, 'isInternalAdmin'>) {
  const archived = db
    .select({ id: subjects.id })
    .from(subjectRoles)
    .innerJoin(subjects, eq(subjects.id, subjectRoles.subjectId))
    .where(
      and(
        eq(subjectRoles.principal, principal),
        eq(subjectRoles.institutionId, institutions.id),
        isNull(subjects.deletedOn),
        or(eq(subjectRoles.role, 'ARCHIVED_STUDENT'), eq(subjects.isArchived, true)),
        subjectsVisibleTo(viewer),
      ),
    );
  return db
    .select({
      viewerInstitutionRole: { roles: institutionRoles.roles, isPending: institutionRoles.isPending },
      hasArchivedSubject: sql<boolean>`(${mayList(viewer)} and ${exists(archived)})`,
    })
    .from(institutions)
    .leftJoin(
      institutionRoles,
      and(eq(institutionRoles.institutionId, institutions.id), eq(institutionRoles.principal, principal)),
    )
    .where(eq(institutions.id, institutionId));
}
