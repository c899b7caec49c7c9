/**
 * The back office's sections (`/admin`) as routes: path under /admin, test id and the lazily
 * loaded page, in the side list's order. No texts here: routes.tsx reads this list at start, and
 * the section labels (sections.ts) come with the admin layout, so the app shell does not load the
 * admin areas of the catalogue. A new section is one line here and its label in sections.ts.
 */
import type { ComponentType } from "react";

export interface AdminSectionRoute {
  /** Path segment under /admin. */
  path: string;
  testId: string;
  load: () => Promise<ComponentType>;
}

export const ADMIN_SECTION_ROUTES = [
  {
    path: "outlet",
    testId: "admin-nav-outlet",
    load: async () => (await import("./OutletSettingsPage.tsx")).OutletSettingsPage,
  },
  {
    path: "menu",
    testId: "admin-nav-menu",
    load: async () => (await import("./menu/MenuAdminPage.tsx")).MenuAdminPage,
  },
  {
    path: "opsi-menu",
    testId: "admin-nav-opsi-menu",
    load: async () => (await import("./options/OptionGroupsPage.tsx")).OptionGroupsPage,
  },
  {
    path: "tables",
    testId: "admin-nav-tables",
    load: async () => (await import("./TablesPage.tsx")).TablesPage,
  },
  {
    path: "staff",
    testId: "admin-nav-staff",
    load: async () => (await import("./StaffPage.tsx")).StaffPage,
  },
  {
    path: "produksi",
    testId: "admin-nav-produksi",
    load: async () => (await import("./ProductionPage.tsx")).ProductionPage,
  },
  {
    path: "metode-bayar",
    testId: "admin-nav-metode-bayar",
    load: async () => (await import("./config/PaymentMethodsPage.tsx")).PaymentMethodsPage,
  },
  {
    path: "jenis-transaksi",
    testId: "admin-nav-jenis-transaksi",
    load: async () => (await import("./config/TransactionTypesPage.tsx")).TransactionTypesPage,
  },
  {
    path: "voucher",
    testId: "admin-nav-voucher",
    load: async () => (await import("./config/VouchersPage.tsx")).VouchersPage,
  },
  {
    path: "pecahan",
    testId: "admin-nav-pecahan",
    load: async () => (await import("./config/DenominationsPage.tsx")).DenominationsPage,
  },
  {
    path: "laporan",
    testId: "admin-nav-laporan",
    load: async () => (await import("../reports/ReportsPage.tsx")).ReportsPage,
  },
  {
    path: "laporan-qris",
    testId: "admin-nav-laporan-qris",
    load: async () => (await import("../reports/QrisReconPage.tsx")).QrisReconPage,
  },
  {
    path: "audit",
    testId: "admin-nav-audit",
    load: async () => (await import("./AuditPage.tsx")).AuditPage,
  },
] as const satisfies readonly AdminSectionRoute[];

/** A section's path segment (`menu`, `laporan`, …). */
export type AdminSectionPath = (typeof ADMIN_SECTION_ROUTES)[number]["path"];
