CREATE TABLE "m_chain_policy" (
	"field" text PRIMARY KEY NOT NULL,
	"outlet_may_edit" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hq_menu_item" (
	"hq_menu_item_id" serial PRIMARY KEY NOT NULL,
	"hq_menu_item_nama" text NOT NULL,
	"hq_menu_item_currency" text DEFAULT 'Rp' NOT NULL,
	"hq_menu_item_harga" integer NOT NULL,
	"hq_menu_item_harga_tipe" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hq_menu_item_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_menu_item_hq_menu_item_nama_unique" UNIQUE("hq_menu_item_nama"),
	CONSTRAINT "hq_menu_item_harga_ck" CHECK ("hq_menu_item"."hq_menu_item_harga" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hq_menu_override" (
	"m_w_id" integer NOT NULL,
	"hq_menu_item_id" integer NOT NULL,
	"field" text NOT NULL,
	"source" text NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hq_menu_override_m_w_id_hq_menu_item_id_field_source_pk" PRIMARY KEY("m_w_id","hq_menu_item_id","field","source"),
	CONSTRAINT "hq_menu_override_source_ck" CHECK ("hq_menu_override"."source" in ('hq','outlet'))
);
--> statement-breakpoint
CREATE TABLE "sync_base" (
	"sync_table" text NOT NULL,
	"sync_key" jsonb NOT NULL,
	"sync_row" jsonb NOT NULL,
	CONSTRAINT "sync_base_sync_table_sync_key_pk" PRIMARY KEY("sync_table","sync_key")
);
--> statement-breakpoint
ALTER TABLE "m_menu" ADD COLUMN "m_menu_chain_id" integer;--> statement-breakpoint
ALTER TABLE "hq_menu_override" ADD CONSTRAINT "hq_menu_override_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hq_menu_override" ADD CONSTRAINT "hq_menu_override_hq_menu_item_id_hq_menu_item_hq_menu_item_id_fk" FOREIGN KEY ("hq_menu_item_id") REFERENCES "public"."hq_menu_item"("hq_menu_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "m_menu_chain_idx" ON "m_menu" USING btree ("m_menu_chain_id");--> statement-breakpoint
-- Hand-written (docs/chain-sync.md "One menu for the chain"): the chain's policy per field is master
-- data every outlet pulls (chain-wide); a new chain lets an outlet set its own price and turn an item
-- off, and nothing else (DEFAULT_CHAIN_POLICY in packages/domain/src/chain-menu.ts).
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_chain_policy FOR EACH ROW EXECUTE FUNCTION sync_log_change('field', '');--> statement-breakpoint
INSERT INTO m_chain_policy (field, outlet_may_edit) VALUES
  ('name', false), ('category', false), ('price', true), ('tax', false), ('qr', false), ('active', true), ('sort', false);
