CREATE TABLE "m_gagal_proses" (
	"m_gagal_proses_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_dish_status_id" integer NOT NULL,
	"tmp_transaction_id" integer NOT NULL,
	"m_transaction_table_note_number" text NOT NULL,
	"m_menu_id" integer NOT NULL,
	"m_gagal_proses_jenis" text NOT NULL,
	"m_gagal_proses_alasan" text DEFAULT '' NOT NULL,
	"is_ready" integer NOT NULL,
	"stock_returned" integer DEFAULT 0 NOT NULL,
	"m_gagal_proses_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_gagal_proses_jenis_ck" CHECK ("m_gagal_proses"."m_gagal_proses_jenis" in ('batal','ganti') and "m_gagal_proses"."is_ready" in (0,1) and "m_gagal_proses"."stock_returned" in (0,1))
);
--> statement-breakpoint
ALTER TABLE "m_stock" ALTER COLUMN "m_stock_stock_awal" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "m_stock" ALTER COLUMN "m_stock_stock_awal" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "m_stock" ADD COLUMN "m_w_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "m_stock" ADD COLUMN "m_stock_sisa" integer;--> statement-breakpoint
ALTER TABLE "m_stock" ADD COLUMN "m_stock_habis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "m_stock" ADD COLUMN "m_stock_updated_by" integer;--> statement-breakpoint
ALTER TABLE "m_stock" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "m_gagal_proses" ADD CONSTRAINT "m_gagal_proses_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_gagal_proses" ADD CONSTRAINT "m_gagal_proses_m_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_gagal_proses" ADD CONSTRAINT "m_gagal_proses_m_gagal_proses_by_users_id_fk" FOREIGN KEY ("m_gagal_proses_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "m_gagal_proses_outlet_time_idx" ON "m_gagal_proses" USING btree ("m_w_id","created_at");--> statement-breakpoint
ALTER TABLE "m_stock" ADD CONSTRAINT "m_stock_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_stock" ADD CONSTRAINT "m_stock_m_stock_updated_by_users_id_fk" FOREIGN KEY ("m_stock_updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "m_stock_outlet_date_idx" ON "m_stock" USING btree ("m_w_id","m_stock_tanggal");--> statement-breakpoint
ALTER TABLE "m_stock" ADD CONSTRAINT "m_stock_sisa_ck" CHECK (("m_stock"."m_stock_stock_awal" is null) = ("m_stock"."m_stock_sisa" is null) and "m_stock"."m_stock_sisa" >= 0 and "m_stock"."m_stock_stock_awal" >= 0);