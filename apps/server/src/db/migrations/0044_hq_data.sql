CREATE TABLE "hq_audit" (
	"m_w_id" integer NOT NULL,
	"audit_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"audit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audit_entity" text DEFAULT '' NOT NULL,
	"audit_entity_id" integer DEFAULT 0 NOT NULL,
	"audit_action" text DEFAULT '' NOT NULL,
	"audit_before" jsonb,
	"audit_after" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_audit_m_w_id_audit_id_pk" PRIMARY KEY("m_w_id","audit_id")
);
--> statement-breakpoint
CREATE TABLE "hq_bill_line" (
	"m_w_id" integer NOT NULL,
	"r_t_detail_id" integer NOT NULL,
	"r_t_detail_r_t_id" integer NOT NULL,
	"m_produk_id" integer DEFAULT 0 NOT NULL,
	"m_produk_nama" text DEFAULT '' NOT NULL,
	"m_produk_m_jenis_produk_id" integer DEFAULT 0 NOT NULL,
	"r_t_detail_qty" integer DEFAULT 0 NOT NULL,
	"r_t_detail_qty_qr" integer DEFAULT 0 NOT NULL,
	"r_t_detail_price" integer DEFAULT 0 NOT NULL,
	"r_t_detail_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"r_t_detail_nominal" integer DEFAULT 0 NOT NULL,
	"r_t_detail_nominal_pajak" integer DEFAULT 0 NOT NULL,
	"r_t_detail_nominal_sc" integer DEFAULT 0 NOT NULL,
	"r_t_detail_status" integer DEFAULT 0 NOT NULL,
	"r_t_detail_reasone_approve" text DEFAULT '' NOT NULL,
	"r_t_detail_tax_status" boolean DEFAULT true NOT NULL,
	"r_t_detail_sc_status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hq_bill_line_m_w_id_r_t_detail_id_pk" PRIMARY KEY("m_w_id","r_t_detail_id")
);
--> statement-breakpoint
CREATE TABLE "hq_bill" (
	"m_w_id" integer NOT NULL,
	"r_t_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"r_t_tmp_transaction_id" integer DEFAULT 0 NOT NULL,
	"r_t_rekap_modal_id" integer,
	"r_t_nota_code" text DEFAULT '' NOT NULL,
	"r_t_bigboss" text DEFAULT '' NOT NULL,
	"r_t_table_names" text DEFAULT '' NOT NULL,
	"r_t_tanggal" date NOT NULL,
	"r_t_jam" text DEFAULT '' NOT NULL,
	"r_t_m_t_t_id" integer DEFAULT 0 NOT NULL,
	"r_t_m_payment_method_id" integer DEFAULT 0 NOT NULL,
	"r_t_nominal" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_pajak" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_sc" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_diskon" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_voucher" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_tarik_tunai" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_pembulatan" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_total_bayar" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_uang" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_kembalian" integer DEFAULT 0 NOT NULL,
	"r_t_nominal_free_kembalian" integer DEFAULT 0 NOT NULL,
	"r_t_selisih" integer DEFAULT 0 NOT NULL,
	"r_t_tax_bp" integer DEFAULT 0 NOT NULL,
	"r_t_sc_bp" integer DEFAULT 0 NOT NULL,
	"r_t_pembulatan" text DEFAULT '' NOT NULL,
	"r_t_nomor_wa" text DEFAULT '' NOT NULL,
	"r_t_member_id" text DEFAULT '' NOT NULL,
	"r_t_account_name" text DEFAULT '' NOT NULL,
	"r_t_kasir_id" integer DEFAULT 0 NOT NULL,
	"r_t_pelayan_id" integer,
	"r_t_lost_bill" boolean DEFAULT false NOT NULL,
	"r_l_b_jenis" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "hq_bill_m_w_id_r_t_id_pk" PRIMARY KEY("m_w_id","r_t_id")
);
--> statement-breakpoint
CREATE TABLE "hq_cash_mutation" (
	"m_w_id" integer NOT NULL,
	"r_m_m_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"rekap_modal_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"r_m_m_nama_pengguna" text DEFAULT '' NOT NULL,
	"r_m_m_debit" integer DEFAULT 0 NOT NULL,
	"r_m_m_kredit" integer DEFAULT 0 NOT NULL,
	"r_m_m_group" text DEFAULT 'Reguler' NOT NULL,
	"r_m_m_keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_cash_mutation_m_w_id_r_m_m_id_pk" PRIMARY KEY("m_w_id","r_m_m_id")
);
--> statement-breakpoint
CREATE TABLE "hq_cash_session" (
	"m_w_id" integer NOT NULL,
	"rekap_modal_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"rekap_modal_kasir_id" integer DEFAULT 0 NOT NULL,
	"rekap_modal_sesi" integer DEFAULT 0 NOT NULL,
	"rekap_modal_tanggal" date NOT NULL,
	"rekap_modal_nominal" integer DEFAULT 0 NOT NULL,
	"rekap_modal_nominal_tutup" integer,
	"rekap_modal_nominal_seharusnya" integer,
	"rekap_modal_selisih" integer,
	"rekap_modal_jenis_tutup" text,
	"counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_cash_session_m_w_id_rekap_modal_id_pk" PRIMARY KEY("m_w_id","rekap_modal_id")
);
--> statement-breakpoint
CREATE TABLE "hq_drawer_open" (
	"m_w_id" integer NOT NULL,
	"id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"rekap_modal_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_drawer_open_m_w_id_id_pk" PRIMARY KEY("m_w_id","id")
);
--> statement-breakpoint
CREATE TABLE "hq_outlet_contact" (
	"m_w_id" integer PRIMARY KEY NOT NULL,
	"last_push_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_batch_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hq_refund_line" (
	"m_w_id" integer NOT NULL,
	"id" integer NOT NULL,
	"r_r_id" integer NOT NULL,
	"r_t_detail_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"nominal" integer DEFAULT 0 NOT NULL,
	"nominal_pajak" integer DEFAULT 0 NOT NULL,
	"nominal_sc" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hq_refund_line_m_w_id_id_pk" PRIMARY KEY("m_w_id","id")
);
--> statement-breakpoint
CREATE TABLE "hq_refund" (
	"m_w_id" integer NOT NULL,
	"r_r_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"r_t_id" integer NOT NULL,
	"rekap_modal_id" integer,
	"r_r_nominal" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_pajak" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_sc" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_pembulatan" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_total" integer DEFAULT 0 NOT NULL,
	"r_r_nominal_free_kembalian" integer DEFAULT 0 NOT NULL,
	"r_r_nomor_wa" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_refund_m_w_id_r_r_id_pk" PRIMARY KEY("m_w_id","r_r_id")
);
--> statement-breakpoint
CREATE TABLE "hq_tender" (
	"m_w_id" integer NOT NULL,
	"r_t_p_id" integer NOT NULL,
	"r_t_id" integer NOT NULL,
	"m_payment_method_id" integer DEFAULT 0 NOT NULL,
	"r_t_p_nominal" integer DEFAULT 0 NOT NULL,
	"r_t_p_nominal_uang" integer DEFAULT 0 NOT NULL,
	"r_t_p_approval_code" text DEFAULT '' NOT NULL,
	"r_t_p_share" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hq_tender_m_w_id_r_t_p_id_pk" PRIMARY KEY("m_w_id","r_t_p_id")
);
--> statement-breakpoint
CREATE TABLE "hq_tip" (
	"m_w_id" integer NOT NULL,
	"r_u_t_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"rekap_modal_id" integer DEFAULT 0 NOT NULL,
	"id_kasir" integer DEFAULT 0 NOT NULL,
	"m_karyawan_id" integer,
	"r_u_t_nominal" integer DEFAULT 0 NOT NULL,
	"r_u_t_keterangan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_tip_m_w_id_r_u_t_id_pk" PRIMARY KEY("m_w_id","r_u_t_id")
);
--> statement-breakpoint
CREATE TABLE "hq_void" (
	"m_w_id" integer NOT NULL,
	"void_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"hq_seq" bigint NOT NULL,
	"r_t_id" integer,
	"tmp_transaction_id" integer DEFAULT 0 NOT NULL,
	"nota_code" text DEFAULT '' NOT NULL,
	"business_date" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_void_m_w_id_void_kind_source_id_pk" PRIMARY KEY("m_w_id","void_kind","source_id"),
	CONSTRAINT "hq_void_kind_ck" CHECK ("hq_void"."void_kind" in ('payment', 'order'))
);
--> statement-breakpoint
ALTER TABLE "hq_outlet_contact" ADD CONSTRAINT "hq_outlet_contact_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hq_bill_line_bill_idx" ON "hq_bill_line" USING btree ("m_w_id","r_t_detail_r_t_id");--> statement-breakpoint
CREATE INDEX "hq_bill_outlet_date_idx" ON "hq_bill" USING btree ("m_w_id","r_t_tanggal");--> statement-breakpoint
CREATE INDEX "hq_cash_session_outlet_date_idx" ON "hq_cash_session" USING btree ("m_w_id","rekap_modal_tanggal");--> statement-breakpoint
CREATE INDEX "hq_refund_line_refund_idx" ON "hq_refund_line" USING btree ("m_w_id","r_r_id");--> statement-breakpoint
CREATE INDEX "hq_refund_bill_idx" ON "hq_refund" USING btree ("m_w_id","r_t_id");--> statement-breakpoint
CREATE INDEX "hq_tender_bill_idx" ON "hq_tender" USING btree ("m_w_id","r_t_id");--> statement-breakpoint
CREATE INDEX "hq_void_outlet_date_idx" ON "hq_void" USING btree ("m_w_id","business_date");--> statement-breakpoint
-- Hand-written (docs/chain-sync.md "Push"): outlets push open cash sessions too (head office shows open
-- shifts), cash mutations (Kas Kasir), drawer openings, voided payments, deleted orders and audit entries.
DROP TRIGGER IF EXISTS sync_outbox ON rekap_modal;--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_modal FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('cash_session', 'rekap_modal_id', 'rekap_modal_m_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_mutasi_modal FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('cash_mutation', 'r_m_m_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_buka_laci FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('drawer_open', 'id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_transaksi_void FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('void', 'r_t_v_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON tmp_transaction_delete_log FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('order_delete', 'id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('audit', 'audit_id', 'm_w_id');--> statement-breakpoint
-- A box already pushing sends what it kept of these so far (and its open sessions), once.
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT rekap_modal_m_w_id, 'cash_session', rekap_modal_id FROM rekap_modal, sync_state s WHERE s.id = 1 AND s.sync_outbox_on AND closed_at IS NULL ORDER BY rekap_modal_id ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT m.m_w_id, 'cash_mutation', m.r_m_m_id FROM rekap_mutasi_modal m, sync_state s WHERE s.id = 1 AND s.sync_outbox_on ORDER BY m.r_m_m_id ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT b.m_w_id, 'drawer_open', b.id FROM rekap_buka_laci b, sync_state s WHERE s.id = 1 AND s.sync_outbox_on ORDER BY b.id ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT v.m_w_id, 'void', v.r_t_v_id FROM rekap_transaksi_void v, sync_state s WHERE s.id = 1 AND s.sync_outbox_on ORDER BY v.r_t_v_id ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT l.m_w_id, 'order_delete', l.id FROM tmp_transaction_delete_log l, sync_state s WHERE s.id = 1 AND s.sync_outbox_on ORDER BY l.id ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT a.m_w_id, 'audit', a.audit_id FROM audit_log a, sync_state s WHERE s.id = 1 AND s.sync_outbox_on ORDER BY a.audit_id ON CONFLICT DO NOTHING;
