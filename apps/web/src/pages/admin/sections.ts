/**
 * The back office's sections (`/admin`): one line each — label, path under /admin, test id
 * and its lazily loaded page. routes.tsx and the admin layout's side list both read this list, so a
 * new section (e.g. Laporan at `/admin/laporan`) is one line here.
 */
import { ADMIN_MSG, CONFIG_MSG, MENU_ADMIN_MSG, OPTION_ADMIN_MSG, PEOPLE_MSG, REPORT_MSG } from "@waroeng/domain";
import type { ComponentType } from "react";

export interface AdminSection {
  label: string;
  /** Path segment under /admin. */
  path: string;
  testId: string;
  load: () => Promise<ComponentType>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    label: ADMIN_MSG.SECTION_OUTLET,
    path: "outlet",
    testId: "admin-nav-outlet",
    load: async () => (await import("./OutletSettingsPage.tsx")).OutletSettingsPage,
  },
  {
    label: MENU_ADMIN_MSG.SECTION,
    path: "menu",
    testId: "admin-nav-menu",
    load: async () => (await import("./menu/MenuAdminPage.tsx")).MenuAdminPage,
  },
  {
    label: OPTION_ADMIN_MSG.SECTION,
    path: "opsi-menu",
    testId: "admin-nav-opsi-menu",
    load: async () => (await import("./options/OptionGroupsPage.tsx")).OptionGroupsPage,
  },
  {
    label: PEOPLE_MSG.SECTION_TABLES,
    path: "tables",
    testId: "admin-nav-tables",
    load: async () => (await import("./TablesPage.tsx")).TablesPage,
  },
  {
    label: PEOPLE_MSG.SECTION_STAFF,
    path: "staff",
    testId: "admin-nav-staff",
    load: async () => (await import("./StaffPage.tsx")).StaffPage,
  },
  {
    label: PEOPLE_MSG.SECTION_PRODUCTION,
    path: "produksi",
    testId: "admin-nav-produksi",
    load: async () => (await import("./ProductionPage.tsx")).ProductionPage,
  },
  {
    label: CONFIG_MSG.SECTION_PAYMENT_METHODS,
    path: "metode-bayar",
    testId: "admin-nav-metode-bayar",
    load: async () => (await import("./config/PaymentMethodsPage.tsx")).PaymentMethodsPage,
  },
  {
    label: CONFIG_MSG.SECTION_TRANSACTION_TYPES,
    path: "jenis-transaksi",
    testId: "admin-nav-jenis-transaksi",
    load: async () => (await import("./config/TransactionTypesPage.tsx")).TransactionTypesPage,
  },
  {
    label: CONFIG_MSG.SECTION_VOUCHERS,
    path: "voucher",
    testId: "admin-nav-voucher",
    load: async () => (await import("./config/VouchersPage.tsx")).VouchersPage,
  },
  {
    label: CONFIG_MSG.SECTION_DENOMINATIONS,
    path: "pecahan",
    testId: "admin-nav-pecahan",
    load: async () => (await import("./config/DenominationsPage.tsx")).DenominationsPage,
  },
  {
    label: ADMIN_MSG.SECTION_REPORTS,
    path: "laporan",
    testId: "admin-nav-laporan",
    load: async () => (await import("../reports/ReportsPage.tsx")).ReportsPage,
  },
  {
    label: REPORT_MSG.QRIS_TITLE,
    path: "laporan-qris",
    testId: "admin-nav-laporan-qris",
    load: async () => (await import("../reports/QrisReconPage.tsx")).QrisReconPage,
  },
  {
    label: ADMIN_MSG.SECTION_AUDIT,
    path: "audit",
    testId: "admin-nav-audit",
    load: async () => (await import("./AuditPage.tsx")).AuditPage,
  },
];

/**
 * Whether the side list marks section `path` as the one shown: its own page or a page under it
 * (`/admin/menu/…`), never another section whose path starts the same (`laporan` vs `laporan-qris`).
 * @example sectionActive("/admin/laporan-qris", "laporan"); // false
 */
export function sectionActive(pathname: string, path: string): boolean {
  const base = `/admin/${path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}
