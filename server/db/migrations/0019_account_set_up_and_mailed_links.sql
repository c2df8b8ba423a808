-- When a person finished setting up their account (a name, and a password or sign-in links by
-- e-mail): an account made by an e-mail invitation has neither until then.
ALTER TABLE "people" ADD COLUMN "account_set_up_on" timestamp with time zone;
--> statement-breakpoint
UPDATE "people" SET "account_set_up_on" = "created_on" WHERE "password_hash" IS NOT NULL;
--> statement-breakpoint
-- What a mailed link is for: signing in, or choosing a new password. A link of one kind never
-- serves the other.
ALTER TABLE "sign_in_links" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_purpose_known" CHECK ("purpose" IN ('sign-in', 'password-reset'));
