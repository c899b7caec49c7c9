CREATE TABLE "sync_change" (
	"sync_table" text NOT NULL,
	"sync_key" jsonb NOT NULL,
	"m_w_id" integer,
	"sync_version" bigint NOT NULL,
	"sync_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sync_change_sync_table_sync_key_pk" PRIMARY KEY("sync_table","sync_key")
);
--> statement-breakpoint
CREATE TABLE "sync_hq_batch" (
	"m_w_id" integer NOT NULL,
	"sync_batch_id" text NOT NULL,
	"sync_records" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_hq_batch_m_w_id_sync_batch_id_pk" PRIMARY KEY("m_w_id","sync_batch_id")
);
--> statement-breakpoint
CREATE TABLE "sync_hq_record" (
	"m_w_id" integer NOT NULL,
	"sync_kind" text NOT NULL,
	"sync_source_id" integer NOT NULL,
	"sync_seq" bigint NOT NULL,
	"sync_payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_hq_record_m_w_id_sync_kind_sync_source_id_pk" PRIMARY KEY("m_w_id","sync_kind","sync_source_id"),
	CONSTRAINT "sync_hq_record_kind_ck" CHECK ("sync_hq_record"."sync_kind" in ('bill','refund','cash_session','tip'))
);
--> statement-breakpoint
CREATE TABLE "sync_inbox" (
	"sync_table" text NOT NULL,
	"sync_key" jsonb NOT NULL,
	"sync_version" bigint NOT NULL,
	"sync_deleted" boolean NOT NULL,
	"sync_row" jsonb,
	CONSTRAINT "sync_inbox_sync_table_sync_key_pk" PRIMARY KEY("sync_table","sync_key")
);
--> statement-breakpoint
CREATE TABLE "sync_outbox" (
	"m_w_id" integer NOT NULL,
	"sync_kind" text NOT NULL,
	"sync_source_id" integer NOT NULL,
	"sync_seq" bigserial NOT NULL,
	CONSTRAINT "sync_outbox_m_w_id_sync_kind_sync_source_id_pk" PRIMARY KEY("m_w_id","sync_kind","sync_source_id"),
	CONSTRAINT "sync_outbox_sync_seq_unique" UNIQUE("sync_seq")
);
--> statement-breakpoint
CREATE TABLE "sync_outlet_key" (
	"m_w_id" integer PRIMARY KEY NOT NULL,
	"sync_key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_outlet_key_sync_key_hash_unique" UNIQUE("sync_key_hash")
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"m_w_id" integer,
	"sync_pull_version" bigint DEFAULT 0 NOT NULL,
	"sync_staged_version" bigint DEFAULT 0 NOT NULL,
	"sync_push_seq" bigint DEFAULT 0 NOT NULL,
	"last_pull_at" timestamp with time zone,
	"last_push_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "sync_state_one_ck" CHECK ("sync_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sync_hq_batch" ADD CONSTRAINT "sync_hq_batch_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_hq_record" ADD CONSTRAINT "sync_hq_record_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_outbox" ADD CONSTRAINT "sync_outbox_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_outlet_key" ADD CONSTRAINT "sync_outlet_key_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_change_version_idx" ON "sync_change" USING btree ("sync_version");--> statement-breakpoint
-- Hand-written (issue 15 chain sync, docs/chain-sync.md): the master-data change log and the push outbox.
CREATE SEQUENCE "sync_version_seq";--> statement-breakpoint
INSERT INTO "sync_state" ("id") VALUES (1);--> statement-breakpoint
-- sync_log_change(key columns, outlet column or '', parent table, parent key column): logs a master
-- row's change (or deletion) with a fresh version. Child rows without m_w_id find their outlet through
-- the parent (m_menu_harga → m_menu). Applying a pull sets waroeng.sync_apply so an outlet logs nothing.
CREATE FUNCTION sync_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
  k jsonb;
  outlet integer;
BEGIN
  IF coalesce(current_setting('waroeng.sync_apply', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN j := to_jsonb(OLD); ELSE j := to_jsonb(NEW); END IF;
  SELECT jsonb_object_agg(c, j -> c) INTO k FROM unnest(string_to_array(TG_ARGV[0], ',')) AS c;
  IF TG_ARGV[1] = '' THEN
    outlet := NULL;
  ELSIF TG_NARGS < 3 THEN
    outlet := (j ->> TG_ARGV[1])::integer;
  ELSE
    EXECUTE format('SELECT m_w_id FROM %I WHERE %I = $1', TG_ARGV[2], TG_ARGV[3]) INTO outlet USING (j ->> TG_ARGV[1])::integer;
  END IF;
  INSERT INTO sync_change (sync_table, sync_key, m_w_id, sync_version, sync_deleted)
  VALUES (TG_TABLE_NAME, k, outlet, nextval('sync_version_seq'), TG_OP = 'DELETE')
  ON CONFLICT (sync_table, sync_key) DO UPDATE
    SET m_w_id = excluded.m_w_id, sync_version = excluded.sync_version, sync_deleted = excluded.sync_deleted;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_transaction_type FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_t_t_id', '');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_payment_method FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_payment_method_id', '');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_meja_jenis FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_meja_jenis_id', '');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_w FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_w_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION sync_log_change('id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_meja FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_meja_id', 'm_meja_m_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_menu_jenis FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_menu_jenis_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_kategori FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_kategori_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_plot_produksi FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_plot_produksi_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_plot_produksi_kategori FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_plot_produksi_id,m_kategori_id', 'm_plot_produksi_id', 'm_plot_produksi', 'm_plot_produksi_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR DELETE OR UPDATE OF m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga, m_menu_tax, m_menu_sc, m_menu_active, m_menu_urut ON m_menu FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_menu_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_menu_harga FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_menu_id,m_t_t_id', 'm_menu_id', 'm_menu', 'm_menu_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_layar_produksi FOR EACH ROW EXECUTE FUNCTION sync_log_change('id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_plotting FOR EACH ROW EXECUTE FUNCTION sync_log_change('id', 'm_layar_produksi_id', 'm_layar_produksi', 'id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR DELETE OR UPDATE OF m_w_id, m_voucher_code, m_voucher_value, m_voucher_valid_until ON m_voucher FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_voucher_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_modal_tipe FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_modal_tipe_id', 'm_w_id');--> statement-breakpoint
-- The rows already there are version 1.. (a fresh outlet's first pull takes them all), parents first.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    (1, 'm_transaction_type', 'm_t_t_id'), (2, 'm_payment_method', 'm_payment_method_id'), (3, 'm_meja_jenis', 'm_meja_jenis_id'),
    (4, 'm_w', 'm_w_id'), (5, 'users', 'id'), (6, 'm_meja', 'm_meja_id'), (7, 'm_menu_jenis', 'm_menu_jenis_id'),
    (8, 'm_kategori', 'm_kategori_id'), (9, 'm_plot_produksi', 'm_plot_produksi_id'), (10, 'm_plot_produksi_kategori', 'm_kategori_id'),
    (11, 'm_menu', 'm_menu_nama'), (12, 'm_menu_harga', 'm_menu_id'), (13, 'm_layar_produksi', 'id'), (14, 'm_plotting', 'id'),
    (15, 'm_voucher', 'm_voucher_code'), (16, 'm_modal_tipe', 'm_modal_tipe_id')) AS v(n, tbl, col) ORDER BY n
  LOOP
    EXECUTE format('UPDATE %I SET %I = %I', t.tbl, t.col, t.col);
  END LOOP;
END $$;--> statement-breakpoint
-- sync_outbox_mark(kind, id column, outlet column): queues a bill, refund, closed cash session or tip for the push.
CREATE FUNCTION sync_outbox_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb := to_jsonb(NEW);
BEGIN
  INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id)
  VALUES ((j ->> TG_ARGV[2])::integer, TG_ARGV[0], (j ->> TG_ARGV[1])::integer)
  ON CONFLICT (m_w_id, sync_kind, sync_source_id) DO UPDATE SET sync_seq = nextval(pg_get_serial_sequence('sync_outbox', 'sync_seq'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_transaksi FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('bill', 'r_t_id', 'r_t_m_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_refund FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('refund', 'r_r_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_modal FOR EACH ROW WHEN (NEW.closed_at IS NOT NULL) EXECUTE FUNCTION sync_outbox_mark('cash_session', 'rekap_modal_id', 'rekap_modal_m_w_id');--> statement-breakpoint
CREATE TRIGGER sync_outbox AFTER INSERT OR UPDATE ON rekap_uang_tips FOR EACH ROW EXECUTE FUNCTION sync_outbox_mark('tip', 'r_u_t_id', 'm_w_id');--> statement-breakpoint
-- Rows already there are queued once (an outlet joining a chain sends its history).
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT r_t_m_w_id, 'bill', r_t_id FROM rekap_transaksi ORDER BY r_t_id;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT m_w_id, 'refund', r_r_id FROM rekap_refund ORDER BY r_r_id;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT rekap_modal_m_w_id, 'cash_session', rekap_modal_id FROM rekap_modal WHERE closed_at IS NOT NULL ORDER BY rekap_modal_id;--> statement-breakpoint
INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id) SELECT m_w_id, 'tip', r_u_t_id FROM rekap_uang_tips ORDER BY r_u_t_id;
--> statement-breakpoint
-- Distribution keys (docs/chain-sync.md "Scaling head office on Citus"): head office's outlet-keyed
-- tables carry m_w_id in a unique index (modules/sync/distribution.test.ts checks every table).
CREATE UNIQUE INDEX "users_outlet_id_uq" ON "users" USING btree ("m_w_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "m_layar_produksi_outlet_id_uq" ON "m_layar_produksi" USING btree ("m_w_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_outlet_id_uq" ON "audit_log" USING btree ("m_w_id", "audit_id");
