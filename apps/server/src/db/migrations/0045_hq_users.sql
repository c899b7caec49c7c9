CREATE TABLE "hq_daily_summary" (
	"business_date" date NOT NULL,
	"hq_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_daily_summary_business_date_hq_user_id_pk" PRIMARY KEY("business_date","hq_user_id")
);
--> statement-breakpoint
CREATE TABLE "hq_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"hq_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "hq_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hq_setting" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"summary_hour" integer DEFAULT 23 NOT NULL,
	CONSTRAINT "hq_setting_one_ck" CHECK ("hq_setting"."id" = 1),
	CONSTRAINT "hq_setting_hour_ck" CHECK ("hq_setting"."summary_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "hq_user_outlet" (
	"hq_user_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	CONSTRAINT "hq_user_outlet_hq_user_id_m_w_id_pk" PRIMARY KEY("hq_user_id","m_w_id")
);
--> statement-breakpoint
CREATE TABLE "hq_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"phone" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_user_role_ck" CHECK ("hq_user"."role" in ('owner','area','accountant'))
);
--> statement-breakpoint
ALTER TABLE "hq_daily_summary" ADD CONSTRAINT "hq_daily_summary_hq_user_id_hq_user_id_fk" FOREIGN KEY ("hq_user_id") REFERENCES "public"."hq_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hq_session" ADD CONSTRAINT "hq_session_hq_user_id_hq_user_id_fk" FOREIGN KEY ("hq_user_id") REFERENCES "public"."hq_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hq_user_outlet" ADD CONSTRAINT "hq_user_outlet_hq_user_id_hq_user_id_fk" FOREIGN KEY ("hq_user_id") REFERENCES "public"."hq_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hq_user_outlet" ADD CONSTRAINT "hq_user_outlet_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hq_user_outlet_outlet_idx" ON "hq_user_outlet" USING btree ("m_w_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hq_user_email_uq" ON "hq_user" USING btree (lower("email"));