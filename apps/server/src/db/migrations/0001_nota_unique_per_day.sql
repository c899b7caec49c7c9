-- Issue 5: one nota number per outlet and Jakarta business date, open or closed; bounded length.
ALTER TABLE "tmp_transaction" ADD COLUMN "tmp_transaction_business_date" date DEFAULT ((now() at time zone 'Asia/Jakarta')::date) NOT NULL;--> statement-breakpoint
-- Existing orders: the business date they were opened on.
UPDATE "tmp_transaction" SET "tmp_transaction_business_date" = ("created_at" at time zone 'Asia/Jakarta')::date;--> statement-breakpoint
-- Numbers accepted before the limits (too long, or twice a day): the first keeps its number, others get "-<id>".
UPDATE "tmp_transaction" t SET "tmp_transaction_note_number" = left(t."tmp_transaction_note_number", 28) || '-' || t."tmp_transaction_id"
WHERE char_length(t."tmp_transaction_note_number") > 40 OR EXISTS (
  SELECT 1 FROM "tmp_transaction" o
  WHERE o."m_w_id" = t."m_w_id" AND o."tmp_transaction_business_date" = t."tmp_transaction_business_date"
    AND o."tmp_transaction_note_number" = t."tmp_transaction_note_number" AND o."tmp_transaction_id" < t."tmp_transaction_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "tmp_transaction_day_nota_uq" ON "tmp_transaction" USING btree ("m_w_id","tmp_transaction_business_date","tmp_transaction_note_number");--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_note_number_len_ck" CHECK (char_length("tmp_transaction"."tmp_transaction_note_number") between 1 and 40);
