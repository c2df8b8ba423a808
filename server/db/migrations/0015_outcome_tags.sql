-- Outcome tags (spec 3): a question's and a lesson's learning outcomes, with the level each targets.
CREATE TABLE "worksheet_item_outcome_tags" (
	"institution_id" integer NOT NULL,
	"worksheet_item_id" integer NOT NULL REFERENCES "worksheet_items"("id") ON DELETE CASCADE,
	"learning_outcome_uuid" uuid NOT NULL REFERENCES "learning_outcomes"("uuid") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"level" text NOT NULL,
	"show_in_rubric" boolean NOT NULL,
	"sub_standard_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "worksheet_item_outcome_tags_pk" PRIMARY KEY ("worksheet_item_id", "learning_outcome_uuid"),
	CONSTRAINT "worksheet_item_outcome_tags_level" CHECK ("level" in ('NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'))
);
--> statement-breakpoint
CREATE INDEX "worksheet_item_outcome_tags_outcome_idx" ON "worksheet_item_outcome_tags" ("learning_outcome_uuid");
--> statement-breakpoint
CREATE TABLE "activity_outcome_tags" (
	"institution_id" integer NOT NULL,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"learning_outcome_uuid" uuid NOT NULL REFERENCES "learning_outcomes"("uuid") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"level" text NOT NULL,
	"description_localised" jsonb,
	"show_in_activity_rubric" boolean NOT NULL,
	"show_in_scope_and_sequence" boolean NOT NULL,
	CONSTRAINT "activity_outcome_tags_pk" PRIMARY KEY ("activity_id", "learning_outcome_uuid"),
	CONSTRAINT "activity_outcome_tags_level" CHECK ("level" in ('NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'))
);
--> statement-breakpoint
-- Spec 3's WorksheetItemSuggestedLearningOutcome: outcomes whose text matches a question's, ranked on save.
CREATE TABLE "worksheet_item_suggested_outcomes" (
	"institution_id" integer NOT NULL,
	"worksheet_item_id" integer NOT NULL REFERENCES "worksheet_items"("id") ON DELETE CASCADE,
	"learning_outcome_uuid" uuid NOT NULL REFERENCES "learning_outcomes"("uuid") ON DELETE CASCADE,
	"rank" double precision NOT NULL,
	CONSTRAINT "worksheet_item_suggested_outcomes_pk" PRIMARY KEY ("worksheet_item_id", "learning_outcome_uuid")
);
--> statement-breakpoint
-- The level a teacher judged an answer to show for each outcome its question is tagged with.
CREATE TABLE "response_outcome_levels" (
	"institution_id" integer NOT NULL,
	"response_id" integer NOT NULL REFERENCES "activity_responses"("id") ON DELETE CASCADE,
	"learning_outcome_uuid" uuid NOT NULL REFERENCES "learning_outcomes"("uuid") ON DELETE CASCADE,
	"level" text NOT NULL,
	"marked_by" text REFERENCES "people"("principal") ON DELETE SET NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_outcome_levels_pk" PRIMARY KEY ("response_id", "learning_outcome_uuid"),
	CONSTRAINT "response_outcome_levels_level" CHECK ("level" in ('NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED'))
);
