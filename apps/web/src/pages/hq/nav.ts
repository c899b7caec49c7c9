/**
 * The head office's navigation (HqLayout): one entry per page, in order. Each page's engineer adds
 * their entry here; `action` (domain HQ_PERMISSIONS) hides it from roles the server would refuse.
 */
import { CHAIN_MENU_MSG, HQ_LOG_MSG, HQ_MSG, type HqAction } from "@waroeng/domain";

export interface HqNavItem {
  /** The page's path under /hq. */
  path: string;
  /** Its label (read at render time: follows the language). */
  label: () => string;
  /** Who sees it. */
  action: HqAction;
  /** data-testid of the link. */
  testId: string;
}

export const HQ_NAV: HqNavItem[] = [
  { path: "/hq/hari-ini", label: () => HQ_MSG.TODAY, action: "hq.read", testId: "hq-nav-today" },
  { path: "/hq/laporan", label: () => HQ_MSG.REPORTS, action: "hq.read", testId: "hq-nav-reports" },
  { path: "/hq/menu", label: () => CHAIN_MENU_MSG.NAV, action: "hq.menu", testId: "hq-nav-menu" },
  { path: "/hq/riwayat", label: () => HQ_LOG_MSG.NAV, action: "hq.log", testId: "hq-nav-log" },
  { path: "/hq/akun", label: () => HQ_MSG.ACCOUNTS, action: "hq.manage", testId: "hq-nav-accounts" },
  { path: "/hq/pengaturan", label: () => HQ_MSG.SETTINGS_TITLE, action: "hq.read", testId: "hq-nav-settings" },
];
