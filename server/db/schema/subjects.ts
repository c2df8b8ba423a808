import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';
import { people } from './people.ts';

export type SubjectState = 'ready' | 'duplicating' | 'duplicating_failed';
export type SubjectRoleName = 'INSTRUCTOR' | 'STUDENT' | 'ARCHIVED_STUDENT';

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    namePlaintext: text('name_plaintext').notNull(),
    code: text('code').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedOn: timestamp('archived_on', { withTimezone: true }),
    state: text('state').$type<SubjectState>().notNull().default('ready'),
    duplicatedFromSubjectId: integer('duplicated_from_subject_id'),
    createdBy: text('created_by').references(() => people.principal, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: restorable until the purge job removes rows deleted more than 30 days ago. */
    deletedOn: timestamp('deleted_on', { withTimezone: true }),
  },
  (t) => [
    index('subjects_institution_idx')
      .on(t.institutionId)
      .where(sql`${t.deletedOn} is null`),
    index('subjects_deleted_idx')
      .on(t.deletedOn)
      .where(sql`${t.deletedOn} is not null`),
  ],
);

export const subjectRoles = pgTable(
  'subject_roles',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    principal: text('principal')
      .notNull()
      .references(() => people.principal, { onDelete: 'cascade' }),
    /** The tenant key, denormalised so a school's rows can be co-located (docs/scaling.md). */
    institutionId: integer('institution_id').notNull(),
    role: text('role').$type<SubjectRoleName>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.principal] }),
    index('subject_roles_principal_idx').on(t.principal, t.institutionId),
    /** A subject's instructors and its student count, without reading every member's row. */
    index('subject_roles_subject_role_idx').on(t.subjectId, t.role),
    /**
     * A subject's staff (everyone but students), so listing its instructors never walks its
     * students, even when the planner's statistics still think the subject is empty (a class that
     * joined since the last ANALYZE). Queries must name the role as a literal for it to apply.
     */
    index('subject_roles_staff_idx')
      .on(t.subjectId)
      .where(sql`${t.role} <> 'STUDENT'`),
  ],
);

/**
 * Each subject's number of STUDENT roles, so loading a subject does not count its members' rows.
 * A trigger on subject_roles keeps it (migration 0004), in the same transaction as every change
 * however it is made. It is spread over a few rows per subject, picked by database connection, so
 * a class joining at once does not queue on one row until each commit reaches disk; the count is
 * the sum of a subject's rows.
 */
export const subjectStudentCounts = pgTable(
  'subject_student_counts',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    students: integer('students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.shard] })],
);
