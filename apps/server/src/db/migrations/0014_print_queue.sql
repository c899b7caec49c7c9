CREATE TABLE "print_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"printer_setting_id" integer NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"payload" "bytea" NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone,
	"document" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "print_job_status_ck" CHECK ("print_job"."status" in ('queued', 'printed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "print_job" ADD CONSTRAINT "print_job_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_job" ADD CONSTRAINT "print_job_printer_setting_id_printer_setting_printer_setting_id_fk" FOREIGN KEY ("printer_setting_id") REFERENCES "public"."printer_setting"("printer_setting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_job" ADD CONSTRAINT "print_job_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_job_due_idx" ON "print_job" USING btree ("next_attempt_at") WHERE "print_job"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "print_job_outlet_idx" ON "print_job" USING btree ("m_w_id","id");