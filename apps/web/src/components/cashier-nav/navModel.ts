/**
 * The cashier top navigation as data (foundations §2 Cashier top navigation, §6 roles): the same
 * entries render as a bar on a tablet and as a drawer list on a phone. Which entries a role sees is
 * the domain's matrix (`can`), the same table the server's `requireRole` reads.
 */
import {
  ACCESS_MSG,
  ADMIN_MSG,
  can,
  DISPLAY_MSG,
  JOIN_MSG,
  LABELS,
  PRINT_MSG,
  QR_MSG,
  type Role,
  SYNC_MSG,
  WEB_MSG,
} from "@waroeng/domain";

export interface NavLeaf {
  kind: "leaf";
  label: string;
  testId: string;
  /** Route to open; without one the entry says "Fitur ini belum tersedia". */
  to?: string;
  /** Paths that mark the entry active. */
  activeOn?: RegExp;
  /** A dialog the entry opens instead of a route (the user menu's Role Setting, Printer Setting, Test Whatsapp, Tutup Saldo, Tambah Perangkat, Layar Pelanggan; Buka Laci, Cari). */
  dialog?:
    | "roleSetting"
    | "printerSetting"
    | "openDrawer"
    | "transactionSearch"
    | "testWa"
    | "closeBalance"
    | "refresh"
    | "customerDisplay"
    | "addDevice";
}

export interface NavGroup {
  kind: "group";
  label: string;
  testId: string;
  items: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

const leaf = (label: string, testId: string, to?: string, activeOn?: RegExp): NavLeaf => ({
  kind: "leaf",
  label,
  testId,
  ...(to ? { to } : {}),
  ...(activeOn ? { activeOn } : {}),
});

/**
 * Nav entries visible to a role: Daftar Transaksi needs `order.take`, OJOL `order.delivery` (not
 * opp), Online Order `onlineOrder.view` (not wbd), Buka Laci and Kas Kasir `cash.manage`, History
 * `history.read`.
 */
export function navEntriesFor(role: Role | null): NavEntry[] {
  const cash = can(role, "cash.manage");
  const entries: (NavEntry | false)[] = [
    can(role, "order.take") && leaf(LABELS.TRANSACTION_LIST, "nav-daftar-transaksi", "/dashboard", /^\/(dashboard|order\/)/),
    can(role, "order.delivery") && leaf(WEB_MSG.NAV_OJOL, "nav-ojol", "/ojol", /^\/ojol/),
    can(role, "onlineOrder.view") && leaf(WEB_MSG.NAV_ONLINE_ORDER, "nav-online-order", "/online-order", /^\/online-order/),
    cash && { ...leaf(LABELS.OPEN_DRAWER, "nav-buka-laci"), dialog: "openDrawer" },
    cash && {
      kind: "group",
      label: LABELS.CASH_BOOK,
      testId: "nav-kas-kasir",
      items: [
        leaf(LABELS.CASH_BOOK, "nav-kas-kasir-item", "/mutasi", /^\/mutasi/),
        leaf(LABELS.TIPS, "nav-uang-tips", "/uangtips", /^\/uangtips/),
      ],
    },
    can(role, "history.read") && {
      kind: "group",
      label: WEB_MSG.NAV_HISTORY,
      testId: "nav-history",
      items: [
        { ...leaf(LABELS.SEARCH, "nav-history-cari"), dialog: "transactionSearch" },
        leaf(WEB_MSG.NAV_TRANSACTIONS, "nav-history-transaksi", "/history", /^\/history/),
      ],
    },
  ];
  return entries.filter((e): e is NavEntry => e !== false);
}

/**
 * User-menu entries for a role (Saldo Awal, Tutup Saldo and Refresh need `cash.manage`, Test Whatsapp
 * `history.read` like GET /cashier/test-wa; Tambah Perangkat for every role: it shows only the
 * public GET /device-setup); Log Out is handled apart.
 */
export function userMenuFor(role: Role | null): NavLeaf[] {
  const cash = can(role, "cash.manage");
  const items: (NavLeaf | false)[] = [
    cash && leaf(LABELS.OPENING_BALANCE, "menu-saldo-awal", "/modal"),
    cash && { ...leaf(LABELS.CLOSE_BALANCE, "menu-tutup-saldo"), dialog: "closeBalance" },
    cash && leaf(LABELS.CHANGE_SHIFT, "menu-ganti-shift", "/change-shift"),
    { ...leaf(PRINT_MSG.DIALOG_TITLE, "menu-printer-setting"), dialog: "printerSetting" },
    can(role, "order.pay") && { ...leaf(DISPLAY_MSG.MENU, "menu-layar-pelanggan"), dialog: "customerDisplay" },
    { ...leaf(ACCESS_MSG.ROLE_SETTING_TITLE, "menu-role-setting"), dialog: "roleSetting" },
    { ...leaf(JOIN_MSG.ADD_DEVICE, "menu-tambah-perangkat"), dialog: "addDevice" },
    can(role, "qr.manage") && leaf(QR_MSG.QR_SHEET_MENU, "menu-qr-meja", "/qr-meja"),
    can(role, "history.read") && { ...leaf(WEB_MSG.NAV_TEST_WA, "menu-test-whatsapp"), dialog: "testWa" },
    cash && { ...leaf(WEB_MSG.NAV_REFRESH, "menu-refresh"), dialog: "refresh" },
    cash && leaf(SYNC_MSG.MENU_ITEM, "menu-update-data", "/update-data"),
    leaf(ADMIN_MSG.HELP_TITLE, "menu-bantuan", "/bantuan"),
    can(role, "admin.manage") && leaf(ADMIN_MSG.ADMIN_TITLE, "menu-admin", "/admin"),
  ];
  return items.filter((e): e is NavLeaf => e !== false);
}
