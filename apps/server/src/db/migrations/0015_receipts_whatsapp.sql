CREATE TABLE "rekap_struk_link" (
	"r_s_l_token_hash" text PRIMARY KEY NOT NULL,
	"r_t_id" integer NOT NULL,
	"m_w_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_outbox" (
	"wa_outbox_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"r_t_id" integer,
	"wa_kind" text NOT NULL,
	"wa_nomor" text NOT NULL,
	"wa_message" text NOT NULL,
	"wa_state" text DEFAULT 'queued' NOT NULL,
	"wa_attempts" integer DEFAULT 0 NOT NULL,
	"wa_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wa_last_error" text DEFAULT '' NOT NULL,
	"wa_created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wa_sent_at" timestamp with time zone,
	CONSTRAINT "wa_outbox_state_ck" CHECK ("wa_outbox"."wa_state" in ('queued', 'sent', 'failed', 'not_configured')),
	CONSTRAINT "wa_outbox_kind_ck" CHECK ("wa_outbox"."wa_kind" in ('receipt', 'test'))
);
--> statement-breakpoint
ALTER TABLE "rekap_struk_link" ADD CONSTRAINT "rekap_struk_link_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekap_struk_link" ADD CONSTRAINT "rekap_struk_link_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_r_t_id_rekap_transaksi_r_t_id_fk" FOREIGN KEY ("r_t_id") REFERENCES "public"."rekap_transaksi"("r_t_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_wa_created_by_users_id_fk" FOREIGN KEY ("wa_created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rekap_struk_link_rt_idx" ON "rekap_struk_link" USING btree ("r_t_id");--> statement-breakpoint
CREATE INDEX "wa_outbox_due_idx" ON "wa_outbox" USING btree ("wa_next_attempt_at") WHERE "wa_outbox"."wa_state" = 'queued';--> statement-breakpoint
CREATE INDEX "wa_outbox_outlet_idx" ON "wa_outbox" USING btree ("m_w_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_outbox_pending_uq" ON "wa_outbox" USING btree ("r_t_id","wa_nomor") WHERE "wa_outbox"."wa_state" = 'queued' and "wa_outbox"."wa_kind" = 'receipt';