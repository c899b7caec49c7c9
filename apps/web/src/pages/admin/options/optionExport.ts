/** Back office · Opsi Menu: the CSV export download (the domain's `optionCsv`, read back by the import). */
import type { Currency } from "@waroeng/domain";
import { optionCsv } from "@waroeng/domain/csv";
import type { AdminMenuOptions } from "../../../api/menuAdmin.ts";
import type { AdminOptionGroup } from "../../../api/optionAdmin.ts";

/** Downloads `opsi-menu.csv` of these groups (UTF-8 with BOM so spreadsheets read the accents). */
export function exportOptionCsv(groups: readonly AdminOptionGroup[], options: AdminMenuOptions, currency: Currency): void {
  const types = options.transaction_types.map((t) => ({ id: t.m_t_t_id, name: t.m_t_t_name }));
  const csv = optionCsv(
    groups.map((g) => ({
      name: g.m_option_group_nama,
      minChoices: g.m_option_group_min,
      maxChoices: g.m_option_group_max,
      options: g.options.map((o) => ({
        name: o.m_option_nama,
        price: o.m_option_harga,
        prices: Object.fromEntries(o.harga.map((p) => [p.m_t_t_id, p.m_option_harga_nominal])),
        isDefault: o.m_option_default,
        active: o.m_option_active,
      })),
      attachments: g.attachments.map((a) => ({ kind: a.m_menu_id ? ("menu" as const) : ("kategori" as const), name: a.name })),
    })),
    types,
    currency,
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "opsi-menu.csv";
  a.click();
  URL.revokeObjectURL(url);
}
