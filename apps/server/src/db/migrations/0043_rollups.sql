CREATE TABLE "rollup_day" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"written_off_bills" integer DEFAULT 0 NOT NULL,
	"gratis" bigint DEFAULT 0 NOT NULL,
	"lost_bill" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"discount_bills" integer DEFAULT 0 NOT NULL,
	"voucher" bigint DEFAULT 0 NOT NULL,
	"voucher_bills" integer DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"service" bigint DEFAULT 0 NOT NULL,
	"rounding" bigint DEFAULT 0 NOT NULL,
	"free_change" bigint DEFAULT 0 NOT NULL,
	"cash_withdrawal" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_total" bigint DEFAULT 0 NOT NULL,
	"void_count" integer DEFAULT 0 NOT NULL,
	"void_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_m_w_id_business_date_pk" PRIMARY KEY("m_w_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_hour" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"hour" smallint NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_hour_m_w_id_business_date_hour_pk" PRIMARY KEY("m_w_id","business_date","hour")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_item" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_menu_id" integer NOT NULL,
	"menu_name" text NOT NULL,
	"m_kategori_id" integer DEFAULT 0 NOT NULL,
	"category_name" text DEFAULT '' NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"refund_qty" integer DEFAULT 0 NOT NULL,
	"refund_total" bigint DEFAULT 0 NOT NULL,
	"refund_made_qty" integer DEFAULT 0 NOT NULL,
	"refund_made_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_item_m_w_id_business_date_m_menu_id_menu_name_pk" PRIMARY KEY("m_w_id","business_date","m_menu_id","menu_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_method" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_payment_method_id" integer NOT NULL,
	"method_name" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_method_m_w_id_business_date_m_payment_method_id_pk" PRIMARY KEY("m_w_id","business_date","m_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_option" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_option_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"option_name" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_option_m_w_id_business_date_m_option_id_group_name_option_name_pk" PRIMARY KEY("m_w_id","business_date","m_option_id","group_name","option_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_reason" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_reason_m_w_id_business_date_status_reason_pk" PRIMARY KEY("m_w_id","business_date","status","reason")
);
--> statement-breakpoint
CREATE TABLE "rollup_day_type" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"service" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_type_m_w_id_business_date_m_t_t_id_pk" PRIMARY KEY("m_w_id","business_date","m_t_t_id")
);
--> statement-breakpoint
INSERT INTO "rollup_day" ("m_w_id", "business_date", "bills", "sales", "total", "written_off_bills", "gratis", "lost_bill", "gross",
  "discount", "discount_bills", "voucher", "voucher_bills", "tax", "service", "rounding", "free_change", "cash_withdrawal",
  "refund_count", "refund_total", "void_count", "void_total")
SELECT x.m_w_id, x.d, sum(x.bills), sum(x.sales), sum(x.total), sum(x.wo), sum(x.gratis), sum(x.lost), sum(x.gross), sum(x.discount),
  sum(x.discount_bills), sum(x.voucher), sum(x.voucher_bills), sum(x.tax), sum(x.service), sum(x.rounding), sum(x.free_change),
  sum(x.cash_withdrawal), sum(x.refund_count), sum(x.refund_total), sum(x.void_count), sum(x.void_total)
FROM (
  SELECT t.r_t_m_w_id AS m_w_id, t.r_t_tanggal AS d, (w.r_t_id IS NULL)::int AS bills,
    CASE WHEN w.r_t_id IS NULL THEN t.r_t_nominal_total_bayar + t.r_t_nominal_free_kembalian ELSE 0 END::bigint AS sales,
    CASE WHEN w.r_t_id IS NULL THEN t.r_t_nominal_total_bayar ELSE 0 END::bigint AS total, (w.r_t_id IS NOT NULL)::int AS wo,
    CASE WHEN w.r_l_b_jenis = 'gratis' THEN t.r_t_nominal_total_bayar ELSE 0 END::bigint AS gratis,
    CASE WHEN w.r_l_b_jenis = 'lostbill' THEN t.r_t_nominal_total_bayar ELSE 0 END::bigint AS lost,
    t.r_t_nominal::bigint AS gross, t.r_t_nominal_diskon::bigint AS discount, (t.r_t_nominal_diskon > 0)::int AS discount_bills,
    t.r_t_nominal_voucher::bigint AS voucher, (t.r_t_nominal_voucher > 0)::int AS voucher_bills, t.r_t_nominal_pajak::bigint AS tax,
    t.r_t_nominal_sc::bigint AS service, t.r_t_nominal_pembulatan::bigint AS rounding, t.r_t_nominal_free_kembalian::bigint AS free_change,
    t.r_t_nominal_tarik_tunai::bigint AS cash_withdrawal, 0 AS refund_count, 0::bigint AS refund_total, 0 AS void_count, 0::bigint AS void_total
  FROM "rekap_transaksi" t
  LEFT JOIN (SELECT DISTINCT ON (r_t_id) r_t_id, r_l_b_jenis FROM "rekap_lost_bill" ORDER BY r_t_id, r_l_b_id) w ON w.r_t_id = t.r_t_id
  UNION ALL
  SELECT f.m_w_id, (f.created_at AT TIME ZONE 'Asia/Jakarta')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, f.r_r_nominal_total, 0, 0
  FROM "rekap_refund" f
  UNION ALL
  SELECT v.m_w_id, (v.r_t_v_snapshot->'transaction'->>'businessDate')::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    (v.r_t_v_snapshot->'transaction'->>'total')::bigint
  FROM "rekap_transaksi_void" v
) x GROUP BY x.m_w_id, x.d;
--> statement-breakpoint
INSERT INTO "rollup_day_item" ("m_w_id", "business_date", "m_menu_id", "menu_name", "m_kategori_id", "category_name", "qty", "gross",
  "discount", "net", "refund_qty", "refund_total", "refund_made_qty", "refund_made_total")
SELECT x.m_w_id, x.d, x.menu_id, x.menu_name, max(x.kategori_id), max(x.kategori), sum(x.qty), sum(x.gross), sum(x.gross - x.net), sum(x.net),
  sum(x.refund_qty), sum(x.refund_total), sum(x.made_qty), sum(x.made_total)
FROM (
  SELECT t.r_t_m_w_id AS m_w_id, t.r_t_tanggal AS d, d.m_produk_id AS menu_id, d.m_produk_nama AS menu_name,
    coalesce(m.m_menu_m_kategori_id, 0) AS kategori_id, coalesce(k.m_kategori_nama, '') AS kategori, d.r_t_detail_qty AS qty,
    d.r_t_detail_qty::bigint * d.r_t_detail_price AS gross, d.r_t_detail_nominal::bigint AS net, 0 AS refund_qty, 0::bigint AS refund_total,
    0 AS made_qty, 0::bigint AS made_total
  FROM "rekap_transaksi_detail" d JOIN "rekap_transaksi" t ON t.r_t_id = d.r_t_detail_r_t_id
  LEFT JOIN "m_menu" m ON m.m_menu_id = d.m_produk_id LEFT JOIN "m_kategori" k ON k.m_kategori_id = m.m_menu_m_kategori_id
  WHERE d.r_t_detail_status = 0
  UNION ALL
  SELECT t.r_t_m_w_id, t.r_t_tanggal, d.m_produk_id, d.m_produk_nama, 0, '', 0, 0, 0, x.qty, x.nominal, 0, 0
  FROM "rekap_refund_detail" x JOIN "rekap_transaksi_detail" d ON d.r_t_detail_id = x.r_t_detail_id
  JOIN "rekap_transaksi" t ON t.r_t_id = d.r_t_detail_r_t_id WHERE d.r_t_detail_status = 0
  UNION ALL
  SELECT f.m_w_id, (f.created_at AT TIME ZONE 'Asia/Jakarta')::date, d.m_produk_id, d.m_produk_nama, 0, '', 0, 0, 0, 0, 0, x.qty, x.nominal
  FROM "rekap_refund_detail" x JOIN "rekap_refund" f ON f.r_r_id = x.r_r_id JOIN "rekap_transaksi_detail" d ON d.r_t_detail_id = x.r_t_detail_id
) x GROUP BY x.m_w_id, x.d, x.menu_id, x.menu_name;
--> statement-breakpoint
INSERT INTO "rollup_day_reason" ("m_w_id", "business_date", "status", "reason", "qty", "total")
SELECT t.r_t_m_w_id, t.r_t_tanggal, d.r_t_detail_status, d.r_t_detail_reasone_approve, sum(d.r_t_detail_qty),
  sum(d.r_t_detail_qty::bigint * d.r_t_detail_price)
FROM "rekap_transaksi_detail" d JOIN "rekap_transaksi" t ON t.r_t_id = d.r_t_detail_r_t_id
WHERE d.r_t_detail_status <> 0 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "rollup_day_option" ("m_w_id", "business_date", "m_option_id", "group_name", "option_name", "qty", "total")
SELECT t.r_t_m_w_id, t.r_t_tanggal, coalesce((o.value->>'option_id')::int, 0), coalesce(o.value->>'group_name', ''), coalesce(o.value->>'name', ''),
  sum(d.r_t_detail_qty - coalesce(f.qty, 0)), sum(coalesce((o.value->>'price')::bigint, 0) * (d.r_t_detail_qty - coalesce(f.qty, 0)))
FROM "rekap_transaksi_detail" d JOIN "rekap_transaksi" t ON t.r_t_id = d.r_t_detail_r_t_id
CROSS JOIN LATERAL jsonb_array_elements(d.r_t_detail_options) o
LEFT JOIN LATERAL (SELECT sum(x.qty) AS qty FROM "rekap_refund_detail" x WHERE x.r_t_detail_id = d.r_t_detail_id) f ON true
WHERE d.r_t_detail_status = 0 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "rollup_day_method" ("m_w_id", "business_date", "m_payment_method_id", "method_name", "count", "total")
SELECT t.r_t_m_w_id, t.r_t_tanggal, p.m_payment_method_id, coalesce(max(pm.m_payment_method_name), ''), count(DISTINCT p.r_t_id), sum(p.r_t_p_nominal)
FROM "rekap_transaksi_payment" p JOIN "rekap_transaksi" t ON t.r_t_id = p.r_t_id
LEFT JOIN "m_payment_method" pm ON pm.m_payment_method_id = p.m_payment_method_id GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "rollup_day_type" ("m_w_id", "business_date", "m_t_t_id", "type_name", "bills", "gross", "tax", "service", "total")
SELECT t.r_t_m_w_id, t.r_t_tanggal, t.r_t_m_t_t_id, coalesce(max(tt.m_t_t_name), ''), count(*), sum(t.r_t_nominal), sum(t.r_t_nominal_pajak),
  sum(t.r_t_nominal_sc), sum(t.r_t_nominal_total_bayar)
FROM "rekap_transaksi" t LEFT JOIN "m_transaction_type" tt ON tt.m_t_t_id = t.r_t_m_t_t_id
WHERE NOT EXISTS (SELECT 1 FROM "rekap_lost_bill" w WHERE w.r_t_id = t.r_t_id) GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "rollup_day_hour" ("m_w_id", "business_date", "hour", "bills", "total")
SELECT t.r_t_m_w_id, t.r_t_tanggal, left(t.r_t_jam, 2)::int, count(*), sum(t.r_t_nominal_total_bayar)
FROM "rekap_transaksi" t WHERE NOT EXISTS (SELECT 1 FROM "rekap_lost_bill" w WHERE w.r_t_id = t.r_t_id) GROUP BY 1, 2, 3;
