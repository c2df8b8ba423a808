import { sql, type SQL } from 'drizzle-orm';
import { ANSWERING_ROLE, OPEN_STATUS, STUDENT_ROLES } from './activities.policy.ts';

/**
 * The activities policy (activities.policy.ts) as SQL, for reads that filter many rows at once:
 * lists, grids, counts and due dates. These are the only SQL that says which status students see
 * or which subject role answers; a test (policy-literals.test.ts) holds every other file to them.
 */

const literal = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** Lessons students see and answer: `status` is a lesson's status column or expression. */
export const isOpenLesson = (status: SQL): SQL => sql`${status} = ${literal(OPEN_STATUS)}`;

/**
 * The lessons the viewer reads, given whether they write the subject's lessons (a boolean, or SQL
 * deciding it per row): drafts for writers, open lessons for everyone who reads the subject.
 */
export const readableLessons = (status: SQL, writes: boolean | SQL): SQL =>
  sql`(${writes} or ${isOpenLesson(status)})`;

/** Subject-role rows (`role` is the row's role column) that answer lessons: the subject's current students. */
export const isAnsweringRole = (role: SQL): SQL => sql`${role} = ${literal(ANSWERING_ROLE)}`;

/** Subject-role rows of the subject's students, current or archived: who sees its lessons as a student. */
export const isStudentRole = (role: SQL): SQL =>
  sql`${role} in (${sql.join(STUDENT_ROLES.map(literal), sql`, `)})`;
