ALTER TABLE "sync_state" ADD COLUMN "sync_outbox_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A box that has pushed to head office keeps queueing until the server starts without one.
UPDATE "sync_state" SET "sync_outbox_on" = ("m_w_id" IS NOT NULL OR "sync_push_seq" > 0);--> statement-breakpoint
-- sync_outbox_mark(kind, id column, outlet column): queues a bill, refund, closed cash session or tip
-- for the push, while a head office is configured (sync_state.sync_outbox_on).
CREATE OR REPLACE FUNCTION sync_outbox_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM sync_state WHERE id = 1 AND sync_outbox_on) THEN
    RETURN NULL;
  END IF;
  j := to_jsonb(NEW);
  INSERT INTO sync_outbox (m_w_id, sync_kind, sync_source_id)
  VALUES ((j ->> TG_ARGV[2])::integer, TG_ARGV[0], (j ->> TG_ARGV[1])::integer)
  ON CONFLICT (m_w_id, sync_kind, sync_source_id) DO UPDATE SET sync_seq = nextval(pg_get_serial_sequence('sync_outbox', 'sync_seq'));
  RETURN NULL;
END $$;
