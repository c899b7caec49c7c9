CREATE TABLE "m_option_group_menu" (
	"m_option_group_menu_id" serial PRIMARY KEY NOT NULL,
	"m_option_group_id" integer NOT NULL,
	"m_menu_id" integer,
	"m_kategori_id" integer,
	"m_option_group_menu_urut" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "m_option_group_menu_one_ck" CHECK (("m_option_group_menu"."m_menu_id" is null) <> ("m_option_group_menu"."m_kategori_id" is null))
);
--> statement-breakpoint
CREATE TABLE "m_option_group" (
	"m_option_group_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_option_group_nama" text NOT NULL,
	"m_option_group_min" integer DEFAULT 0 NOT NULL,
	"m_option_group_max" integer DEFAULT 1 NOT NULL,
	"m_option_group_urut" integer DEFAULT 0 NOT NULL,
	"m_option_group_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_option_group_nama_ck" CHECK (length("m_option_group"."m_option_group_nama") between 1 and 40),
	CONSTRAINT "m_option_group_choices_ck" CHECK ("m_option_group"."m_option_group_min" >= 0 and "m_option_group"."m_option_group_max" >= 1 and "m_option_group"."m_option_group_max" <= 20 and "m_option_group"."m_option_group_min" <= "m_option_group"."m_option_group_max")
);
--> statement-breakpoint
CREATE TABLE "m_option_harga" (
	"m_option_id" integer NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"m_option_harga_nominal" integer NOT NULL,
	CONSTRAINT "m_option_harga_m_option_id_m_t_t_id_pk" PRIMARY KEY("m_option_id","m_t_t_id")
);
--> statement-breakpoint
CREATE TABLE "m_option" (
	"m_option_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_option_group_id" integer NOT NULL,
	"m_option_nama" text NOT NULL,
	"m_option_harga" integer DEFAULT 0 NOT NULL,
	"m_option_default" boolean DEFAULT false NOT NULL,
	"m_option_active" boolean DEFAULT true NOT NULL,
	"m_option_habis_tanggal" date,
	"m_option_urut" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "m_option_nama_ck" CHECK (length("m_option"."m_option_nama") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction_detail" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_transaction_detail" ADD COLUMN "options_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_detail" ADD COLUMN "r_t_detail_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "m_option_group_menu" ADD CONSTRAINT "m_option_group_menu_m_option_group_id_m_option_group_m_option_group_id_fk" FOREIGN KEY ("m_option_group_id") REFERENCES "public"."m_option_group"("m_option_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option_group_menu" ADD CONSTRAINT "m_option_group_menu_m_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option_group_menu" ADD CONSTRAINT "m_option_group_menu_m_kategori_id_m_kategori_m_kategori_id_fk" FOREIGN KEY ("m_kategori_id") REFERENCES "public"."m_kategori"("m_kategori_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option_group" ADD CONSTRAINT "m_option_group_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option_harga" ADD CONSTRAINT "m_option_harga_m_option_id_m_option_m_option_id_fk" FOREIGN KEY ("m_option_id") REFERENCES "public"."m_option"("m_option_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option_harga" ADD CONSTRAINT "m_option_harga_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option" ADD CONSTRAINT "m_option_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_option" ADD CONSTRAINT "m_option_m_option_group_id_m_option_group_m_option_group_id_fk" FOREIGN KEY ("m_option_group_id") REFERENCES "public"."m_option_group"("m_option_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "m_option_group_menu_item_uq" ON "m_option_group_menu" USING btree ("m_option_group_id","m_menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_option_group_menu_category_uq" ON "m_option_group_menu" USING btree ("m_option_group_id","m_kategori_id");--> statement-breakpoint
CREATE INDEX "m_option_group_menu_item_idx" ON "m_option_group_menu" USING btree ("m_menu_id");--> statement-breakpoint
CREATE INDEX "m_option_group_menu_category_idx" ON "m_option_group_menu" USING btree ("m_kategori_id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_option_group_uq" ON "m_option_group" USING btree ("m_w_id","m_option_group_nama");--> statement-breakpoint
CREATE UNIQUE INDEX "m_option_uq" ON "m_option" USING btree ("m_w_id","m_option_group_id","m_option_nama");--> statement-breakpoint
CREATE INDEX "m_option_outlet_idx" ON "m_option" USING btree ("m_w_id");