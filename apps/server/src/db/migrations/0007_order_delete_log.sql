CREATE TABLE "tmp_transaction_delete_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_transaction_id" integer NOT NULL,
	"tmp_transaction_note_number" text NOT NULL,
	"tmp_transaction_business_date" date NOT NULL,
	"tmp_transaction_customer_name" text NOT NULL,
	"table_names" text NOT NULL,
	"total" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dish_count" integer NOT NULL,
	"deleted_by" integer NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tmp_transaction_delete_log" ADD CONSTRAINT "tmp_transaction_delete_log_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_delete_log" ADD CONSTRAINT "tmp_transaction_delete_log_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tmp_transaction_delete_log_outlet_idx" ON "tmp_transaction_delete_log" USING btree ("m_w_id","deleted_at");