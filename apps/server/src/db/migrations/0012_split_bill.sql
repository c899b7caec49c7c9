CREATE TABLE "rekap_split" (
	"r_s_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"r_s_split_id" text NOT NULL,
	"r_s_tmp_transaction_id" integer,
	"r_s_paid_tmp_transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rekap_split_split_id_len_ck" CHECK (char_length("rekap_split"."r_s_split_id") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_split_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rekap_split" ADD CONSTRAINT "rekap_split_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_split" ADD CONSTRAINT "rekap_split_r_s_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("r_s_tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_split" ADD CONSTRAINT "rekap_split_r_s_paid_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("r_s_paid_tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_split_split_id_uq" ON "rekap_split" USING btree ("m_w_id","r_s_split_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_split_paid_order_uq" ON "rekap_split" USING btree ("r_s_paid_tmp_transaction_id");--> statement-breakpoint
CREATE INDEX "rekap_split_order_idx" ON "rekap_split" USING btree ("r_s_tmp_transaction_id");