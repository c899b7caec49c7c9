/**
 * The staff nav of spec 01 §2 "Staff dashboard", in the spec's order and words. Every item leads to
 * its screen's route (routes.tsx). A role sees the items whose `action` it may take
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
  { label: "Hal Order", to: "/odcr", activePrefixes: ["/kitchen-order"], testId: "nav-hal-order", action: "order.take" },
  { label: "Hal Ojol", to: "/odcr-ojol", testId: "nav-hal-ojol", action: "order.delivery" },
  { label: "Pesan Aktif", to: "/pesan-aktif", testId: "nav-pesan-aktif", action: "pickup.serve" },
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
  { label: "Stok Menu", to: "/stock", testId: "nav-stock", action: "kitchen.prepare" },
  { label: "Gagal Proses", to: "/stock?page=gagal-proses", testId: "nav-gagal-proses", action: "kitchen.prepare" },
  { label: "Menu Habis", to: "/stock?page=menu-habis", testId: "nav-menu-habis", action: "kitchen.prepare" },
  { label: "Bungkusan", to: "/stock?page=bungkusan", testId: "nav-bungkusan", action: "pickup.serve" },
  { label: "Produksi", to: "/layar-produksi", activePrefixes: ["/layar-produksi"], testId: "nav-produksi", action: "kitchen.prepare" },
  { label: "Plotting", to: "/plotting", testId: "nav-plotting", action: "kitchen.prepare" },
];

/** Screens of the staff menu (not in the nav) with their titles. */
const MENU_SCREENS: Record<string, string> = { "/change-shift": "Ganti Shift" };

/**
 * The title of the screen at `pathname` + `search`: the label of the nav item leading there (its
 * route with the query, else its path or one of its prefixes), else the staff menu's; "" if none.
 * @example screenTitle("/stock", "?page=menu-habis"); // "Menu Habis"
 */
export function screenTitle(pathname: string, search = ""): string {
  const items = STAFF_NAV.flatMap((i) => [i, ...(i.children ?? [])]);
  const exact = items.find((i) => i.to === `${pathname}${search}`);
  const byPath = items.find((i) => i.to !== undefined && (i.to === pathname || i.to.split("?")[0] === pathname));
  const byPrefix = items.find((i) => (i.activePrefixes ?? []).some((p) => pathname.startsWith(p)));
  return (exact ?? byPath ?? byPrefix)?.label ?? MENU_SCREENS[pathname] ?? "";
}

/** The staff nav items `role` may use (each item's `action`, per `can`). */
export function staffNavFor(role: Role | null): StaffNavItem[] {
  return STAFF_NAV.filter((item) => !item.action || can(role, item.action));
}

/** Whether `pathname` belongs to the item. */
export function isActive(item: StaffNavItem, pathname: string, search = ""): boolean {
  if (item.to && `${pathname}${search}` === item.to) {
    return true;
  }
  // The bare path (/stock) is not active on a query another item names (/stock?page=menu-habis).
  if (item.to && pathname === item.to && !STAFF_NAV.some((other) => other.to === `${pathname}${search}`)) {
    return true;
  }
  return (item.activePrefixes ?? []).some((prefix) => pathname.startsWith(prefix));
}
