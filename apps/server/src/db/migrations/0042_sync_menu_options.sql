-- Chain sync carries the menu options (docs/chain-sync.md): option groups, options, their deltas per
-- transaction type and their attachments to items and categories are master data head office edits
-- and outlets pull, like the menu. An option's sold-out day (m_option_habis_tanggal) is the outlet's
-- own: changing it logs nothing, and a pull never overwrites it (MASTER_TABLES `keep`).
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_option_group FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_option_group_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR DELETE OR UPDATE OF m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_active, m_option_urut ON m_option FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_option_id', 'm_w_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_option_harga FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_option_id,m_t_t_id', 'm_option_id', 'm_option', 'm_option_id');--> statement-breakpoint
CREATE TRIGGER sync_log AFTER INSERT OR UPDATE OR DELETE ON m_option_group_menu FOR EACH ROW EXECUTE FUNCTION sync_log_change('m_option_group_menu_id', 'm_option_group_id', 'm_option_group', 'm_option_group_id');--> statement-breakpoint
-- Rows already there are logged once, parents first (a fresh outlet's first pull takes them all).
UPDATE m_option_group SET m_option_group_id = m_option_group_id;--> statement-breakpoint
UPDATE m_option SET m_option_group_id = m_option_group_id;--> statement-breakpoint
UPDATE m_option_harga SET m_t_t_id = m_t_t_id;--> statement-breakpoint
UPDATE m_option_group_menu SET m_option_group_id = m_option_group_id;
