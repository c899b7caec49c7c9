-- Cashier permission defaults a stall starts with (packages/domain/src/access.ts CASHIER_ACCESS_DEFAULTS):
-- a cashier cancels and edits lines and deletes orders alone; refund and lost bill need a supervisor.
-- Before this migration nothing could change these rows (no Role Setting), so every row is a seed row.
UPDATE "m_kasir_akses" SET "m_kasir_akses_default_role" = ("m_kasir_akses_fitur" IN ('cancel_menu', 'edit_menu', 'cancel_transaksi'));
--> statement-breakpoint
INSERT INTO "m_kasir_akses" ("m_w_id", "m_kasir_akses_fitur", "m_kasir_akses_default_role", "m_kasir_akses_temp_role")
SELECT w."m_w_id", f.fitur, f.fitur IN ('cancel_menu', 'edit_menu', 'cancel_transaksi'), false
FROM "m_w" w CROSS JOIN (VALUES ('cancel_menu'), ('edit_menu'), ('cancel_transaksi'), ('refund'), ('lossbill_transaksi')) AS f(fitur)
ON CONFLICT ("m_w_id", "m_kasir_akses_fitur") DO NOTHING;
