/**
 * The staff nav of spec 01 §2 "Staff dashboard", in the spec's order and words. An item without a
 * screen in this build (`to` undefined, or a route not in routes.tsx yet) is shown and, when
 * clicked, says "Fitur ini belum tersedia".
 */
import { notifications } from "@mantine/notifications";

export interface StaffNavItem {
  label: string;
  /** Route of the screen; undefined while the screen is not built. */
  to?: string;
  /** Paths that highlight this item besides `to`. */
  activePrefixes?: string[];
  /** Sub-items (Hal Tata: Dine In / Take Away). */
  children?: StaffNavItem[];
  testId: string;
}

export const UNAVAILABLE = "Fitur ini belum tersedia";

/** Shows the transient notice for a feature without a screen yet. */
export function notifyUnavailable(): void {
  notifications.show({ id: "feature-unavailable", message: UNAVAILABLE, color: "yellow", autoClose: 2500 });
}

export const STAFF_NAV: StaffNavItem[] = [
  { label: "Hal Order", testId: "nav-hal-order" },
  { label: "Hal Ojol", testId: "nav-hal-ojol" },
  { label: "Pesan Aktif", testId: "nav-pesan-aktif" },
  {
    label: "Hal Tata",
    testId: "nav-hal-tata",
    activePrefixes: ["/hal-tata"],
    children: [
      { label: "Dine In", to: "/hal-tata/dine_in", testId: "nav-hal-tata-dine-in" },
      { label: "Take Away", to: "/hal-tata/take_away", testId: "nav-hal-tata-take-away" },
    ],
  },
  { label: "Layar Ambil", to: "/ambil-landing", activePrefixes: ["/ambil-landing", "/hal-ambil"], testId: "nav-layar-ambil" },
  { label: "Gagal Proses", testId: "nav-gagal-proses" },
  { label: "Menu Habis", testId: "nav-menu-habis" },
  { label: "Bungkusan", testId: "nav-bungkusan" },
  { label: "Produksi", testId: "nav-produksi" },
  { label: "Plotting", testId: "nav-plotting" },
];

/** Whether `pathname` belongs to the item. */
export function isActive(item: StaffNavItem, pathname: string): boolean {
  if (item.to && pathname === item.to) {
    return true;
  }
  return (item.activePrefixes ?? []).some((prefix) => pathname.startsWith(prefix));
}
