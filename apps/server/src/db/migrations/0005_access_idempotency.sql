CREATE TABLE "m_kasir_akses_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_kasir_akses_id" integer NOT NULL,
	"m_kasir_akses_fitur" text NOT NULL,
	"approval_id" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"from_temp_role" boolean NOT NULL,
	"to_temp_role" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "m_kasir_akses" ADD COLUMN "m_kasir_akses_temp_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "m_kasir_akses_log" ADD CONSTRAINT "m_kasir_akses_log_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kasir_akses_log" ADD CONSTRAINT "m_kasir_akses_log_m_kasir_akses_id_m_kasir_akses_m_kasir_akses_id_fk" FOREIGN KEY ("m_kasir_akses_id") REFERENCES "public"."m_kasir_akses"("m_kasir_akses_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kasir_akses_log" ADD CONSTRAINT "m_kasir_akses_log_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kasir_akses_log" ADD CONSTRAINT "m_kasir_akses_log_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_kasir_akses_log" ADD CONSTRAINT "m_kasir_akses_log_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "m_kasir_akses_log_outlet_idx" ON "m_kasir_akses_log" USING btree ("m_w_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_uq" ON "idempotency_key" USING btree ("m_w_id","user_id","key");