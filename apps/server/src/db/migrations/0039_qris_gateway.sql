ALTER TABLE "qris_charge" ADD COLUMN "q_c_user_id" integer;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_issuer" text;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_acquirer" text;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_to_return" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_refund_status" text;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD COLUMN "q_c_refund_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "qris_charge" ADD CONSTRAINT "qris_charge_to_return_ck" CHECK ("qris_charge"."q_c_to_return" >= 0);--> statement-breakpoint
ALTER TABLE "qris_charge" ADD CONSTRAINT "qris_charge_refund_ck" CHECK ("qris_charge"."q_c_refund_status" is null or "qris_charge"."q_c_refund_status" in ('refunded', 'refused', 'manual'));