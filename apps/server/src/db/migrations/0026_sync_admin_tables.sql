-- Chain sync (issue 15) follows the back office (issue 14): an outlet's own payment methods
-- (m_payment_method.m_w_id) go to that outlet only (chain-wide ones, m_w_id null, to every outlet);
-- the per-outlet switches and order of payment methods and transaction types are pulled; the menu's QR
-- switch and archive and the voucher's first day and switch reach the outlets.
DROP TRIGGER sync_log ON m_payment_method;--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_payment_method FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_payment_method_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_transaction_type_setting FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_w_id,m_t_t_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_payment_method_setting FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_w_id,m_payment_method_id', 'm_w_id');--> statement-breakpoint
DROP TRIGGER sync_log ON m_menu;--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR DELETE OR UPDATE OF m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga, m_menu_tax, m_menu_sc, m_menu_active, m_menu_urut, m_menu_qr, m_menu_archived_at ON m_menu FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_menu_id', 'm_w_id');--> statement-breakpoint
DROP TRIGGER sync_log ON m_voucher;--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR DELETE OR UPDATE OF m_w_id, m_voucher_code, m_voucher_value, m_voucher_valid_until, m_voucher_valid_from, m_voucher_active ON m_voucher FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_voucher_id', 'm_w_id');--> statement-breakpoint
-- The rows already there are logged again: payment methods under their outlet, the new tables for the first time.
UPDATE m_payment_method SET m_payment_method_id = m_payment_method_id;--> statement-breakpoint
UPDATE m_transaction_type_setting SET m_t_t_id = m_t_t_id;--> statement-breakpoint
UPDATE m_payment_method_setting SET m_payment_method_id = m_payment_method_id;
