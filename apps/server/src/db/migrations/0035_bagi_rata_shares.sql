CREATE TABLE "tmp_transaction_split_share" (
	"tmp_transaction_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_transaction_split_share_no" integer NOT NULL,
	"m_payment_method_id" integer DEFAULT 0 NOT NULL,
	"tmp_transaction_split_share_nominal_uang" integer DEFAULT 0 NOT NULL,
	"tmp_transaction_split_share_lunas" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tmp_transaction_split_share_pk" PRIMARY KEY("tmp_transaction_id","tmp_transaction_split_share_no"),
	CONSTRAINT "tmp_transaction_split_share_no_ck" CHECK ("tmp_transaction_split_share"."tmp_transaction_split_share_no" between 1 and 20),
	CONSTRAINT "tmp_transaction_split_share_money_ck" CHECK ("tmp_transaction_split_share"."tmp_transaction_split_share_nominal_uang" >= 0 and "tmp_transaction_split_share"."m_payment_method_id" >= 0)
);
--> statement-breakpoint
DROP INDEX "rekap_transaksi_payment_method_uq";--> statement-breakpoint
ALTER TABLE "rekap_transaksi_payment" ADD COLUMN "r_t_p_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split_share" ADD CONSTRAINT "tmp_transaction_split_share_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split_share" ADD CONSTRAINT "tmp_transaction_split_share_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_transaksi_payment_method_uq" ON "rekap_transaksi_payment" USING btree ("r_t_id","m_payment_method_id","r_t_p_share");