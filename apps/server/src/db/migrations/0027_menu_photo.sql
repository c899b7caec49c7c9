CREATE TABLE "m_menu_foto" (
	"m_menu_id" integer PRIMARY KEY NOT NULL,
	"m_w_id" integer NOT NULL,
	"m_menu_foto_bytes" "bytea" NOT NULL,
	"m_menu_foto_type" text NOT NULL,
	"m_menu_foto_width" integer,
	"m_menu_foto_height" integer,
	"updated_by" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "m_menu_foto_type_ck" CHECK ("m_menu_foto"."m_menu_foto_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "m_menu_foto_size_ck" CHECK (octet_length("m_menu_foto"."m_menu_foto_bytes") between 1 and 204800)
);
--> statement-breakpoint
ALTER TABLE "m_menu_foto" ADD CONSTRAINT "m_menu_foto_m_menu_id_m_menu_m_menu_id_fk" FOREIGN KEY ("m_menu_id") REFERENCES "public"."m_menu"("m_menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu_foto" ADD CONSTRAINT "m_menu_foto_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_menu_foto" ADD CONSTRAINT "m_menu_foto_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "m_menu_foto_outlet_uq" ON "m_menu_foto" USING btree ("m_w_id","m_menu_id");