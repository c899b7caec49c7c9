CREATE SEQUENCE "public"."m_payment_method_outlet_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 101 CACHE 1;--> statement-breakpoint
CREATE TABLE "m_transaction_type_setting" (
	"m_w_id" integer NOT NULL,
	"m_t_t_id" integer NOT NULL,
	"m_t_t_active" boolean DEFAULT true NOT NULL,
	"m_t_t_urut" integer NOT NULL,
	CONSTRAINT "m_transaction_type_setting_m_w_id_m_t_t_id_pk" PRIMARY KEY("m_w_id","m_t_t_id")
);
--> statement-breakpoint
CREATE TABLE "m_payment_method_setting" (
	"m_w_id" integer NOT NULL,
	"m_payment_method_id" integer NOT NULL,
	"m_payment_method_active" boolean DEFAULT true NOT NULL,
	"m_payment_method_urut" integer NOT NULL,
	CONSTRAINT "m_payment_method_setting_m_w_id_m_payment_method_id_pk" PRIMARY KEY("m_w_id","m_payment_method_id")
);
--> statement-breakpoint
ALTER TABLE "m_payment_method" DROP CONSTRAINT "m_payment_method_m_payment_method_name_unique";--> statement-breakpoint
ALTER TABLE "m_payment_method" ALTER COLUMN "m_payment_method_id" SET DEFAULT nextval('m_payment_method_outlet_seq');--> statement-breakpoint
ALTER TABLE "m_modal_tipe" ADD COLUMN "m_modal_tipe_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "m_payment_method" ADD COLUMN "m_w_id" integer;--> statement-breakpoint
ALTER TABLE "m_voucher" ADD COLUMN "m_voucher_valid_from" date;--> statement-breakpoint
ALTER TABLE "m_voucher" ADD COLUMN "m_voucher_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "m_transaction_type_setting" ADD CONSTRAINT "m_transaction_type_setting_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_transaction_type_setting" ADD CONSTRAINT "m_transaction_type_setting_m_t_t_id_m_transaction_type_m_t_t_id_fk" FOREIGN KEY ("m_t_t_id") REFERENCES "public"."m_transaction_type"("m_t_t_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_payment_method_setting" ADD CONSTRAINT "m_payment_method_setting_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_payment_method_setting" ADD CONSTRAINT "m_payment_method_setting_m_payment_method_id_m_payment_method_m_payment_method_id_fk" FOREIGN KEY ("m_payment_method_id") REFERENCES "public"."m_payment_method"("m_payment_method_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "m_payment_method" ADD CONSTRAINT "m_payment_method_m_w_id_m_w_m_w_id_fk" FOREIGN KEY ("m_w_id") REFERENCES "public"."m_w"("m_w_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "m_payment_method_builtin_name_uq" ON "m_payment_method" USING btree (lower("m_payment_method_name")) WHERE "m_payment_method"."m_w_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "m_payment_method_outlet_name_uq" ON "m_payment_method" USING btree ("m_w_id",lower("m_payment_method_name")) WHERE "m_payment_method"."m_w_id" is not null;--> statement-breakpoint
ALTER TABLE "m_modal_tipe" ADD CONSTRAINT "m_modal_tipe_value_ck" CHECK ("m_modal_tipe"."m_modal_tipe_urut" > 0);