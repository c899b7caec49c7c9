/**
 * The cashier top navigation as data (foundations §2 Cashier top navigation, §6 roles): the same
 * entries render as a bar on a tablet and as a drawer list on a phone.
 */
import type { Role } from "@waroeng/domain";

export interface NavLeaf {
  kind: "leaf";
  label: string;
  testId: string;
  /** Route to open; without one the entry says "Fitur ini belum tersedia". */
  to?: string;
  /** Paths that mark the entry active. */
  activeOn?: RegExp;
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

/** Nav entries visible to a role: opp loses OJOL, Buka Laci, Kas Kasir, History; wbd loses Online Order. */
export function navEntriesFor(role: Role | null): NavEntry[] {
  const isOpp = role === "opp";
  const entries: (NavEntry | false)[] = [
    leaf("Daftar Transaksi", "nav-daftar-transaksi", "/dashboard", /^\/(dashboard|order\/)/),
    !isOpp && leaf("OJOL", "nav-ojol"),
    role !== "wbd" && leaf("Online Order", "nav-online-order", "/online-order", /^\/online-order/),
    !isOpp && leaf("Buka Laci", "nav-buka-laci"),
    !isOpp && {
      kind: "group",
      label: "Kas Kasir",
      testId: "nav-kas-kasir",
      items: [leaf("Kas Kasir", "nav-kas-kasir-item"), leaf("Uang Tips", "nav-uang-tips")],
    },
    !isOpp && {
      kind: "group",
      label: "History",
      testId: "nav-history",
      items: [leaf("Cari", "nav-history-cari"), leaf("Transaksi", "nav-history-transaksi", "/history", /^\/history/)],
    },
  ];
  return entries.filter((e): e is NavEntry => e !== false);
}

/** User-menu entries for a role (opp loses Saldo Awal, Tutup Saldo and Refresh); Log Out is handled apart. */
export function userMenuFor(role: Role | null): NavLeaf[] {
  const isOpp = role === "opp";
  const items: (NavLeaf | false)[] = [
    !isOpp && leaf("Saldo Awal", "menu-saldo-awal", "/modal"),
    !isOpp && leaf("Tutup Saldo", "menu-tutup-saldo"),
    leaf("Printer Setting", "menu-printer-setting"),
    leaf("Role Setting", "menu-role-setting"),
    leaf("Test Whatsapp", "menu-test-whatsapp"),
    !isOpp && leaf("Refresh", "menu-refresh"),
    leaf("Bantuan", "menu-bantuan"),
  ];
  return items.filter((e): e is NavLeaf => e !== false);
}
