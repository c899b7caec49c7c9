ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_discount_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_discount_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_discount_approved_by" integer;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_voucher_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_voucher_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_tmp_transaction_discount_approved_by_users_id_fk" FOREIGN KEY ("tmp_transaction_discount_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_discount_ck" CHECK ("tmp_transaction"."tmp_transaction_discount_type" in ('', 'diskon', 'diskonPercent') and "tmp_transaction"."tmp_transaction_discount_value" >= 0 and "tmp_transaction"."tmp_transaction_voucher_value" >= 0
        and ("tmp_transaction"."tmp_transaction_discount_type" <> 'diskonPercent' or "tmp_transaction"."tmp_transaction_discount_value" <= 10000));