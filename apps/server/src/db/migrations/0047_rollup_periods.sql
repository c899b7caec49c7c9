CREATE TABLE "rollup_month_hour" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"hour" smallint NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_month_hour_m_w_id_business_date_hour_pk" PRIMARY KEY("m_w_id","business_date","hour")
);
--> statement-breakpoint
CREATE TABLE "rollup_month_item" (
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
	CONSTRAINT "rollup_month_item_m_w_id_business_date_m_menu_id_menu_name_pk" PRIMARY KEY("m_w_id","business_date","m_menu_id","menu_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_month_method" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_payment_method_id" integer NOT NULL,
	"method_name" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_month_method_m_w_id_business_date_m_payment_method_id_pk" PRIMARY KEY("m_w_id","business_date","m_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_month_option" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_option_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"option_name" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_month_option_m_w_id_business_date_m_option_id_group_name_option_name_pk" PRIMARY KEY("m_w_id","business_date","m_option_id","group_name","option_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_month_type" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"service" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_month_type_m_w_id_business_date_m_t_t_id_pk" PRIMARY KEY("m_w_id","business_date","m_t_t_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_week_hour" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"hour" smallint NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_week_hour_m_w_id_business_date_hour_pk" PRIMARY KEY("m_w_id","business_date","hour")
);
--> statement-breakpoint
CREATE TABLE "rollup_week_item" (
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
	CONSTRAINT "rollup_week_item_m_w_id_business_date_m_menu_id_menu_name_pk" PRIMARY KEY("m_w_id","business_date","m_menu_id","menu_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_week_method" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_payment_method_id" integer NOT NULL,
	"method_name" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_week_method_m_w_id_business_date_m_payment_method_id_pk" PRIMARY KEY("m_w_id","business_date","m_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_week_option" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_option_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"option_name" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_week_option_m_w_id_business_date_m_option_id_group_name_option_name_pk" PRIMARY KEY("m_w_id","business_date","m_option_id","group_name","option_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_week_type" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"service" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_week_type_m_w_id_business_date_m_t_t_id_pk" PRIMARY KEY("m_w_id","business_date","m_t_t_id")
);
--> statement-breakpoint
CREATE INDEX "rekap_mutasi_modal_session_idx" ON "rekap_mutasi_modal" USING btree ("rekap_modal_id");--> statement-breakpoint
CREATE INDEX "rekap_buka_laci_session_idx" ON "rekap_buka_laci" USING btree ("rekap_modal_id");--> statement-breakpoint
CREATE INDEX "qris_charge_bill_idx" ON "qris_charge" USING btree ("q_c_r_t_id");--> statement-breakpoint
CREATE INDEX "qris_charge_unbilled_idx" ON "qris_charge" USING btree ("m_w_id") WHERE "qris_charge"."q_c_r_t_id" is null and ("qris_charge"."q_c_status" = 'paid' or "qris_charge"."q_c_to_return" > 0);--> statement-breakpoint
CREATE INDEX "qris_charge_pending_idx" ON "qris_charge" USING btree ("m_w_id","created_at") WHERE "qris_charge"."q_c_status" = 'pending';--> statement-breakpoint
-- Head office: the week and month rows from the daily ones (an outlet, with no pushes received, keeps none).
INSERT INTO "rollup_week_item" (m_w_id, business_date, m_menu_id, menu_name, m_kategori_id, category_name, qty, gross, discount, net, refund_qty, refund_total, refund_made_qty, refund_made_total)
  SELECT m_w_id, date_trunc('week', business_date)::date, m_menu_id, menu_name, coalesce((array_agg(m_kategori_id order by business_date desc) filter (where m_kategori_id <> 0))[1], 0), coalesce((array_agg(category_name order by business_date desc) filter (where category_name <> ''))[1], ''), sum(qty), sum(gross), sum(discount), sum(net), sum(refund_qty), sum(refund_total), sum(refund_made_qty), sum(refund_made_total)
  FROM "rollup_day_item" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_menu_id, menu_name;--> statement-breakpoint
INSERT INTO "rollup_week_option" (m_w_id, business_date, m_option_id, group_name, option_name, qty, total)
  SELECT m_w_id, date_trunc('week', business_date)::date, m_option_id, group_name, option_name, sum(qty), sum(total)
  FROM "rollup_day_option" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_option_id, group_name, option_name;--> statement-breakpoint
INSERT INTO "rollup_week_method" (m_w_id, business_date, m_payment_method_id, method_name, count, total)
  SELECT m_w_id, date_trunc('week', business_date)::date, m_payment_method_id, coalesce((array_agg(method_name order by business_date desc) filter (where method_name <> ''))[1], ''), sum(count), sum(total)
  FROM "rollup_day_method" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_payment_method_id;--> statement-breakpoint
INSERT INTO "rollup_week_type" (m_w_id, business_date, m_t_t_id, type_name, bills, gross, tax, service, total)
  SELECT m_w_id, date_trunc('week', business_date)::date, m_t_t_id, coalesce((array_agg(type_name order by business_date desc) filter (where type_name <> ''))[1], ''), sum(bills), sum(gross), sum(tax), sum(service), sum(total)
  FROM "rollup_day_type" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_t_t_id;--> statement-breakpoint
INSERT INTO "rollup_week_hour" (m_w_id, business_date, hour, bills, total)
  SELECT m_w_id, date_trunc('week', business_date)::date, hour, sum(bills), sum(total)
  FROM "rollup_day_hour" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, hour;--> statement-breakpoint
INSERT INTO "rollup_month_item" (m_w_id, business_date, m_menu_id, menu_name, m_kategori_id, category_name, qty, gross, discount, net, refund_qty, refund_total, refund_made_qty, refund_made_total)
  SELECT m_w_id, date_trunc('month', business_date)::date, m_menu_id, menu_name, coalesce((array_agg(m_kategori_id order by business_date desc) filter (where m_kategori_id <> 0))[1], 0), coalesce((array_agg(category_name order by business_date desc) filter (where category_name <> ''))[1], ''), sum(qty), sum(gross), sum(discount), sum(net), sum(refund_qty), sum(refund_total), sum(refund_made_qty), sum(refund_made_total)
  FROM "rollup_day_item" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_menu_id, menu_name;--> statement-breakpoint
INSERT INTO "rollup_month_option" (m_w_id, business_date, m_option_id, group_name, option_name, qty, total)
  SELECT m_w_id, date_trunc('month', business_date)::date, m_option_id, group_name, option_name, sum(qty), sum(total)
  FROM "rollup_day_option" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_option_id, group_name, option_name;--> statement-breakpoint
INSERT INTO "rollup_month_method" (m_w_id, business_date, m_payment_method_id, method_name, count, total)
  SELECT m_w_id, date_trunc('month', business_date)::date, m_payment_method_id, coalesce((array_agg(method_name order by business_date desc) filter (where method_name <> ''))[1], ''), sum(count), sum(total)
  FROM "rollup_day_method" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_payment_method_id;--> statement-breakpoint
INSERT INTO "rollup_month_type" (m_w_id, business_date, m_t_t_id, type_name, bills, gross, tax, service, total)
  SELECT m_w_id, date_trunc('month', business_date)::date, m_t_t_id, coalesce((array_agg(type_name order by business_date desc) filter (where type_name <> ''))[1], ''), sum(bills), sum(gross), sum(tax), sum(service), sum(total)
  FROM "rollup_day_type" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, m_t_t_id;--> statement-breakpoint
INSERT INTO "rollup_month_hour" (m_w_id, business_date, hour, bills, total)
  SELECT m_w_id, date_trunc('month', business_date)::date, hour, sum(bills), sum(total)
  FROM "rollup_day_hour" WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact")
  GROUP BY m_w_id, 2, hour;
