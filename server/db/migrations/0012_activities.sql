CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb,
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "worksheet_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" jsonb NOT NULL,
	"marks" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"model_answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"worksheet_item_id" integer NOT NULL,
	"student_principal" text NOT NULL,
	"value" jsonb NOT NULL,
	"is_answered" boolean NOT NULL,
	"client_saved_at" timestamp (3) with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"score" double precision,
	"feedback" text,
	"is_auto_mark" boolean DEFAULT false NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_response_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"response_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"client_saved_at" timestamp (3) with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_submissions" (
	"activity_id" integer NOT NULL,
	"student_principal" text NOT NULL,
	"institution_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_submissions_activity_id_student_principal_pk" PRIMARY KEY("activity_id","student_principal")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_people_principal_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_items" ADD CONSTRAINT "worksheet_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responses" ADD CONSTRAINT "activity_responses_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responses" ADD CONSTRAINT "activity_responses_worksheet_item_id_worksheet_items_id_fk" FOREIGN KEY ("worksheet_item_id") REFERENCES "public"."worksheet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responses" ADD CONSTRAINT "activity_responses_student_principal_people_principal_fk" FOREIGN KEY ("student_principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_responses" ADD CONSTRAINT "activity_responses_marked_by_people_principal_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_response_versions" ADD CONSTRAINT "activity_response_versions_response_id_activity_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."activity_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_submissions" ADD CONSTRAINT "activity_submissions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_submissions" ADD CONSTRAINT "activity_submissions_student_principal_people_principal_fk" FOREIGN KEY ("student_principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_subject_idx" ON "activities" USING btree ("subject_id","position") WHERE "activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "activities_due_idx" ON "activities" USING btree ("subject_id","due_at") WHERE "activities"."deleted_at" is null and "activities"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "worksheet_items_activity_idx" ON "worksheet_items" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_responses_item_student_idx" ON "activity_responses" USING btree ("worksheet_item_id","student_principal");--> statement-breakpoint
CREATE INDEX "activity_responses_activity_idx" ON "activity_responses" USING btree ("activity_id","student_principal");--> statement-breakpoint
CREATE INDEX "activity_response_versions_response_idx" ON "activity_response_versions" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "activity_response_versions_saved_idx" ON "activity_response_versions" USING btree ("saved_at");
--> statement-breakpoint
CREATE FUNCTION "activity_responses_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every saved answer is kept, however it was written; a mark alone is not a new version.
  IF TG_OP = 'INSERT' OR NEW.client_saved_at IS DISTINCT FROM OLD.client_saved_at THEN
    INSERT INTO activity_response_versions (institution_id, response_id, value, client_saved_at, saved_at)
    VALUES (NEW.institution_id, NEW.id, NEW.value, NEW.client_saved_at, NEW.saved_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_responses_versions" AFTER INSERT OR UPDATE OF "value", "client_saved_at" ON "activity_responses"
  FOR EACH ROW EXECUTE FUNCTION "activity_responses_keep_version"();
