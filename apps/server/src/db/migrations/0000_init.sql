CREATE TABLE "rekap_mutasi_modal" (
	"r_m_m_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"rekap_modal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"r_m_m_nama_pengguna" text NOT NULL,
	"r_m_m_debit" integer DEFAULT 0 NOT NULL,
	"r_m_m_kredit" integer DEFAULT 0 NOT NULL,
	"r_m_m_group" text DEFAULT 'Reguler' NOT NULL,
	"r_m_m_keterangan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "r_m_m_amount_ck" CHECK ("rekap_mutasi_modal"."r_m_m_debit" >= 0 and "rekap_mutasi_modal"."r_m_m_kredit" >= 0 and ("rekap_mutasi_modal"."r_m_m_debit" > 0) <> ("rekap_mutasi_modal"."r_m_m_kredit" > 0))
);
--> statement-breakpoint
CREATE TABLE "rekap_modal_detail" (
	"rekap_modal_detail_id" serial PRIMARY KEY NOT NULL,
	"rekap_modal_id" integer NOT NULL,
	"m_modal_tipe_id" integer NOT NULL,
	"rekap_modal_detail_qty" integer NOT NULL,
	CONSTRAINT "rekap_modal_detail_qty_ck" CHECK ("rekap_modal_detail"."rekap_modal_detail_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rekap_modal" (
	"rekap_modal_id" serial PRIMARY KEY NOT NULL,
	"rekap_modal_m_w_id" integer NOT NULL,
	"rekap_modal_kasir_id" integer NOT NULL,
	"rekap_modal_sesi" integer NOT NULL,
	"rekap_modal_tanggal" date NOT NULL,
	"rekap_modal_nominal" integer NOT NULL,
	"rekap_modal_nominal_tutup" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "rekap_modal_nominal_ck" CHECK ("rekap_modal"."rekap_modal_nominal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "m_modal_tipe" (
	"m_modal_tipe_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_modal_tipe_nama" text NOT NULL,
	"m_modal_tipe_urut" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekap_buka_laci" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rekap_modal_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekap_uang_tips" (
	"r_u_t_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"rekap_modal_id" integer NOT NULL,
	"id_kasir" integer NOT NULL,
	"m_karyawan_id" integer,
	"r_u_t_nominal" integer NOT NULL,
	"r_u_t_keterangan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "r_u_t_nominal_ck" CHECK ("rekap_uang_tips"."r_u_t_nominal" > 0)
);
--> statement-breakpoint
CREATE TABLE "m_kategori" (
	"m_kategori_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_kategori_m_menu_jenis_id" integer NOT NULL,
	"m_kategori_nama" text NOT NULL,
	"m_kategori_urut" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_menu" (
	"m_menu_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_menu_nama" text NOT NULL,
	"m_menu_m_menu_jenis_id" integer NOT NULL,
	"m_menu_m_kategori_id" integer NOT NULL,
	"m_menu_harga" integer NOT NULL,
	"m_menu_tax" boolean DEFAULT true NOT NULL,
	"m_menu_sc" boolean DEFAULT true NOT NULL,
	"m_menu_active" boolean DEFAULT true NOT NULL,
	"m_menu_habis" boolean DEFAULT false NOT NULL,
	"m_menu_urut" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "m_menu_price_ck" CHECK ("m_menu"."m_menu_harga" >= 0)
);
--> statement-breakpoint
CREATE TABLE "m_menu_harga" (
	"m_menu_id" integer NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"m_menu_harga_nominal" integer NOT NULL,
	CONSTRAINT "m_menu_harga_m_menu_id_m_t_t_id_pk" PRIMARY KEY("m_menu_id","m_t_t_id"),
	CONSTRAINT "m_menu_harga_ck" CHECK ("m_menu_harga"."m_menu_harga_nominal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "m_menu_jenis" (
	"m_menu_jenis_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_menu_jenis_nama" text NOT NULL,
	"m_menu_jenis_ambil" text DEFAULT 'makan' NOT NULL,
	"m_menu_jenis_urut" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_plotting" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_layar_produksi_id" integer NOT NULL,
	"side" text NOT NULL,
	"m_plotting_type_plot_produksi_id" integer[] DEFAULT '{}'::int[] NOT NULL,
	"m_plotting_type_transaction_id" integer[] DEFAULT '{}'::int[] NOT NULL,
	CONSTRAINT "m_plotting_side_ck" CHECK ("m_plotting"."side" in ('left','right'))
);
--> statement-breakpoint
CREATE TABLE "m_layar_produksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"layar_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_plot_produksi_kategori" (
	"m_plot_produksi_id" integer NOT NULL,
	"m_kategori_id" integer NOT NULL,
	CONSTRAINT "m_plot_produksi_kategori_m_plot_produksi_id_m_kategori_id_pk" PRIMARY KEY("m_plot_produksi_id","m_kategori_id"),
	CONSTRAINT "m_plot_produksi_kategori_m_kategori_id_unique" UNIQUE("m_kategori_id")
);
--> statement-breakpoint
CREATE TABLE "m_plot_produksi" (
	"m_plot_produksi_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_plot_produksi_nama" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_stock" (
	"m_stock_id" serial PRIMARY KEY NOT NULL,
	"m_menu_id" integer NOT NULL,
	"m_stock_tanggal" date NOT NULL,
	"m_stock_stock_awal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_dish_status" (
	"m_dish_status_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_dish_status_table_id" integer NOT NULL,
	"m_dish_status_transaction_menu_id" integer NOT NULL,
	"m_dish_status_menu_id" integer NOT NULL,
	"m_dish_status_menu_jenis_id" integer NOT NULL,
	"m_dish_status_kategori_id" integer NOT NULL,
	"m_dish_status_plot_produksi_id" integer,
	"is_ready" integer DEFAULT 0 NOT NULL,
	"is_served" integer DEFAULT 0 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"is_additional" boolean DEFAULT false NOT NULL,
	"custom_menu" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_dish_status_flags_ck" CHECK ("m_dish_status"."is_ready" in (0,1) and "m_dish_status"."is_served" in (0,1) and ("m_dish_status"."is_served" = 0 or "m_dish_status"."is_ready" = 1))
);
--> statement-breakpoint
CREATE TABLE "tmp_online" (
	"tmp_online_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_online_m_meja_id" integer NOT NULL,
	"tmp_online_m_t_t_id" integer NOT NULL,
	"tmp_online_code" text NOT NULL,
	"tmp_online_bigboss_name" text NOT NULL,
	"tmp_online_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tmp_online_status" text DEFAULT 'new' NOT NULL,
	"tmp_online_notified" boolean DEFAULT false NOT NULL,
	"tmp_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tmp_transaction_detail" (
	"tmp_transaction_detail_id" serial PRIMARY KEY NOT NULL,
	"tmp_transaction_id" integer NOT NULL,
	"m_produk_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"qty_qr" integer NOT NULL,
	"price" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"production_status" integer DEFAULT 0 NOT NULL,
	"sent_qty" integer DEFAULT 0 NOT NULL,
	"custom_menu" text DEFAULT '' NOT NULL,
	"takeaway_status" boolean DEFAULT false NOT NULL,
	"tax_status" boolean DEFAULT true NOT NULL,
	"service_charge_status" boolean DEFAULT true NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT '' NOT NULL,
	"reasone_approve" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tmp_transaction_detail_ck" CHECK ("tmp_transaction_detail"."qty" >= 0 and "tmp_transaction_detail"."price" >= 0 and "tmp_transaction_detail"."sent_qty" >= 0 and "tmp_transaction_detail"."status" in (0,2,3,4,5) and "tmp_transaction_detail"."production_status" in (0,1))
);
--> statement-breakpoint
CREATE TABLE "tmp_transaction_meja" (
	"tmp_transaction_id" integer NOT NULL,
	"m_meja_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tmp_transaction" (
	"tmp_transaction_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"tmp_transaction_note_number" text NOT NULL,
	"tmp_transaction_customer_name" text NOT NULL,
	"tmp_transaction_order_time" timestamp with time zone NOT NULL,
	"tmp_transaction_kitchen_done_time" timestamp with time zone,
	"tmp_transaction_member_id" text DEFAULT '' NOT NULL,
	"tmp_transaction_m_meja_id" integer NOT NULL,
	"tmp_transaction_m_t_t_id" integer NOT NULL,
	"tmp_transaction_status" integer DEFAULT 0 NOT NULL,
	"tmp_transaction_by" integer NOT NULL,
	"m_transaction_table_by" integer,
	"tmp_transaction_tax_bp" integer NOT NULL,
	"tmp_transaction_sc_bp" integer NOT NULL,
	"tmp_transaction_pembulatan" text NOT NULL,
	"tmp_transaction_tarik_tunai" integer DEFAULT 0 NOT NULL,
	"tmp_transaction_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tmp_transaction_status_ck" CHECK ("tmp_transaction"."tmp_transaction_status" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_kasir_akses" (
	"m_kasir_akses_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_kasir_akses_fitur" text NOT NULL,
	"m_kasir_akses_default_role" boolean DEFAULT false NOT NULL,
	"m_kasir_akses_temp_role" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_meja" (
	"m_meja_id" serial PRIMARY KEY NOT NULL,
	"m_meja_m_w_id" integer NOT NULL,
	"m_meja_nama" text NOT NULL,
	"m_meja_type" text NOT NULL,
	"m_meja_jenis_id" integer NOT NULL,
	"m_meja_urut" integer DEFAULT 0 NOT NULL,
	"m_meja_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "m_w" (
	"m_w_id" serial PRIMARY KEY NOT NULL,
	"m_w_nama" text NOT NULL,
	"m_w_code" text NOT NULL,
	"m_w_currency" text DEFAULT 'Rp' NOT NULL,
	"m_w_tax_bp" integer DEFAULT 1000 NOT NULL,
	"m_w_sc_bp" integer DEFAULT 500 NOT NULL,
	"m_w_pembulatan" text DEFAULT 'ya' NOT NULL,
	"m_area_nama" text DEFAULT '' NOT NULL,
	"m_w_alamat" text DEFAULT '' NOT NULL,
	"m_w_telp" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_w_m_w_code_unique" UNIQUE("m_w_code"),
	CONSTRAINT "m_w_rates_ck" CHECK ("m_w"."m_w_tax_bp" between 0 and 10000 and "m_w"."m_w_sc_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "printer_setting" (
	"printer_setting_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"printer_setting_type" text NOT NULL,
	"printer_setting_address" text DEFAULT '' NOT NULL,
	"printer_setting_width" integer DEFAULT 405 NOT NULL,
	"printer_setting_group_one" integer[] DEFAULT '{}'::int[] NOT NULL,
	"printer_setting_group_two" integer[] DEFAULT '{}'::int[] NOT NULL,
	"location" text NOT NULL,
	CONSTRAINT "printer_width_ck" CHECK ("printer_setting"."printer_setting_width" in (405, 600))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "m_meja_jenis" (
	"m_meja_jenis_id" serial PRIMARY KEY NOT NULL,
	"m_meja_jenis_nama" text NOT NULL,
	CONSTRAINT "m_meja_jenis_m_meja_jenis_nama_unique" UNIQUE("m_meja_jenis_nama")
);
--> statement-breakpoint
CREATE TABLE "m_transaction_type" (
	"m_t_t_id" integer PRIMARY KEY NOT NULL,
	"m_t_t_name" text NOT NULL,
	"m_t_t_group" text DEFAULT 'reguler' NOT NULL,
	CONSTRAINT "m_transaction_type_m_t_t_name_unique" UNIQUE("m_t_t_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('kasir','wbd','opp','dapur','pelayan','kacab'))
);
--> statement-breakpoint
CREATE TABLE "rekap_transaksi_detail" (
	"r_t_detail_id" serial PRIMARY KEY NOT NULL,
	"r_t_detail_r_t_id" integer NOT NULL,
	"m_produk_id" integer NOT NULL,
	"m_produk_nama" text NOT NULL,
	"m_produk_m_jenis_produk_id" integer NOT NULL,
	"r_t_detail_qty" integer NOT NULL,
	"r_t_detail_qty_qr" integer NOT NULL,
	"r_t_detail_price" integer NOT NULL,
	"r_t_detail_nominal" integer NOT NULL,
	"r_t_detail_nominal_pajak" integer DEFAULT 0 NOT NULL,
	"r_t_detail_nominal_sc" integer DEFAULT 0 NOT NULL,
	"r_t_detail_status" integer DEFAULT 0 NOT NULL,
	"r_t_detail_reasone_approve" text DEFAULT '' NOT NULL,
	"r_t_detail_tax_status" boolean NOT NULL,
	"r_t_detail_sc_status" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekap_transaksi" (
	"r_t_id" serial PRIMARY KEY NOT NULL,
	"r_t_m_w_id" integer NOT NULL,
	"r_t_tmp_transaction_id" integer NOT NULL,
	"r_t_rekap_modal_id" integer,
	"r_t_nota_code" text NOT NULL,
	"r_t_bigboss" text NOT NULL,
	"r_t_table_names" text DEFAULT '' NOT NULL,
	"r_t_tanggal" date NOT NULL,
	"r_t_jam" text NOT NULL,
	"r_t_m_t_t_id" integer NOT NULL,
	"r_t_m_payment_method_id" integer NOT NULL,
	"r_t_nominal" integer NOT NULL,
	"r_t_nominal_pajak" integer NOT NULL,
	"r_t_nominal_sc" integer NOT NULL,
	"r_t_nominal_diskon" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_voucher" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_tarik_tunai" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_pembulatan" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_total_bayar" integer NOT NULL,
	"r_t_nominal_uang" integer NOT NULL,
	"r_t_nominal_kembalian" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_free_kembalian" integer DEFAULT 0 NOT NULL,
	"r_t_selisih" integer DEFAULT 0 NOT NULL,
	"r_t_tax_bp" integer NOT NULL,
	"r_t_sc_bp" integer NOT NULL,
	"r_t_pembulatan" text NOT NULL,
	"r_t_nomor_wa" text DEFAULT '' NOT NULL,
	"r_t_member_id" text DEFAULT '' NOT NULL,
	"r_t_account_name" text DEFAULT '' NOT NULL,
	"r_t_kasir_id" integer NOT NULL,
	"r_t_pelayan_id" integer,
	"r_t_lost_bill" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rekap_transaksi_money_ck" CHECK ("rekap_transaksi"."r_t_nominal" >= 0 and "rekap_transaksi"."r_t_nominal_total_bayar" >= 0 and "rekap_transaksi"."r_t_nominal_uang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "m_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "m_member_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "m_payment_method" (
	"m_payment_method_id" integer PRIMARY KEY NOT NULL,
	"m_payment_method_name" text NOT NULL,
	"m_payment_method_type" text NOT NULL,
	"m_payment_method_color" text DEFAULT '#228be6' NOT NULL,
	CONSTRAINT "m_payment_method_m_payment_method_name_unique" UNIQUE("m_payment_method_name")
);
--> statement-breakpoint
CREATE TABLE "rekap_refund_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"r_r_id" integer NOT NULL,
	"r_t_detail_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"nominal" integer NOT NULL,
	"nominal_pajak" integer DEFAULT 0 NOT NULL,
	"nominal_sc" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rekap_refund_detail_qty_ck" CHECK ("rekap_refund_detail"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "rekap_refund" (
	"r_r_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"r_t_id" integer NOT NULL,
	"rekap_modal_id" integer,
	"r_r_nominal" integer NOT NULL,
	"r_r_nominal_pajak" integer NOT NULL,
	"r_r_nominal_sc" integer NOT NULL,
	"r_r_nominal_pembulatan" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_total" integer NOT NULL,
	"r_r_nominal_free_kembalian" integer DEFAULT 0 NOT NULL,
	"r_r_nomor_wa" text DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rekap_refund_r_t_id_unique" UNIQUE("r_t_id")
);
--> statement-breakpoint
CREATE TABLE "m_voucher" (
	"m_voucher_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_voucher_code" text NOT NULL,
	"m_voucher_value" integer NOT NULL,
	"m_voucher_valid_until" date,
	"r_t_id" integer,
	CONSTRAINT "m_voucher_value_ck" CHECK ("m_voucher"."m_voucher_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "rekap_mutasi_modal" ADD CONSTRAINT "rekap_mutasi_modal_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_mutasi_modal" ADD CONSTRAINT "rekap_mutasi_modal_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_mutasi_modal" ADD CONSTRAINT "rekap_mutasi_modal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_modal_detail" ADD CONSTRAINT "rekap_modal_detail_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_modal_detail" ADD CONSTRAINT "rekap_modal_detail_m_modal_tipe_id_m_modal_tipe_m_modal_tipe_id_fk" FOREIGN KEY ("m_modal_tipe_id") REFERENCES "public"."m_modal_tipe"("m_modal_tipe_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_modal" ADD CONSTRAINT "rekap_modal_rekap_modal_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("rekap_modal_m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_modal" ADD CONSTRAINT "rekap_modal_rekap_modal_kasir_id_users_id_fk" FOREIGN KEY ("rekap_modal_kasir_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_modal_tipe" ADD CONSTRAINT "m_modal_tipe_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_buka_laci" ADD CONSTRAINT "rekap_buka_laci_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_buka_laci" ADD CONSTRAINT "rekap_buka_laci_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_buka_laci" ADD CONSTRAINT "rekap_buka_laci_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_uang_tips" ADD CONSTRAINT "rekap_uang_tips_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_uang_tips" ADD CONSTRAINT "rekap_uang_tips_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_uang_tips" ADD CONSTRAINT "rekap_uang_tips_id_kasir_users_id_fk" FOREIGN KEY ("id_kasir") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_uang_tips" ADD CONSTRAINT "rekap_uang_tips_m_karyawan_id_users_id_fk" FOREIGN KEY ("m_karyawan_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kategori" ADD CONSTRAINT "m_kategori_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kategori" ADD CONSTRAINT "m_kategori_m_kategori_m_menu_jenis_id_m_menu_jenis_m_menu_jenis_id_fk" FOREIGN KEY ("m_kategori_m_menu_jenis_id") REFERENCES "public"."m_menu_jenis"("m_menu_jenis_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu" ADD CONSTRAINT "m_menu_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu" ADD CONSTRAINT "m_menu_m_menu_m_menu_jenis_id_m_menu_jenis_m_menu_jenis_id_fk" FOREIGN KEY ("m_menu_m_menu_jenis_id") REFERENCES "public"."m_menu_jenis"("m_menu_jenis_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu" ADD CONSTRAINT "m_menu_m_menu_m_kategori_id_m_kategori_m_kategori_id_fk" FOREIGN KEY ("m_menu_m_kategori_id") REFERENCES "public"."m_kategori"("m_kategori_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu_harga" ADD CONSTRAINT "m_menu_harga_m_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu_harga" ADD CONSTRAINT "m_menu_harga_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu_jenis" ADD CONSTRAINT "m_menu_jenis_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_plotting" ADD CONSTRAINT "m_plotting_m_layar_produksi_id_m_layar_produksi_id_fk" FOREIGN KEY ("m_layar_produksi_id") REFERENCES "public"."m_layar_produksi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_layar_produksi" ADD CONSTRAINT "m_layar_produksi_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_plot_produksi_kategori" ADD CONSTRAINT "m_plot_produksi_kategori_m_plot_produksi_id_m_plot_produksi_m_plot_produksi_id_fk" FOREIGN KEY ("m_plot_produksi_id") REFERENCES "public"."m_plot_produksi"("m_plot_produksi_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_plot_produksi_kategori" ADD CONSTRAINT "m_plot_produksi_kategori_m_kategori_id_m_kategori_m_kategori_id_fk" FOREIGN KEY ("m_kategori_id") REFERENCES "public"."m_kategori"("m_kategori_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_plot_produksi" ADD CONSTRAINT "m_plot_produksi_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_stock" ADD CONSTRAINT "m_stock_m_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_table_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("m_dish_status_table_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_transaction_menu_id_tmp_transaction_detail_tmp_transaction_detail_id_fk" FOREIGN KEY ("m_dish_status_transaction_menu_id") REFERENCES "public"."tmp_transaction_detail"("tmp_transaction_detail_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_dish_status_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_menu_jenis_id_m_menu_jenis_m_menu_jenis_id_fk" FOREIGN KEY ("m_dish_status_menu_jenis_id") REFERENCES "public"."m_menu_jenis"("m_menu_jenis_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_kategori_id_m_kategori_m_kategori_id_fk" FOREIGN KEY ("m_dish_status_kategori_id") REFERENCES "public"."m_kategori"("m_kategori_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_plot_produksi_id_m_plot_produksi_m_plot_produksi_id_fk" FOREIGN KEY ("m_dish_status_plot_produksi_id") REFERENCES "public"."m_plot_produksi"("m_plot_produksi_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_tmp_online_m_meja_id_m_meja_m_meja_id_fk" FOREIGN KEY ("tmp_online_m_meja_id") REFERENCES "public"."m_meja"("m_meja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_tmp_online_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("tmp_online_m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_detail" ADD CONSTRAINT "tmp_transaction_detail_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_detail" ADD CONSTRAINT "tmp_transaction_detail_m_produk_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_produk_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_meja" ADD CONSTRAINT "tmp_transaction_meja_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction_meja" ADD CONSTRAINT "tmp_transaction_meja_m_meja_id_m_meja_m_meja_id_fk" FOREIGN KEY ("m_meja_id") REFERENCES "public"."m_meja"("m_meja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_tmp_transaction_m_meja_id_m_meja_m_meja_id_fk" FOREIGN KEY ("tmp_transaction_m_meja_id") REFERENCES "public"."m_meja"("m_meja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_tmp_transaction_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("tmp_transaction_m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_tmp_transaction_by_users_id_fk" FOREIGN KEY ("tmp_transaction_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_transaction" ADD CONSTRAINT "tmp_transaction_m_transaction_table_by_users_id_fk" FOREIGN KEY ("m_transaction_table_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kasir_akses" ADD CONSTRAINT "m_kasir_akses_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_meja" ADD CONSTRAINT "m_meja_m_meja_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_meja_m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_meja" ADD CONSTRAINT "m_meja_m_meja_jenis_id_m_meja_jenis_m_meja_jenis_id_fk" FOREIGN KEY ("m_meja_jenis_id") REFERENCES "public"."m_meja_jenis"("m_meja_jenis_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_setting" ADD CONSTRAINT "printer_setting_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_detail" ADD CONSTRAINT "rekap_transaksi_detail_r_t_detail_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_detail_r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_detail" ADD CONSTRAINT "rekap_transaksi_detail_m_produk_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_produk_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi_detail" ADD CONSTRAINT "rekap_transaksi_detail_m_produk_m_jenis_produk_id_m_menu_jenis_m_menu_jenis_id_fk" FOREIGN KEY ("m_produk_m_jenis_produk_id") REFERENCES "public"."m_menu_jenis"("m_menu_jenis_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("r_t_m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_tmp_transaction_id_tmp_transaction_tmp_transaction_id_fk" FOREIGN KEY ("r_t_tmp_transaction_id") REFERENCES "public"."tmp_transaction"("tmp_transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("r_t_rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("r_t_m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_m_payment_method_id_m_payment_method_m_payment_method_id_fk" FOREIGN KEY ("r_t_m_payment_method_id") REFERENCES "public"."m_payment_method"("m_payment_method_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_kasir_id_users_id_fk" FOREIGN KEY ("r_t_kasir_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_transaksi" ADD CONSTRAINT "rekap_transaksi_r_t_pelayan_id_users_id_fk" FOREIGN KEY ("r_t_pelayan_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund_detail" ADD CONSTRAINT "rekap_refund_detail_r_r_id_rekap_refund_r_r_id_fk" FOREIGN KEY ("r_r_id") REFERENCES "public"."rekap_refund"("r_r_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund_detail" ADD CONSTRAINT "rekap_refund_detail_r_t_detail_id_rekap_transaksi_detail_r_t_detail_id_fk" FOREIGN KEY ("r_t_detail_id") REFERENCES "public"."rekap_transaksi_detail"("r_t_detail_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund" ADD CONSTRAINT "rekap_refund_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund" ADD CONSTRAINT "rekap_refund_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund" ADD CONSTRAINT "rekap_refund_rekap_modal_id_rekap_modal_rekap_modal_id_fk" FOREIGN KEY ("rekap_modal_id") REFERENCES "public"."rekap_modal"("rekap_modal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_refund" ADD CONSTRAINT "rekap_refund_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_voucher" ADD CONSTRAINT "m_voucher_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_voucher" ADD CONSTRAINT "m_voucher_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_modal_detail_uq" ON "rekap_modal_detail" USING btree ("rekap_modal_id","m_modal_tipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_modal_open_uq" ON "rekap_modal" USING btree ("rekap_modal_m_w_id","rekap_modal_kasir_id") WHERE "rekap_modal"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_modal_sesi_uq" ON "rekap_modal" USING btree ("rekap_modal_m_w_id","rekap_modal_kasir_id","rekap_modal_tanggal","rekap_modal_sesi");--> statement-breakpoint
CREATE UNIQUE INDEX "m_modal_tipe_uq" ON "m_modal_tipe" USING btree ("m_w_id","m_modal_tipe_urut");--> statement-breakpoint
CREATE INDEX "rekap_uang_tips_session_idx" ON "rekap_uang_tips" USING btree ("rekap_modal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_kategori_uq" ON "m_kategori" USING btree ("m_w_id","m_kategori_nama");--> statement-breakpoint
CREATE UNIQUE INDEX "m_menu_uq" ON "m_menu" USING btree ("m_w_id","m_menu_nama");--> statement-breakpoint
CREATE INDEX "m_menu_category_idx" ON "m_menu" USING btree ("m_menu_m_kategori_id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_menu_jenis_uq" ON "m_menu_jenis" USING btree ("m_w_id","m_menu_jenis_nama");--> statement-breakpoint
CREATE UNIQUE INDEX "m_plotting_uq" ON "m_plotting" USING btree ("m_layar_produksi_id","side");--> statement-breakpoint
CREATE UNIQUE INDEX "m_plot_produksi_uq" ON "m_plot_produksi" USING btree ("m_w_id","m_plot_produksi_nama");--> statement-breakpoint
CREATE UNIQUE INDEX "m_stock_uq" ON "m_stock" USING btree ("m_menu_id","m_stock_tanggal");--> statement-breakpoint
CREATE INDEX "m_dish_status_order_idx" ON "m_dish_status" USING btree ("m_dish_status_table_id");--> statement-breakpoint
CREATE INDEX "m_dish_status_outlet_open_idx" ON "m_dish_status" USING btree ("m_w_id","is_served");--> statement-breakpoint
CREATE UNIQUE INDEX "tmp_online_code_uq" ON "tmp_online" USING btree ("m_w_id","tmp_online_code");--> statement-breakpoint
CREATE INDEX "tmp_transaction_detail_order_idx" ON "tmp_transaction_detail" USING btree ("tmp_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tmp_transaction_meja_table_uq" ON "tmp_transaction_meja" USING btree ("m_meja_id");--> statement-breakpoint
CREATE INDEX "tmp_transaction_meja_order_idx" ON "tmp_transaction_meja" USING btree ("tmp_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tmp_transaction_open_nota_uq" ON "tmp_transaction" USING btree ("m_w_id","tmp_transaction_note_number") WHERE "tmp_transaction"."tmp_transaction_status" = 0;--> statement-breakpoint
CREATE INDEX "tmp_transaction_outlet_status_idx" ON "tmp_transaction" USING btree ("m_w_id","tmp_transaction_status");--> statement-breakpoint
CREATE UNIQUE INDEX "m_kasir_akses_uq" ON "m_kasir_akses" USING btree ("m_w_id","m_kasir_akses_fitur");--> statement-breakpoint
CREATE UNIQUE INDEX "m_meja_name_uq" ON "m_meja" USING btree ("m_meja_m_w_id","m_meja_nama");--> statement-breakpoint
CREATE INDEX "m_meja_outlet_idx" ON "m_meja" USING btree ("m_meja_m_w_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printer_setting_loc_uq" ON "printer_setting" USING btree ("m_w_id","location");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rekap_transaksi_detail_rt_idx" ON "rekap_transaksi_detail" USING btree ("r_t_detail_r_t_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rekap_transaksi_order_uq" ON "rekap_transaksi" USING btree ("r_t_tmp_transaction_id");--> statement-breakpoint
CREATE INDEX "rekap_transaksi_outlet_date_idx" ON "rekap_transaksi" USING btree ("r_t_m_w_id","r_t_tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "m_voucher_code_uq" ON "m_voucher" USING btree ("m_w_id","m_voucher_code");