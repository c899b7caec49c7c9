CREATE TABLE "customer_display" (
	"customer_display_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"till_name" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"tmp_transaction_id" integer,
	"phase" text DEFAULT 'idle' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_display_phase_ck" CHECK ("customer_display"."phase" in ('idle','order','payment','paid'))
);
--> statement-breakpoint
ALTER TABLE "customer_display" ADD CONSTRAINT "customer_display_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_display" ADD CONSTRAINT "customer_display_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_display" ADD CONSTRAINT "customer_display_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_display_code_uq" ON "customer_display" USING btree ("code_hash") WHERE "customer_display"."code_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_display_token_uq" ON "customer_display" USING btree ("token_hash") WHERE "customer_display"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "customer_display_outlet_idx" ON "customer_display" USING btree ("m_w_id");