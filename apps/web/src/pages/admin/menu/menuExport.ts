/** Back office · Menu: the CSV export download (the domain's `menuCsv`, read back by the import). */
import type { Currency } from "@waroeng/domain";
import { menuCsv } from "@waroeng/domain/csv";
import type { AdminMenuItem, AdminMenuOptions } from "../../../api/menuAdmin.ts";

/** Downloads `menu.csv` of these items (UTF-8 with BOM so spreadsheets read the accents). */
export function exportMenuCsv(items: readonly AdminMenuItem[], options: AdminMenuOptions, currency: Currency): void {
  const types = options.transaction_types.map((t) => ({ id: t.m_t_t_id, name: t.m_t_t_name }));
  const csv = menuCsv(
    items.map((m) => ({
      name: m.m_menu_nama,
      category: m.m_kategori_nama,
      price: m.m_menu_harga,
      prices: Object.fromEntries(m.harga.map((p) => [p.m_t_t_id, p.m_menu_harga_nominal])),
      taxable: m.m_menu_tax,
      serviceCharged: m.m_menu_sc,
      qr: m.m_menu_qr,
      active: m.m_menu_active,
    })),
    types,
    currency,
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "menu.csv";
  a.click();
  URL.revokeObjectURL(url);
}
