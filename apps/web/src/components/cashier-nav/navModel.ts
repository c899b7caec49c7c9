/**
 * The cashier top navigation as data (foundations §2 Cashier top navigation, §6 roles): the same
 * entries render as a bar on a tablet and as a drawer list on a phone. Which entries a role sees is
 * the domain's matrix (`can`), the same table the server's `requireRole` reads.
 */
import { ADMIN_MSG, can, QR_MSG, type Role } from "@waroeng/domain";

export interface NavLeaf {
  kind: "leaf";
  label: string;
  testId: string;
  /** Route to open; without one the entry says "Fitur ini belum tersedia". */
  to?: string;
  /** Paths that mark the entry active. */
  activeOn?: RegExp;
  /** A dialog the entry opens instead of a route (the user menu's Role Setting, Printer Setting, Test Whatsapp, Tutup Saldo; Buka Laci, Cari). */
  dialog?: "roleSetting" | "printerSetting" | "bukaLaci" | "cariTransaksi" | "testWa" | "tutupSaldo" | "refresh";
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
    can(role, "order.take") && leaf("Daftar Transaksi", "nav-daftar-transaksi", "/dashboard", /^\/(dashboard|order\/)/),
    can(role, "order.delivery") && leaf("OJOL", "nav-ojol", "/ojol", /^\/ojol/),
    can(role, "onlineOrder.view") && leaf("Online Order", "nav-online-order", "/online-order", /^\/online-order/),
    cash && { ...leaf("Buka Laci", "nav-buka-laci"), dialog: "bukaLaci" },
    cash && {
      kind: "group",
      label: "Kas Kasir",
      testId: "nav-kas-kasir",
      items: [
        leaf("Kas Kasir", "nav-kas-kasir-item", "/mutasi", /^\/mutasi/),
        leaf("Uang Tips", "nav-uang-tips", "/uangtips", /^\/uangtips/),
      ],
    },
    can(role, "history.read") && {
      kind: "group",
      label: "History",
      testId: "nav-history",
      items: [
        { ...leaf("Cari", "nav-history-cari"), dialog: "cariTransaksi" },
        leaf("Transaksi", "nav-history-transaksi", "/history", /^\/history/),
      ],
    },
  ];
  return entries.filter((e): e is NavEntry => e !== false);
}

/**
 * User-menu entries for a role (Saldo Awal, Tutup Saldo and Refresh need `cash.manage`, Test Whatsapp
 * `history.read` like GET /cashier/test-wa); Log Out is handled apart.
 */
export function userMenuFor(role: Role | null): NavLeaf[] {
  const cash = can(role, "cash.manage");
  const items: (NavLeaf | false)[] = [
    cash && leaf("Saldo Awal", "menu-saldo-awal", "/modal"),
    cash && { ...leaf("Tutup Saldo", "menu-tutup-saldo"), dialog: "tutupSaldo" },
    cash && leaf("Ganti Shift", "menu-ganti-shift", "/change-shift"),
    { ...leaf("Printer Setting", "menu-printer-setting"), dialog: "printerSetting" },
    { ...leaf("Role Setting", "menu-role-setting"), dialog: "roleSetting" },
    can(role, "qr.manage") && leaf(QR_MSG.QR_SHEET_MENU, "menu-qr-meja", "/qr-meja"),
    can(role, "history.read") && { ...leaf("Test Whatsapp", "menu-test-whatsapp"), dialog: "testWa" },
    cash && { ...leaf("Refresh", "menu-refresh"), dialog: "refresh" },
    cash && leaf("Update Data", "menu-update-data", "/update-data"),
    leaf("Bantuan", "menu-bantuan", "/bantuan"),
    can(role, "admin.manage") && leaf(ADMIN_MSG.ADMIN_TITLE, "menu-admin", "/admin"),
  ];
  return items.filter((e): e is NavLeaf => e !== false);
}
