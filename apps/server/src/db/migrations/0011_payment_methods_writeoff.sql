-- Issue 9: the write-off methods (Lost Bill, Gratis) and one tender row per payment made before tenders existed.
INSERT INTO "m_payment_method" ("m_payment_method_id", "m_payment_method_name", "m_payment_method_type", "m_payment_method_color")
VALUES (9, 'Lost Bill', 'lostbill', '#868e96'), (10, 'Gratis', 'gratis', '#868e96')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "rekap_transaksi_payment" ("r_t_id", "m_w_id", "m_payment_method_id", "r_t_p_nominal", "r_t_p_nominal_uang")
SELECT r."r_t_id", r."r_t_m_w_id", r."r_t_m_payment_method_id", r."r_t_nominal_total_bayar", greatest(r."r_t_nominal_uang", r."r_t_nominal_total_bayar")
FROM "rekap_transaksi" r
WHERE NOT EXISTS (SELECT 1 FROM "rekap_transaksi_payment" p WHERE p."r_t_id" = r."r_t_id");
