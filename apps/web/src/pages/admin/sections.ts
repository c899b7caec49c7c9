/**
 * The back office's sections (`/admin`) as the admin layout's side list shows them: the routes of
 * sectionRoutes.ts (path, test id, page; routes.tsx reads those) with their labels.
 */
import { ADMIN_MSG, CONFIG_MSG, MENU_ADMIN_MSG, OPTION_ADMIN_MSG, PEOPLE_MSG, REPORT_MSG } from "@waroeng/domain";
import { ADMIN_SECTION_ROUTES, type AdminSectionPath, type AdminSectionRoute } from "./sectionRoutes.ts";

export interface AdminSection extends AdminSectionRoute {
  label: string;
}

/** Each section's label in the side list (read when shown: it follows the language). */
const LABELS: Record<AdminSectionPath, () => string> = {
  outlet: () => ADMIN_MSG.SECTION_OUTLET,
  menu: () => MENU_ADMIN_MSG.SECTION,
  "opsi-menu": () => OPTION_ADMIN_MSG.SECTION,
  tables: () => PEOPLE_MSG.SECTION_TABLES,
  staff: () => PEOPLE_MSG.SECTION_STAFF,
  produksi: () => PEOPLE_MSG.SECTION_PRODUCTION,
  "metode-bayar": () => CONFIG_MSG.SECTION_PAYMENT_METHODS,
  "jenis-transaksi": () => CONFIG_MSG.SECTION_TRANSACTION_TYPES,
  voucher: () => CONFIG_MSG.SECTION_VOUCHERS,
  pecahan: () => CONFIG_MSG.SECTION_DENOMINATIONS,
  laporan: () => ADMIN_MSG.SECTION_REPORTS,
  "laporan-qris": () => REPORT_MSG.QRIS_TITLE,
  audit: () => ADMIN_MSG.SECTION_AUDIT,
};

/** The sections in the side list's order (sectionRoutes.ts), with their labels. */
export const ADMIN_SECTIONS: AdminSection[] = ADMIN_SECTION_ROUTES.map((r) => ({
  ...r,
  get label() {
    return LABELS[r.path]();
  },
}));

/**
 * Whether the side list marks section `path` as the one shown: its own page or a page under it
 * (`/admin/menu/…`), never another section whose path starts the same (`laporan` vs `laporan-qris`).
 * @example sectionActive("/admin/laporan-qris", "laporan"); // false
 */
export function sectionActive(pathname: string, path: string): boolean {
  const base = `/admin/${path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}
