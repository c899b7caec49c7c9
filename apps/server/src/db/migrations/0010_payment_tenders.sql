CREATE TABLE "rekap_transaksi_payment" (
	"r_t_p_id" serial PRIMARY KEY NOT NULL,
	"r_t_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_payment_method_id" integer NOT NULL,
	"r_t_p_nominal" integer NOT NULL,
	"r_t_p_nominal_uang" integer NOT NULL,
	"r_t_p_approval_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "rekap_transaksi_payment_money_ck" CHECK ("rekap_transaksi_payment"."r_t_p_nominal" >= 0 and "rekap_transaksi_payment"."r_t_p_nominal_uang" >= "rekap_transaksi_payment"."r_t_p_nominal")
);
--> statement-breakpoint
CREATE TABLE "rekap_transaksi_void" (
	"r_t_v_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"r_t_id" integer NOT NULL,
	"tmp_transaction_id" integer NOT NULL,
	"r_t_v_keterangan" text NOT NULL,
	"r_t_v_user_id" integer NOT NULL,
	"r_t_v_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekap_lost_bill" (
	"r_l_b_id" serial PRIMARY KEY NOT NULL,
	"r_t_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	"r_l_b_jenis" text NOT NULL,
	"r_l_b_keterangan" text NOT NULL,
	"r_l_b_approver_id" integer NOT NULL,
	"r_l_b_kasir_id" integer NOT NULL,
	CONSTRAINT "rekap_lost_bill_jenis_ck" CHECK ("rekap_lost_bill"."r_l_b_jenis" in ('lostbill', 'gratis'))
);
--> statement-breakpoint
ALTER TABLE "rekap_transaksi_payment" ADD CONSTRAINT "rekap_transaksi_payment_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_payment" ADD CONSTRAINT "rekap_transaksi_payment_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_payment" ADD CONSTRAINT "rekap_transaksi_payment_m_payment_method_id_m_payment_method_m_payment_method_id_fk" FOREIGN KEY ("m_payment_method_id") REFERENCES "public"."m_payment_method"("m_payment_method_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_void" ADD CONSTRAINT "rekap_transaksi_void_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_void" ADD CONSTRAINT "rekap_transaksi_void_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_void" ADD CONSTRAINT "rekap_transaksi_void_r_t_v_user_id_users_id_fk" FOREIGN KEY ("r_t_v_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_lost_bill" ADD CONSTRAINT "rekap_lost_bill_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_lost_bill" ADD CONSTRAINT "rekap_lost_bill_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_lost_bill" ADD CONSTRAINT "rekap_lost_bill_r_l_b_approver_id_users_id_fk" FOREIGN KEY ("r_l_b_approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_lost_bill" ADD CONSTRAINT "rekap_lost_bill_r_l_b_kasir_id_users_id_fk" FOREIGN KEY ("r_l_b_kasir_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rekap_transaksi_payment_rt_idx" ON "rekap_transaksi_payment" USING btree ("r_t_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_transaksi_payment_method_uq" ON "rekap_transaksi_payment" USING btree ("r_t_id","m_payment_method_id");--> statement-breakpoint
CREATE INDEX "rekap_transaksi_void_outlet_idx" ON "rekap_transaksi_void" USING btree ("m_w_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_lost_bill_rt_uq" ON "rekap_lost_bill" USING btree ("r_t_id");