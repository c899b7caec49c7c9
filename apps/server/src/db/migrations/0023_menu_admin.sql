ALTER TABLE "m_menu" ADD COLUMN "m_menu_qr" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "m_menu" ADD COLUMN "m_menu_archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "m_menu" ADD CONSTRAINT "m_menu_nama_ck" CHECK (length("m_menu"."m_menu_nama") between 1 and 60);--> statement-breakpoint
ALTER TABLE "m_menu" ADD CONSTRAINT "m_menu_archived_ck" CHECK ("m_menu"."m_menu_archived_at" is null or not "m_menu"."m_menu_active");