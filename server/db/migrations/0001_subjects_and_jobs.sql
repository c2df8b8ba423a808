CREATE TABLE "subject_roles" (
	"subject_id" integer NOT NULL,
	"principal" text NOT NULL,
	"institution_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_roles_subject_id_principal_pk" PRIMARY KEY("subject_id","principal")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_plaintext" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_on" timestamp with time zone,
	"state" text DEFAULT 'ready' NOT NULL,
	"duplicated_from_subject_id" integer,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "instructor_subject_was_auto_archived_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "opted_out_of_auto_archived_banner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "school_year_ends_on" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "auto_archived_through" text;--> statement-breakpoint
ALTER TABLE "subject_roles" ADD CONSTRAINT "subject_roles_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_roles" ADD CONSTRAINT "subject_roles_principal_people_principal_fk" FOREIGN KEY ("principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_created_by_people_principal_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_roles_principal_idx" ON "subject_roles" USING btree ("principal","institution_id");--> statement-breakpoint
CREATE INDEX "subjects_institution_idx" ON "subjects" USING btree ("institution_id") WHERE "subjects"."deleted_on" is null;--> statement-breakpoint
CREATE INDEX "subjects_deleted_idx" ON "subjects" USING btree ("deleted_on") WHERE "subjects"."deleted_on" is not null;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("singleton_key");