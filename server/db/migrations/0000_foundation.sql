CREATE TABLE "people" (
	"principal" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text,
	"is_internal_admin" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"principal" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_roles" (
	"institution_id" integer NOT NULL,
	"principal" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"pending_memberships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_pending" boolean DEFAULT false NOT NULL,
	"is_subscription_owner" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_on" timestamp with time zone,
	CONSTRAINT "institution_roles_institution_id_principal_pk" PRIMARY KEY("institution_id","principal")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"timezone" text NOT NULL,
	"endpoint" text DEFAULT 'app' NOT NULL,
	"district_uuid" uuid,
	"header_url" text,
	"banner_image_upload_id" integer,
	"expires_on" timestamp with time zone,
	"assimilated_into_institution_id" integer,
	"video_provider_config" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"inline_url" text NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_principal_people_principal_fk" FOREIGN KEY ("principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_roles" ADD CONSTRAINT "institution_roles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_roles" ADD CONSTRAINT "institution_roles_principal_people_principal_fk" FOREIGN KEY ("principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_district_uuid_districts_uuid_fk" FOREIGN KEY ("district_uuid") REFERENCES "public"."districts"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_banner_image_upload_id_uploads_id_fk" FOREIGN KEY ("banner_image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_people_principal_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_lower_idx" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("principal");--> statement-breakpoint
CREATE INDEX "institution_roles_principal_idx" ON "institution_roles" USING btree ("principal");--> statement-breakpoint
CREATE INDEX "institutions_district_idx" ON "institutions" USING btree ("district_uuid");--> statement-breakpoint
CREATE INDEX "uploads_institution_idx" ON "uploads" USING btree ("institution_id");