CREATE TABLE "tmp_transaction_split" (
	"tmp_transaction_split_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_transaction_id" integer NOT NULL,
	"tmp_transaction_detail_id" integer NOT NULL,
	"tmp_transaction_split_part" integer NOT NULL,
	"tmp_transaction_split_qty" integer NOT NULL,
	CONSTRAINT "tmp_transaction_split_qty_ck" CHECK ("tmp_transaction_split"."tmp_transaction_split_qty" > 0),
	CONSTRAINT "tmp_transaction_split_part_ck" CHECK ("tmp_transaction_split"."tmp_transaction_split_part" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tmp_transaction_split_even" (
	"tmp_transaction_id" integer PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_transaction_split_even_parts" integer NOT NULL,
	CONSTRAINT "tmp_transaction_split_even_parts_ck" CHECK ("tmp_transaction_split_even"."tmp_transaction_split_even_parts" between 2 and 20)
);
--> statement-breakpoint
ALTER TABLE "tmp_transaction_split" ADD CONSTRAINT "tmp_transaction_split_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split" ADD CONSTRAINT "tmp_transaction_split_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split" ADD CONSTRAINT "tmp_transaction_split_tmp_transaction_detail_id_tmp_transaction_detail_tmp_transaction_detail_id_fk" FOREIGN KEY ("tmp_transaction_detail_id") REFERENCES "public"."tmp_transaction_detail"("tmp_transaction_detail_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split_even" ADD CONSTRAINT "tmp_transaction_split_even_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_split_even" ADD CONSTRAINT "tmp_transaction_split_even_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tmp_transaction_split_line_part_uq" ON "tmp_transaction_split" USING btree ("tmp_transaction_id","tmp_transaction_detail_id","tmp_transaction_split_part");--> statement-breakpoint
CREATE INDEX "tmp_transaction_split_line_idx" ON "tmp_transaction_split" USING btree ("tmp_transaction_detail_id");