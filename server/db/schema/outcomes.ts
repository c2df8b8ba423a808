import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CurriculumCode, LearningScaleKey } from '../../../common/outcomes/constants.ts';
import type { OutcomeVariantName } from '../../../common/outcomes/schema.ts';
import { institutions } from './institutions.ts';

/**
 * A curriculum whose outcomes are held: shipped with the product (loaded at start-up) or imported
 * by an operator from a file they hold the licence for. `content_hash` identifies what was last
 * imported, so loading the shipped curricula again costs one read when nothing changed.
 */
export const curricula = pgTable('curricula', {
  code: text('code').$type<CurriculumCode>().primaryKey(),
  label: text('label').notNull(),
  licence: text('licence').notNull(),
  /** Shown wherever the curriculum's text appears. */
  attribution: text('attribution').notNull(),
  /** Where the text was taken from (publisher, export, version). */
  source: text('source').notNull(),
  isShipped: boolean('is_shipped').notNull(),
  contentHash: text('content_hash').notNull(),
  /** Outcomes of the last import (withdrawn ones not counted). */
  outcomeCount: integer('outcome_count').notNull(),
  importedOn: timestamp('imported_on', { withTimezone: true }).notNull().defaultNow(),
  importedBy: text('imported_by').notNull(),
  /**
   * The document it was imported from, where its source names one (a CASE CFDocument's identifier
   * and title): importing another document under the same code is refused unless it replaces it.
   */
  documentId: text('document_id'),
  documentTitle: text('document_title'),
});

/**
 * Learning outcomes (spec 3): the common fields as columns, the one variant as `data` (validated
 * by the shared Zod schema before it is written). The uuid is derived from the curriculum and the
 * outcome's key in its source, so a re-import updates rows in place and tags keep pointing at them.
 * An outcome a newer source no longer has is withdrawn, never deleted, for the same reason.
 */
export const learningOutcomes = pgTable(
  'learning_outcomes',
  {
    uuid: uuid('uuid').primaryKey(),
    curriculumCode: text('curriculum_code')
      .$type<CurriculumCode>()
      .notNull()
      .references(() => curricula.code, { onDelete: 'cascade' }),
    code: text('code'),
    isOfficial: boolean('is_official').notNull(),
    kind: text('kind').$type<OutcomeVariantName>().notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** Standards-based outcomes: the parent standard, and the sub-standards under this one. */
    parentUuid: uuid('parent_uuid'),
    childrenUuids: uuid('children_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The order of the source, which lists follow. */
    position: integer('position').notNull(),
    /** The record's own licence and attribution when its source gives one per record. */
    licence: text('licence'),
    attribution: text('attribution'),
    /** The record's identifier in its source (ASN id, CASE identifier, Oak slug, …). */
    sourceRef: text('source_ref'),
    importedOn: timestamp('imported_on', { withTimezone: true }).notNull().defaultNow(),
    withdrawnOn: timestamp('withdrawn_on', { withTimezone: true }),
  },
  (t) => [
    index('learning_outcomes_curriculum_idx')
      .on(t.curriculumCode, t.position)
      .where(sql`${t.withdrawnOn} is null`),
    index('learning_outcomes_code_idx').on(t.curriculumCode, t.code),
    index('learning_outcomes_parent_idx')
      .on(t.parentUuid)
      .where(sql`${t.parentUuid} is not null`),
  ],
);

/** Every import of a curriculum: who, when, from what, and what it changed. */
export const curriculumImports = pgTable(
  'curriculum_imports',
  {
    id: serial('id').primaryKey(),
    curriculumCode: text('curriculum_code').$type<CurriculumCode>().notNull(),
    importedBy: text('imported_by').notNull(),
    importedOn: timestamp('imported_on', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
    contentHash: text('content_hash').notNull(),
    added: integer('added').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    withdrawn: integer('withdrawn').notNull(),
  },
  (t) => [index('curriculum_imports_curriculum_idx').on(t.curriculumCode, t.importedOn)],
);

/**
 * A school's own learning-scale text for an outcome (issue: no official scale text is published
 * for most standards), one row per level; always shown as not official.
 */
export const schoolLearningScales = pgTable(
  'school_learning_scales',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    learningOutcomeUuid: uuid('learning_outcome_uuid')
      .notNull()
      .references(() => learningOutcomes.uuid, { onDelete: 'cascade' }),
    level: text('level').$type<LearningScaleKey>().notNull(),
    text: text('text').notNull(),
    updatedBy: text('updated_by'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'school_learning_scales_pk',
      columns: [t.institutionId, t.learningOutcomeUuid, t.level],
    }),
  ],
);
