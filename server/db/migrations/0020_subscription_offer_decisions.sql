ALTER TABLE "subscription_offers" ADD COLUMN "decided_by" text;
--> statement-breakpoint
ALTER TABLE "subscription_offers" ADD COLUMN "decided_on" timestamp with time zone;
