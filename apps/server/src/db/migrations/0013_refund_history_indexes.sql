CREATE INDEX "rekap_transaksi_outlet_date_created_idx" ON "rekap_transaksi" USING btree ("r_t_m_w_id","r_t_tanggal","created_at");--> statement-breakpoint
CREATE INDEX "rekap_refund_detail_refund_idx" ON "rekap_refund_detail" USING btree ("r_r_id");--> statement-breakpoint
CREATE INDEX "rekap_refund_detail_line_idx" ON "rekap_refund_detail" USING btree ("r_t_detail_id");--> statement-breakpoint
CREATE INDEX "rekap_refund_session_idx" ON "rekap_refund" USING btree ("rekap_modal_id");--> statement-breakpoint
CREATE INDEX "rekap_refund_outlet_created_idx" ON "rekap_refund" USING btree ("m_w_id","created_at");