/**
 * The back office's sections (issue 14, `/admin`): one line each — label, path under /admin, test id
 * and its lazily loaded page. routes.tsx and the admin layout's side list both read this list, so a
 * new section (e.g. Laporan at `/admin/laporan`) is one line here.
 */
import { ADMIN_MSG, MENU_ADMIN_MSG } from "@waroeng/domain";
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
    label: ADMIN_MSG.SECTION_REPORTS,
    path: "laporan",
    testId: "admin-nav-laporan",
    load: async () => (await import("../reports/ReportsPage.tsx")).ReportsPage,
  },
  {
    label: ADMIN_MSG.SECTION_AUDIT,
    path: "audit",
    testId: "admin-nav-audit",
    load: async () => (await import("./AuditPage.tsx")).AuditPage,
  },
];
