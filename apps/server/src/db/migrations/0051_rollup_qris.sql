CREATE TABLE "rollup_day_qris" (
	"m_w_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"charge_total" bigint DEFAULT 0 NOT NULL,
	"charge_unique" bigint DEFAULT 0 NOT NULL,
	"uncharged_bills" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_day_qris_m_w_id_business_date_pk" PRIMARY KEY("m_w_id","business_date")
);
--> statement-breakpoint
INSERT INTO "rollup_day_qris" ("m_w_id", "business_date", "charges", "charge_total", "charge_unique", "uncharged_bills")
SELECT t.r_t_m_w_id, t.r_t_tanggal, sum(c.arrived), sum(c.asked), sum(c.uniq), count(*) FILTER (WHERE q.by_qris AND c.linked = 0)
FROM (SELECT p.r_t_id FROM "rekap_transaksi_payment" p WHERE p.m_payment_method_id = 11
  UNION SELECT x.q_c_r_t_id FROM "qris_charge" x WHERE x.q_c_r_t_id IS NOT NULL AND (x.q_c_status = 'paid' OR x.q_c_to_return > 0)) b
JOIN "rekap_transaksi" t ON t.r_t_id = b.r_t_id
CROSS JOIN LATERAL (SELECT count(*) AS linked, count(*) FILTER (WHERE c.q_c_status = 'paid' OR c.q_c_to_return > 0) AS arrived,
    coalesce(sum(c.q_c_amount) FILTER (WHERE c.q_c_status = 'paid' OR c.q_c_to_return > 0), 0) AS asked,
    coalesce(sum(c.q_c_unique_amount) FILTER (WHERE c.q_c_status = 'paid' OR c.q_c_to_return > 0), 0) AS uniq
  FROM "qris_charge" c WHERE c.q_c_r_t_id = t.r_t_id) c
CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM "rekap_transaksi_payment" p WHERE p.r_t_id = t.r_t_id AND p.m_payment_method_id = 11) AS by_qris) q
GROUP BY 1, 2;
