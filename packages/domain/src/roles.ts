import { ROLES, type Role } from "./constants.ts";

/**
 * The role/permission matrix: each action a user can take (a call the server guards, or a screen
 * or control the web shows) → the roles allowed to take it. The server's `requireRole` and the
 * web's navigation, buttons and screen guards all read this one table, so a control is shown
 * exactly when the server would accept the call behind it.
 *
 * - `order.take`: open and edit orders, add and reduce lines (dashboard, order screen).
 * - `order.produce`: send an order to production (ORDER KE PRODUKSI; wbd cannot, 03 §6).
 * - `order.dineIn`: the dine-in MEJA card (hidden for wbd, 01 §6).
 * - `order.delivery`: OJOL (hidden for opp, 01 §6).
 * - `order.lineChange`: cancel, warranty or edit an order line, cancel sent dishes (opp cannot, 03 §6;
 *   the cashier permission matrix of `GET /akses-role` gates it further).
 * - `order.pay`: pay an order, open the drawer after payment (Bayar; opp cannot, 03 §6).
 * - `order.delete`: delete an open order (DELETE /tmp-transaction; opp cannot, 03 §6).
 * - `order.discount`: Diskon Transaksi, vouchers, service-charge switch and Tarik Tunai on the
 *   order (opp cannot open the discount popup, 03 §6).
 * - `history.read`: History, reprint a receipt.
 * - `cash.manage`: opening cash (Saldo Awal, GET/POST /m-modal), Buka Laci, Kas Kasir, Tutup Saldo,
 *   Refresh (hidden for opp, 01 §6).
 * - `cash.openFirst`: must open cash before working: sent to /modal after login and when no cash
 *   session is open (kasir, wbd; 01 §2, §4).
 * - `onlineOrder.view`: the Online Order list (hidden for wbd, 01 §6).
 * - `kitchen.prepare`: Hal Tata, mark dishes ready / not ready.
 * - `pickup.serve`: Hal Ambil, mark dishes served, finish a nota.
 *
 * @example
 * can("opp", "order.pay"); // false: the Bayar button is hidden and POST /recap-transactions is 403
 * rolesFor("kitchen.prepare"); // ["kasir", "dapur", "kacab"]
 *
 * Spec: 01-foundations §2, §6; 03-payment-history-shift §6. docs/API.md "Roles".
 */
export const PERMISSIONS = {
  "order.take": ["kasir", "wbd", "opp", "pelayan", "kacab"],
  "order.produce": ["kasir", "opp", "pelayan", "kacab"],
  "order.dineIn": ["kasir", "opp", "pelayan", "kacab"],
  "order.delivery": ["kasir", "wbd", "pelayan", "kacab"],
  "order.lineChange": ["kasir", "wbd", "pelayan", "kacab"],
  "order.pay": ["kasir", "wbd", "kacab"],
  "order.delete": ["kasir", "wbd", "kacab"],
  "order.discount": ["kasir", "wbd", "kacab"],
  "history.read": ["kasir", "wbd", "kacab"],
  "cash.manage": ["kasir", "wbd", "kacab"],
  "cash.openFirst": ["kasir", "wbd"],
  "onlineOrder.view": ["kasir", "opp", "dapur", "pelayan", "kacab"],
  "kitchen.prepare": ["kasir", "dapur", "kacab"],
  "pickup.serve": ["kasir", "wbd", "opp", "pelayan", "kacab"],
} as const satisfies Record<string, readonly Role[]>;

/** An action of the matrix, e.g. `"order.pay"`. */
export type Action = keyof typeof PERMISSIONS;

/**
 * Whether `role` may take `action`; an unknown or missing role may take none.
 * @example can("dapur", "kitchen.prepare"); // true
 */
export function can(role: Role | string | null | undefined, action: Action): boolean {
  return role != null && (PERMISSIONS[action] as readonly string[]).includes(role);
}

/**
 * The roles allowed to take `action`, in the order of `ROLES`.
 * @example requireRole(...rolesFor("order.pay"));
 */
export function rolesFor(action: Action): Role[] {
  return ROLES.filter((r) => can(r, action));
}

/**
 * Where a role lands after login (foundations §2 Login): roles that must open cash first (kasir,
 * wbd) → /modal; every other role → /online-order.
 * @example homeFor("dapur"); // "/online-order"
 */
export function homeFor(role: Role | string | null | undefined): string {
  return can(role, "cash.openFirst") ? "/modal" : "/online-order";
}
