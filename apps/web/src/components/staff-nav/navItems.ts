/**
 * The staff nav of spec 01 §2 "Staff dashboard", in the spec's order and words. An item without a
 * screen in this build (`to` undefined, or a route not in routes.tsx yet) is shown and, when
 * clicked, says "Fitur ini belum tersedia". A role sees the items whose `action` it may take
 * (the domain's matrix, `staffNavFor`).
 */
import { notifications } from "@mantine/notifications";
import { type Action, can, type Role, UI_MSG } from "@waroeng/domain";

export interface StaffNavItem {
  label: string;
  /** Route of the screen; undefined while the screen is not built. */
  to?: string;
  /** Paths that highlight this item besides `to`. */
  activePrefixes?: string[];
  /** Sub-items (Hal Tata: Dine In / Take Away). */
  children?: StaffNavItem[];
  testId: string;
  /** The matrix action the item needs (top-level items). */
  action?: Action;
}

export const UNAVAILABLE = UI_MSG.FEATURE_UNAVAILABLE;

/** Shows the transient notice for a feature without a screen yet. */
export function notifyUnavailable(): void {
  notifications.show({ id: "feature-unavailable", message: UNAVAILABLE, color: "yellow", autoClose: 2500 });
}

export const STAFF_NAV: StaffNavItem[] = [
  { label: "Hal Order", testId: "nav-hal-order", action: "order.take" },
  { label: "Hal Ojol", testId: "nav-hal-ojol", action: "order.delivery" },
  { label: "Pesan Aktif", testId: "nav-pesan-aktif", action: "pickup.serve" },
  {
    label: "Hal Tata",
    testId: "nav-hal-tata",
    action: "kitchen.prepare",
    activePrefixes: ["/hal-tata"],
    children: [
      { label: "Dine In", to: "/hal-tata/dine_in", testId: "nav-hal-tata-dine-in" },
      { label: "Take Away", to: "/hal-tata/take_away", testId: "nav-hal-tata-take-away" },
    ],
  },
  {
    label: "Layar Ambil",
    to: "/ambil-landing",
    activePrefixes: ["/ambil-landing", "/hal-ambil"],
    testId: "nav-layar-ambil",
    action: "pickup.serve",
  },
  { label: "Gagal Proses", testId: "nav-gagal-proses", action: "kitchen.prepare" },
  { label: "Menu Habis", testId: "nav-menu-habis", action: "kitchen.prepare" },
  { label: "Bungkusan", testId: "nav-bungkusan", action: "pickup.serve" },
  { label: "Produksi", testId: "nav-produksi", action: "kitchen.prepare" },
  { label: "Plotting", testId: "nav-plotting", action: "kitchen.prepare" },
];

/** The staff nav items `role` may use (each item's `action`, per `can`). */
export function staffNavFor(role: Role | null): StaffNavItem[] {
  return STAFF_NAV.filter((item) => !item.action || can(role, item.action));
}

/** Whether `pathname` belongs to the item. */
export function isActive(item: StaffNavItem, pathname: string): boolean {
  if (item.to && pathname === item.to) {
    return true;
  }
  return (item.activePrefixes ?? []).some((prefix) => pathname.startsWith(prefix));
}
