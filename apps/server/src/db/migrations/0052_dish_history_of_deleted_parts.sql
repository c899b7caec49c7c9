ALTER TABLE "m_dish_status" DROP CONSTRAINT "m_dish_status_m_dish_status_kategori_id_m_kategori_m_kategori_id_fk";
--> statement-breakpoint
ALTER TABLE "m_dish_status" DROP CONSTRAINT "m_dish_status_m_dish_status_plot_produksi_id_m_plot_produksi_m_plot_produksi_id_fk";
--> statement-breakpoint
ALTER TABLE "m_dish_status" ADD CONSTRAINT "m_dish_status_m_dish_status_plot_produksi_id_m_plot_produksi_m_plot_produksi_id_fk" FOREIGN KEY ("m_dish_status_plot_produksi_id") REFERENCES "public"."m_plot_produksi"("m_plot_produksi_id") ON DELETE set null ON UPDATE no action;