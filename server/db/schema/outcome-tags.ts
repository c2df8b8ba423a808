import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MasteryMethod } from '../../../common/outcome-tags/constants.ts';
import type { ProficiencyLevel } from '../../../common/outcomes/constants.ts';
import { activities, activityResponses, worksheetItems } from './activities.ts';
import { learningOutcomes } from './outcomes.ts';
import { people } from './people.ts';
import { subjects } from './subjects.ts';

/** A question's outcome tags (spec 3), in the order the teacher added them. */
export const worksheetItemOutcomeTags = pgTable(
  'worksheet_item_outcome_tags',
  {
    institutionId: integer('institution_id').notNull(),
    worksheetItemId: integer('worksheet_item_id')
      .notNull()
      .references(() => worksheetItems.id, { onDelete: 'cascade' }),
    learningOutcomeUuid: uuid('learning_outcome_uuid')
      .notNull()
      .references(() => learningOutcomes.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    level: text('level').$type<ProficiencyLevel>().notNull(),
    showInRubric: boolean('show_in_rubric').notNull(),
    /** Sub-standard uuid → level. */
    subStandardTags: jsonb('sub_standard_tags')
      .$type<Record<string, ProficiencyLevel>>()
      .notNull()
      .default({}),
  },
  (t) => [
    primaryKey({
      name: 'worksheet_item_outcome_tags_pk',
      columns: [t.worksheetItemId, t.learningOutcomeUuid],
    }),
    index('worksheet_item_outcome_tags_outcome_idx').on(t.learningOutcomeUuid),
  ],
);

/** A lesson's outcome tags (spec 3), with the teacher's explanation of how the lesson addresses each. */
export const activityOutcomeTags = pgTable(
  'activity_outcome_tags',
  {
    institutionId: integer('institution_id').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    learningOutcomeUuid: uuid('learning_outcome_uuid')
      .notNull()
      .references(() => learningOutcomes.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    level: text('level').$type<ProficiencyLevel>().notNull(),
    /** Localized rich text, validated against the one rich-text schema before it is stored. */
    descriptionLocalised: jsonb('description_localised'),
    showInActivityRubric: boolean('show_in_activity_rubric').notNull(),
    showInScopeAndSequence: boolean('show_in_scope_and_sequence').notNull(),
  },
  (t) => [primaryKey({ name: 'activity_outcome_tags_pk', columns: [t.activityId, t.learningOutcomeUuid] })],
);

/** Spec 3's WorksheetItemSuggestedLearningOutcome: ranked when the question's text is saved. */
export const worksheetItemSuggestedOutcomes = pgTable(
  'worksheet_item_suggested_outcomes',
  {
    institutionId: integer('institution_id').notNull(),
    worksheetItemId: integer('worksheet_item_id')
      .notNull()
      .references(() => worksheetItems.id, { onDelete: 'cascade' }),
    learningOutcomeUuid: uuid('learning_outcome_uuid')
      .notNull()
      .references(() => learningOutcomes.uuid, { onDelete: 'cascade' }),
    rank: doublePrecision('rank').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'worksheet_item_suggested_outcomes_pk',
      columns: [t.worksheetItemId, t.learningOutcomeUuid],
    }),
  ],
);

/** The level a teacher judged an answer to show for an outcome its question is tagged with. */
export const responseOutcomeLevels = pgTable(
  'response_outcome_levels',
  {
    institutionId: integer('institution_id').notNull(),
    responseId: integer('response_id')
      .notNull()
      .references(() => activityResponses.id, { onDelete: 'cascade' }),
    learningOutcomeUuid: uuid('learning_outcome_uuid')
      .notNull()
      .references(() => learningOutcomes.uuid, { onDelete: 'cascade' }),
    level: text('level').$type<ProficiencyLevel>().notNull(),
    markedBy: text('marked_by').references(() => people.principal, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'response_outcome_levels_pk', columns: [t.responseId, t.learningOutcomeUuid] })],
);

/** The mastery method a subject's teachers chose; a subject without a row uses the default. */
export const subjectMasterySettings = pgTable('subject_mastery_settings', {
  subjectId: integer('subject_id')
    .primaryKey()
    .references(() => subjects.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull(),
  method: text('method').$type<MasteryMethod>().notNull(),
  updatedBy: text('updated_by').references(() => people.principal, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How often what a subject's outcome grid shows has changed, counted by triggers (migration 0017):
 * a row per student of the subject for their answers and levels, and the row '' for the rest (its
 * roster, lessons, tags and method). Only read as a sum, which goes up with every committed change.
 */
export const subjectMasteryVersions = pgTable(
  'subject_mastery_versions',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    studentPrincipal: text('student_principal').notNull(),
    // A literal default: drizzle-kit cannot write a BigInt into its snapshot.
    version: bigint('version', { mode: 'bigint' })
      .notNull()
      .default(sql`1`),
  },
  (t) => [primaryKey({ name: 'subject_mastery_versions_pk', columns: [t.subjectId, t.studentPrincipal] })],
);
