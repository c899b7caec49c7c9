/**
 * The cashier permission matrix (akses role, `m_kasir_akses`; payment spec §3 "Role matrix", §6;
 * foundations §3 "Cashier permission", §6 "Role Setting"): five features, each with a
 * `defaultRole` (the outlet's standing rule) and a `temporaryRole` (a grant a supervisor switches
 * on in Role Setting). A gated action is refused with `Akses DiTolak!` / `Hubungi Kacab/Asisten`
 * when BOTH are deny. The matrix is data (one row per outlet and feature); this module holds the
 * feature names, the defaults a new stall starts with and the one decision rule, for server and web.
 *
 * Spec: 03-payment-history-shift §6 (server-driven permissions), 01-foundations §6, §7, §8.
 */

/**
 * The gated features, as the spec names them (`m_kasir_akses_fitur`, keys of GET /akses-role):
 * - `cancel_menu`: cancel a line (Pembatalan);
 * - `edit_menu`: edit a line (tax / service-charge switches, discount, price);
 * - `cancel_transaksi`: delete an order (DELETE /tmp-transaction/{id});
 * - `refund`: refund a paid bill;
 * - `lossbill_transaksi`: close a bill as a lost bill.
 * @example CASHIER_FEATURES.includes("refund"); // true
 */
export const CASHIER_FEATURES = ["cancel_menu", "edit_menu", "cancel_transaksi", "refund", "lossbill_transaksi"] as const;

/** One gated feature, e.g. `"refund"`. */
export type CashierFeature = (typeof CASHIER_FEATURES)[number];

/** True when `value` names a gated feature. @example isCashierFeature("refund"); // true */
export function isCashierFeature(value: unknown): value is CashierFeature {
  return typeof value === "string" && (CASHIER_FEATURES as readonly string[]).includes(value);
}

/**
 * The `defaultRole` a new stall starts with (seed, and the fallback of an outlet without rows):
 * a cashier fixes orders alone — cancels a line, edits a line, deletes an order (each recorded with
 * its reason and user, and in the shift recap) — while money leaving the drawer (refund) and a bill
 * written off (lost bill) need a supervisor's grant. Head office may change the rows.
 * @example CASHIER_ACCESS_DEFAULTS.refund; // false
 */
export const CASHIER_ACCESS_DEFAULTS: Readonly<Record<CashierFeature, boolean>> = {
  cancel_menu: true,
  edit_menu: true,
  cancel_transaksi: true,
  refund: false,
  lossbill_transaksi: false,
};

/** A switch as the wire shows it: `"allow"` or `"deny"`. */
export type AccessValue = "allow" | "deny";

/** `true` → `"allow"`, `false` → `"deny"`. @example accessValue(false); // "deny" */
export function accessValue(allowed: boolean): AccessValue {
  return allowed ? "allow" : "deny";
}

/**
 * A form's switch value read as allow (true) or deny (false): `allow`, `1`, `true`, `on`, `ya`
 * (any case), the number 1 and `true` allow; anything else denies.
 * @example switchAllows("on"); // true
 */
export function switchAllows(value: unknown): boolean {
  if (value === true || value === 1) {
    return true;
  }
  return typeof value === "string" && ["allow", "1", "true", "on", "ya"].includes(value.trim().toLowerCase());
}

/** One feature of the matrix as GET /akses-role gives it. */
export interface AccessEntry {
  defaultRole: AccessValue;
  temporaryRole: AccessValue;
}

/** The roles that are the supervisors (kacab / asisten): never gated, and the ones who approve. */
export const SUPERVISOR_ROLES: readonly string[] = ["kacab"];

/**
 * Whether a user of `role` may take a gated action whose matrix entry is `entry`: a supervisor
 * always may; anyone else unless both `defaultRole` and `temporaryRole` deny. (The role rules of
 * `PERMISSIONS` apply on top: opp never cancels a line whatever the matrix says.)
 * @example
 * accessAllowed("kasir", { defaultRole: "deny", temporaryRole: "allow" }); // true
 * accessAllowed("kasir", { defaultRole: "deny", temporaryRole: "deny" }); // false
 */
export function accessAllowed(role: string | null | undefined, entry: AccessEntry | undefined): boolean {
  if (role != null && SUPERVISOR_ROLES.includes(role)) {
    return true;
  }
  return entry !== undefined && (entry.defaultRole === "allow" || entry.temporaryRole === "allow");
}

/**
 * How long a supervisor's approval (POST /approve → data.id) may be used, once, for Role Setting:
 * 5 minutes (enough to flip a few switches, short enough that a forgotten id is worthless).
 */
export const APPROVAL_TTL_MS = 5 * 60_000;
