CREATE TABLE "print_image_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"print_job_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_job" DROP CONSTRAINT "print_job_status_ck";--> statement-breakpoint
ALTER TABLE "print_image_link" ADD CONSTRAINT "print_image_link_print_job_id_print_job_id_fk" FOREIGN KEY ("print_job_id") REFERENCES "public"."print_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_image_link_job_idx" ON "print_image_link" USING btree ("print_job_id");--> statement-breakpoint
ALTER TABLE "print_job" ADD CONSTRAINT "print_job_status_ck" CHECK ("print_job"."status" in ('queued', 'printed', 'failed', 'waiting'));