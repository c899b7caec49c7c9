ALTER TABLE "hq_change_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "hq_change_log" ADD COLUMN "m_w_ids" integer[];--> statement-breakpoint
CREATE INDEX "hq_change_log_outlets_idx" ON "hq_change_log" USING gin ("m_w_ids");