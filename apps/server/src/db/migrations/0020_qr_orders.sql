CREATE TABLE "qr_cart" (
	"qr_token_id" integer PRIMARY KEY NOT NULL,
	"qr_cart_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_cart_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_token" (
	"qr_token_id" serial PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_meja_id" integer,
	"qr_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_token_token_uq" UNIQUE("qr_token"),
	CONSTRAINT "qr_token_table_uq" UNIQUE NULLS NOT DISTINCT("m_w_id","m_meja_id")
);
--> statement-breakpoint
ALTER TABLE "tmp_online" ALTER COLUMN "tmp_online_m_meja_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD COLUMN "qr_token_id" integer;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD COLUMN "tmp_online_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_cart" ADD CONSTRAINT "qr_cart_qr_token_id_qr_token_qr_token_id_fk" FOREIGN KEY ("qr_token_id") REFERENCES "public"."qr_token"("qr_token_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_token" ADD CONSTRAINT "qr_token_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_token" ADD CONSTRAINT "qr_token_m_meja_id_m_meja_m_meja_id_fk" FOREIGN KEY ("m_meja_id") REFERENCES "public"."m_meja"("m_meja_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_qr_token_id_qr_token_qr_token_id_fk" FOREIGN KEY ("qr_token_id") REFERENCES "public"."qr_token"("qr_token_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tmp_online_outlet_status_idx" ON "tmp_online" USING btree ("m_w_id","tmp_online_status");--> statement-breakpoint
CREATE INDEX "tmp_online_token_idx" ON "tmp_online" USING btree ("qr_token_id");--> statement-breakpoint
ALTER TABLE "tmp_online" ADD CONSTRAINT "tmp_online_status_ck" CHECK ("tmp_online"."tmp_online_status" in ('new', 'accepted', 'deleted'));