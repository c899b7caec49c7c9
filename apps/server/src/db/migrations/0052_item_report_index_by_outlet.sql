DROP INDEX "rollup_month_item_report_idx";--> statement-breakpoint
DROP INDEX "rollup_week_item_report_idx";--> statement-breakpoint
DROP INDEX "rollup_day_item_report_idx";--> statement-breakpoint
CREATE INDEX "rollup_month_item_report_idx" ON "rollup_month_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_week_item_report_idx" ON "rollup_week_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");--> statement-breakpoint
CREATE INDEX "rollup_day_item_report_idx" ON "rollup_day_item" USING btree ("m_w_id","business_date","m_menu_id","menu_name","m_kategori_id","category_name","qty","net");