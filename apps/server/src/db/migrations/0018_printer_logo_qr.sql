CREATE TABLE "outlet_logo" (
	"m_w_id" integer PRIMARY KEY NOT NULL,
	"logo_png" "bytea" NOT NULL,
	"logo_width" integer NOT NULL,
	"logo_height" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printer_setting" ADD COLUMN "printer_setting_logo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "printer_setting" ADD COLUMN "printer_setting_qr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outlet_logo" ADD CONSTRAINT "outlet_logo_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_logo" ADD CONSTRAINT "outlet_logo_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;