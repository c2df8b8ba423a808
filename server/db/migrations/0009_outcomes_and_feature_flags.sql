CREATE TABLE "curricula" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source" text NOT NULL,
	"is_shipped" boolean NOT NULL,
	"content_hash" text NOT NULL,
	"outcome_count" integer NOT NULL,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"curriculum_code" text NOT NULL,
	"imported_by" text NOT NULL,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"withdrawn" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_outcomes" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"curriculum_code" text NOT NULL,
	"code" text,
	"is_official" boolean NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"parent_uuid" uuid,
	"children_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"position" integer NOT NULL,
	"licence" text,
	"attribution" text,
	"source_ref" text,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feature_flag_overrides" (
	"institution_id" integer NOT NULL,
	"flag" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_overrides_institution_id_flag_pk" PRIMARY KEY("institution_id","flag")
);
--> statement-breakpoint
ALTER TABLE "learning_outcomes" ADD CONSTRAINT "learning_outcomes_curriculum_code_curricula_code_fk" FOREIGN KEY ("curriculum_code") REFERENCES "public"."curricula"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curriculum_imports_curriculum_idx" ON "curriculum_imports" USING btree ("curriculum_code","imported_on");--> statement-breakpoint
CREATE INDEX "learning_outcomes_curriculum_idx" ON "learning_outcomes" USING btree ("curriculum_code","position") WHERE "learning_outcomes"."withdrawn_on" is null;--> statement-breakpoint
CREATE INDEX "learning_outcomes_code_idx" ON "learning_outcomes" USING btree ("curriculum_code","code");--> statement-breakpoint
CREATE INDEX "learning_outcomes_parent_idx" ON "learning_outcomes" USING btree ("parent_uuid") WHERE "learning_outcomes"."parent_uuid" is not null;