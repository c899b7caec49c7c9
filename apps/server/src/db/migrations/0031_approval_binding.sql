ALTER TABLE "approvals" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "scope" text;