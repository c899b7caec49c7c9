CREATE TABLE "audit_log" (
	"audit_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"audit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audit_entity" text NOT NULL,
	"audit_entity_id" integer NOT NULL,
	"audit_action" text NOT NULL,
	"audit_before" jsonb,
	"audit_after" jsonb,
	CONSTRAINT "audit_log_entity_ck" CHECK (length("audit_log"."audit_entity") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_ck";--> statement-breakpoint
ALTER TABLE "m_w" ADD COLUMN "m_w_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_outlet_idx" ON "audit_log" USING btree ("m_w_id","audit_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('kasir','wbd','opp','dapur','pelayan','kacab','owner'));