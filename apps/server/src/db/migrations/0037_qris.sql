CREATE TABLE "qris_charge" (
	"q_c_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"q_c_order_id" text NOT NULL,
	"q_c_tmp_transaction_id" integer NOT NULL,
	"q_c_split_id" text,
	"q_c_bill_total" integer NOT NULL,
	"q_c_unique_amount" integer DEFAULT 0 NOT NULL,
	"q_c_amount" integer NOT NULL,
	"q_c_qr_string" text NOT NULL,
	"q_c_mode" text DEFAULT 'static' NOT NULL,
	"q_c_status" text DEFAULT 'pending' NOT NULL,
	"q_c_expires_at" timestamp with time zone NOT NULL,
	"q_c_r_t_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qris_charge_money_ck" CHECK ("qris_charge"."q_c_bill_total" > 0 and "qris_charge"."q_c_unique_amount" between 0 and 99 and "qris_charge"."q_c_amount" = "qris_charge"."q_c_bill_total" + "qris_charge"."q_c_unique_amount"),
	CONSTRAINT "qris_charge_status_ck" CHECK ("qris_charge"."q_c_status" in ('pending', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "m_w" ADD COLUMN "m_w_qris_static" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "m_w" ADD COLUMN "m_w_qris_kode_unik" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD CONSTRAINT "qris_charge_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD CONSTRAINT "qris_charge_q_c_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("q_c_tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD CONSTRAINT "qris_charge_q_c_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("q_c_r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qris_charge_order_ref_uq" ON "qris_charge" USING btree ("q_c_order_id");--> statement-breakpoint
CREATE INDEX "qris_charge_order_idx" ON "qris_charge" USING btree ("q_c_tmp_transaction_id");--> statement-breakpoint
INSERT INTO "m_payment_method" ("m_payment_method_id", "m_payment_method_name", "m_payment_method_type", "m_payment_method_color")
VALUES (11, 'QRIS', 'qris', '#c2185b')
ON CONFLICT DO NOTHING;
