CREATE TABLE "hq_part_override" (
	"m_w_id" integer NOT NULL,
	"sync_table" text NOT NULL,
	"row_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_part_override_m_w_id_sync_table_row_id_field_pk" PRIMARY KEY("m_w_id","sync_table","row_id","field"),
	CONSTRAINT "hq_part_override_table_ck" CHECK ("hq_part_override"."sync_table" in ('m_option_group','m_option','m_kategori','m_plot_produksi'))
);
--> statement-breakpoint
ALTER TABLE "hq_part_override" ADD CONSTRAINT "hq_part_override_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollup_month_hour_report_idx" ON "rollup_month_hour" USING btree ("business_date","m_w_id","hour","bills","total");--> statement-breakpoint
CREATE INDEX "rollup_month_item_report_idx" ON "rollup_month_item" USING btree ("business_date","m_w_id","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_month_option_report_idx" ON "rollup_month_option" USING btree ("business_date","m_w_id","m_option_id","group_name","option_name","qty","total");--> statement-breakpoint
CREATE INDEX "rollup_week_hour_report_idx" ON "rollup_week_hour" USING btree ("business_date","m_w_id","hour","bills","total");--> statement-breakpoint
CREATE INDEX "rollup_week_item_report_idx" ON "rollup_week_item" USING btree ("business_date","m_w_id","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_week_option_report_idx" ON "rollup_week_option" USING btree ("business_date","m_w_id","m_option_id","group_name","option_name","qty","total");--> statement-breakpoint
CREATE INDEX "rollup_day_hour_report_idx" ON "rollup_day_hour" USING btree ("business_date","m_w_id","hour","bills","total");--> statement-breakpoint
CREATE INDEX "rollup_day_item_report_idx" ON "rollup_day_item" USING btree ("business_date","m_w_id","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_day_option_report_idx" ON "rollup_day_option" USING btree ("business_date","m_w_id","m_option_id","group_name","option_name","qty","total");--> statement-breakpoint
-- Index-only scans need the visibility map: vacuum the report-read rollups after 2 % of new or changed rows, not 20 %.
ALTER TABLE "rollup_day_item" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_day_option" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_day_hour" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_week_item" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_week_option" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_week_hour" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_month_item" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_month_option" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "rollup_month_hour" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
