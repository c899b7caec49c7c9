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
 * - `onlineOrder.accept`: HAPUS / CETAK / TERIMA a QR order (roles that view the list and take and
 *   send orders: accepting opens the order and sends it to the kitchen).
 * - `qr.manage`: the printable sheet of table QR codes and rotating a code (kasir and kacab).
 * - `kitchen.prepare`: Hal Tata, mark dishes ready / not ready.
 * - `pickup.serve`: Hal Ambil, mark dishes served, finish a nota.
 * - `order.delete`: delete an open order (DELETE /tmp-transaction/{id}; opp cannot, 03 §6).
 * - `order.split`: split bill (opp cannot, 03 §6).
 * - `order.printBill`: PRINTBILL (opp cannot; opp sees REPEAT instead, 03 §6).
 * - `order.repeat`: REPEAT, the reprint of the kitchen order, shown in place of PRINTBILL (opp).
 * - `order.discount`: the discount / voucher popup (Diskon Transaksi; opp cannot, 03 §6).
 * - `order.charges`: the order's tax and service-charge switches and Tarik Tunai; a switch only
 *   when the order's rate is above 0 (`canSwitchCharge`, 03 §6 kasir).
 * - `line.cancel`, `line.warranty`, `line.edit`: cancel (Pembatalan, sent dishes' Hapus, reducing a
 *   sent line), guarantee (Garansi) and edit a line (opp cannot, 03 §6); the cashier matrix
 *   (`access.ts`, `GET /akses-role`) gates cancel and edit on top.
 * - `line.note`: a custom-menu note on an unsent line (every ordering role, opp included).
 * - `line.noteSent`: a note on a line already sent to the kitchen (not opp: "only on unsent lines").
 * - `printer.setting`: the Printer Setting dialog, printer tests and the print queue (user menu, every
 *   cashier-area role; opp defaults to the repeat location and does not see Cashier, 01 §6).
 * - `printer.logo`: upload or remove the outlet's receipt logo (not in the spec: kasir, kacab,
 *   and the owner from the back office's outlet page).
 * - `report.read`: the sales reports of the back office (`/admin/laporan`, GET /laporan).
 * - `admin.manage`: the back office `/admin`: outlet settings, menu, staff, audit (owner, kacab).
 *
 * Reducing an unsent line (the cart's minus) is part of `order.take`: it is not a cancellation
 * (nothing reached the kitchen) and opp keeps it.
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
  "order.pay": ["kasir", "wbd", "kacab"],
  "history.read": ["kasir", "wbd", "kacab"],
  "cash.manage": ["kasir", "wbd", "kacab"],
  "cash.openFirst": ["kasir", "wbd"],
  "onlineOrder.view": ["kasir", "opp", "dapur", "pelayan", "kacab"],
  "kitchen.prepare": ["kasir", "dapur", "kacab"],
  "pickup.serve": ["kasir", "wbd", "opp", "pelayan", "kacab"],
  "order.delete": ["kasir", "wbd", "kacab"],
  "order.split": ["kasir", "wbd", "kacab"],
  "order.printBill": ["kasir", "wbd", "kacab"],
  "order.repeat": ["opp"],
  "order.discount": ["kasir", "wbd", "kacab"],
  "order.charges": ["kasir", "wbd", "kacab"],
  "line.cancel": ["kasir", "wbd", "pelayan", "kacab"],
  "line.warranty": ["kasir", "wbd", "pelayan", "kacab"],
  "line.edit": ["kasir", "wbd", "pelayan", "kacab"],
  "line.note": ["kasir", "wbd", "opp", "pelayan", "kacab"],
  "line.noteSent": ["kasir", "wbd", "pelayan", "kacab"],
  "printer.setting": ["kasir", "wbd", "opp", "kacab"],
  "printer.logo": ["kasir", "kacab", "owner"],
  "onlineOrder.accept": ["kasir", "opp", "pelayan", "kacab"],
  "qr.manage": ["kasir", "kacab"],
  "report.read": ["kacab", "owner"],
  "admin.manage": ["kacab", "owner"],
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
 * wbd) → /modal; the owner, who has only the back office → /admin; every other role →
 * /online-order.
 * @example homeFor("dapur"); // "/online-order"
 */
export function homeFor(role: Role | string | null | undefined): string {
  if (role === "owner") {
    return "/admin";
  }
  return can(role, "cash.openFirst") ? "/modal" : "/online-order";
}

/**
 * Whether `role` may switch the order's tax or service charge (payment spec §6 kasir: "only if the
 * order's rate is above 0"): the role needs `order.charges` and the order's rate must be above 0.
 * @param rateBp - the order's tax or service-charge rate, basis points.
 * @example
 * canSwitchCharge("kasir", 1000); // true
 * canSwitchCharge("kasir", 0); // false: no rate to switch on
 * canSwitchCharge("opp", 1000); // false
 */
export function canSwitchCharge(role: Role | string | null | undefined, rateBp: number): boolean {
  return can(role, "order.charges") && rateBp > 0;
}
