CREATE TABLE "usage_activity" (
	"institution_id" integer NOT NULL,
	"day" date NOT NULL,
	"principal" text NOT NULL,
	"is_staff" boolean NOT NULL,
	CONSTRAINT "usage_activity_pk" PRIMARY KEY("institution_id","day","principal")
);
--> statement-breakpoint
ALTER TABLE "usage_activity" ADD CONSTRAINT "usage_activity_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"institution_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"dimension_key" text DEFAULT '' NOT NULL,
	"active_teachers" integer DEFAULT 0 NOT NULL,
	"active_students" integer DEFAULT 0 NOT NULL,
	"students_joined" integer DEFAULT 0 NOT NULL,
	"subjects_created" integer DEFAULT 0 NOT NULL,
	"lessons_published" integer DEFAULT 0 NOT NULL,
	"answers_submitted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_pk" PRIMARY KEY("institution_id","dimension","day","dimension_key"),
	CONSTRAINT "usage_daily_dimension_known" CHECK ("dimension" in ('school', 'subject', 'teacher'))
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "usage_weekly_active" (
	"institution_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"active_teachers" integer DEFAULT 0 NOT NULL,
	"active_students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_weekly_active_pk" PRIMARY KEY("institution_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "usage_weekly_active" ADD CONSTRAINT "usage_weekly_active_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "usage_rollup_runs" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_rollup_runs" ADD CONSTRAINT "usage_rollup_runs_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"plan" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"licences" integer NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_term_in_order" CHECK ("ends_on" >= "starts_on"),
	CONSTRAINT "subscriptions_licences_not_negative" CHECK ("licences" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "subscriptions_institution_idx" ON "subscriptions" USING btree ("institution_id","ends_on");
--> statement-breakpoint
CREATE TABLE "subscription_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"plan" text NOT NULL,
	"licences" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"valid_until" date NOT NULL,
	"subscription_id" integer,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_offers_term_in_order" CHECK ("ends_on" >= "starts_on"),
	CONSTRAINT "subscription_offers_status_known" CHECK ("status" in ('open', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "subscription_offers" ADD CONSTRAINT "subscription_offers_institution_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscription_offers" ADD CONSTRAINT "subscription_offers_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "subscription_offers_institution_idx" ON "subscription_offers" USING btree ("institution_id","status");
