CREATE TABLE "hq_rollup_dirty" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hq_rollup_dirty_m_w_id_business_date_pk" PRIMARY KEY("m_w_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "rollup_chain_category" (
	"business_date" date NOT NULL,
	"currency" text NOT NULL,
	"category_name" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_chain_category_currency_business_date_category_name_pk" PRIMARY KEY("currency","business_date","category_name")
);
--> statement-breakpoint
CREATE TABLE "rollup_chain_item" (
	"business_date" date NOT NULL,
	"currency" text NOT NULL,
	"item_key" text NOT NULL,
	"menu_name" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_chain_item_currency_business_date_item_key_pk" PRIMARY KEY("currency","business_date","item_key")
);
--> statement-breakpoint
DROP INDEX "rollup_month_item_report_idx";--> statement-breakpoint
DROP INDEX "rollup_week_item_report_idx";--> statement-breakpoint
DROP INDEX "rollup_day_item_report_idx";--> statement-breakpoint
CREATE INDEX "rollup_month_item_report_idx" ON "rollup_month_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_week_item_report_idx" ON "rollup_week_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_day_item_report_idx" ON "rollup_day_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
-- At a head office (outlets have pushed to it): every outlet's day is marked, so the compactor builds its chain rows.
INSERT INTO "hq_rollup_dirty" ("m_w_id", "business_date")
  SELECT d."m_w_id", d."business_date" FROM "rollup_day" d
  WHERE EXISTS (SELECT 1 FROM "hq_outlet_contact" c WHERE c."m_w_id" = d."m_w_id");
