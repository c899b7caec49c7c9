CREATE TABLE "hq_change_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"hq_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "hq_daily_summary_recipient" (
	"business_date" date NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_daily_summary_recipient_business_date_phone_pk" PRIMARY KEY("business_date","phone")
);
--> statement-breakpoint
ALTER TABLE "hq_setting" ADD COLUMN "summary_recipients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hq_change_log" ADD CONSTRAINT "hq_change_log_hq_user_id_hq_user_id_fk" FOREIGN KEY ("hq_user_id") REFERENCES "public"."hq_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hq_change_log_at_idx" ON "hq_change_log" USING btree ("at");