ALTER TABLE "rekap_modal" ADD COLUMN "rekap_modal_nominal_seharusnya" integer;--> statement-breakpoint
ALTER TABLE "rekap_modal" ADD COLUMN "rekap_modal_selisih" integer;--> statement-breakpoint
ALTER TABLE "rekap_modal" ADD COLUMN "rekap_modal_jenis_tutup" text;--> statement-breakpoint
ALTER TABLE "rekap_modal" ADD CONSTRAINT "rekap_modal_jenis_tutup_ck" CHECK ("rekap_modal"."rekap_modal_jenis_tutup" is null or "rekap_modal"."rekap_modal_jenis_tutup" in ('tutup_saldo', 'ganti_shift'));