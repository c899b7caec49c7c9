/**
 * The staff nav of spec 01 §2 "Staff dashboard", in the spec's order and words. Every item leads to
 * its screen's route (routes.tsx). A role sees the items whose `action` it may take
 * (the domain's matrix, `staffNavFor`).
 */
import { notifications } from "@mantine/notifications";
import { type Action, can, type Role, STOCK_MSG, UI_MSG, WEB_MSG } from "@waroeng/domain";

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

/** Read at each use: it follows the language. */
const UNAVAILABLE = () => UI_MSG.FEATURE_UNAVAILABLE;

/** Shows the transient notice for a feature without a screen yet. */
export function notifyUnavailable(): void {
  notifications.show({ id: "feature-unavailable", message: UNAVAILABLE(), color: "yellow", autoClose: 2500 });
}

const STAFF_NAV: StaffNavItem[] = [
  {
    get label() {
      return WEB_MSG.HAL_ORDER;
    },
    to: "/odcr",
    activePrefixes: ["/kitchen-order"],
    testId: "nav-hal-order",
    action: "order.take",
  },
  {
    get label() {
      return WEB_MSG.HAL_OJOL;
    },
    to: "/odcr-ojol",
    testId: "nav-hal-ojol",
    action: "order.delivery",
  },
  {
    get label() {
      return WEB_MSG.PESAN_AKTIF;
    },
    to: "/pesan-aktif",
    testId: "nav-pesan-aktif",
    action: "pickup.serve",
  },
  {
    get label() {
      return WEB_MSG.HAL_TATA;
    },
    testId: "nav-hal-tata",
    action: "kitchen.prepare",
    activePrefixes: ["/hal-tata"],
    children: [
      {
        get label() {
          return WEB_MSG.DINE_IN;
        },
        to: "/hal-tata/dine_in",
        testId: "nav-hal-tata-dine-in",
      },
      {
        get label() {
          return WEB_MSG.TAKE_AWAY;
        },
        to: "/hal-tata/take_away",
        testId: "nav-hal-tata-take-away",
      },
    ],
  },
  {
    get label() {
      return WEB_MSG.LAYAR_AMBIL;
    },
    to: "/ambil-landing",
    activePrefixes: ["/ambil-landing", "/hal-ambil"],
    testId: "nav-layar-ambil",
    action: "pickup.serve",
  },
  {
    get label() {
      return WEB_MSG.STOK_MENU;
    },
    to: "/stock",
    testId: "nav-stock",
    action: "kitchen.prepare",
  },
  {
    get label() {
      return STOCK_MSG.GAGAL_TITLE;
    },
    to: "/stock?page=gagal-proses",
    testId: "nav-gagal-proses",
    action: "kitchen.prepare",
  },
  {
    get label() {
      return STOCK_MSG.MENU_HABIS_TITLE;
    },
    to: "/stock?page=menu-habis",
    testId: "nav-menu-habis",
    action: "kitchen.prepare",
  },
  {
    get label() {
      return STOCK_MSG.BUNGKUS_TITLE;
    },
    to: "/stock?page=bungkusan",
    testId: "nav-bungkusan",
    action: "pickup.serve",
  },
  {
    get label() {
      return WEB_MSG.PRODUKSI;
    },
    to: "/layar-produksi",
    activePrefixes: ["/layar-produksi"],
    testId: "nav-produksi",
    action: "kitchen.prepare",
  },
  {
    get label() {
      return WEB_MSG.PLOTTING;
    },
    to: "/plotting",
    testId: "nav-plotting",
    action: "kitchen.prepare",
  },
];

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
