CREATE TABLE "invitation_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"principal" text NOT NULL,
	"institution_id" integer NOT NULL,
	"subject_id" integer,
	"accepted_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "role_invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"subject_id" integer,
	"email_address" text,
	"is_multi_use" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_on" timestamp with time zone,
	"redirect_url" text,
	"student_mob_id" integer,
	"instructor_subject_id" integer,
	"creator_institution_id" integer,
	"sudoadmin_institution_id" integer,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_on" timestamp with time zone,
	"consumed_on" timestamp with time zone,
	CONSTRAINT "role_invitations_one_role" CHECK (num_nonnulls("role_invitations"."student_mob_id", "role_invitations"."instructor_subject_id", "role_invitations"."creator_institution_id", "role_invitations"."sudoadmin_institution_id") = 1),
	CONSTRAINT "role_invitations_code_lowercase" CHECK ("role_invitations"."code" = lower("role_invitations"."code"))
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"principal" text NOT NULL,
	"redirect_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_acceptances" ADD CONSTRAINT "invitation_acceptances_principal_people_principal_fk" FOREIGN KEY ("principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_invitations" ADD CONSTRAINT "role_invitations_created_by_people_principal_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_principal_people_principal_fk" FOREIGN KEY ("principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_acceptances_code_principal_idx" ON "invitation_acceptances" USING btree ("code","principal");--> statement-breakpoint
CREATE INDEX "invitation_acceptances_subject_idx" ON "invitation_acceptances" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_on") WHERE "outbox_emails"."sent_on" is null;--> statement-breakpoint
CREATE INDEX "role_invitations_subject_idx" ON "role_invitations" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "role_invitations_institution_email_idx" ON "role_invitations" USING btree ("institution_id","email_address");--> statement-breakpoint
CREATE UNIQUE INDEX "role_invitations_multi_use_idx" ON "role_invitations" USING btree ("student_mob_id") WHERE "role_invitations"."is_multi_use" and "role_invitations"."is_active" and "role_invitations"."student_mob_id" is not null;