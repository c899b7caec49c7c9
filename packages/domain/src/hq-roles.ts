/**
 * Head office roles (issue "Head office for a chain"; docs/chain-sync.md): who signs in at a head
 * office (`ROLE=hq`) and what each may do. One table, read by the server's `requireHq` guard
 * (apps/server/src/modules/hq-auth/guard.ts) and by the web's head-office navigation, so a control
 * is shown exactly when the server would accept the call behind it.
 *
 * - `owner`: every outlet; reads everything, edits the chain's menu, manages head-office accounts.
 * - `area`: an area manager: only the outlets assigned to them (`hq_user_outlet`); reads them and
 *   edits their menu.
 * - `accountant`: every outlet, read-only.
 *
 * Actions:
 * - `hq.read`: Hari Ini (today), Laporan (reports) and their exports.
 * - `hq.menu`: the chain's menu (for an area manager: their outlets only).
 * - `hq.log`: head office's change log (for an area manager: the changes at their outlets and their own).
 * - `hq.manage`: head-office accounts (list, add, deactivate, an area manager's outlets), the daily
 *   WhatsApp summary's settings.
 */

/** The head-office roles. */
export const HQ_ROLES = ["owner", "area", "accountant"] as const;
export type HqRole = (typeof HQ_ROLES)[number];

/** Action → roles allowed to take it. */
export const HQ_PERMISSIONS = {
  "hq.read": ["owner", "area", "accountant"],
  "hq.menu": ["owner", "area"],
  "hq.log": ["owner", "area"],
  "hq.manage": ["owner"],
} as const satisfies Record<string, readonly HqRole[]>;

export type HqAction = keyof typeof HQ_PERMISSIONS;

/**
 * Whether `role` may take `action`.
 * @example canHq("accountant", "hq.menu"); // false
 */
export function canHq(role: HqRole, action: HqAction): boolean {
  return (HQ_PERMISSIONS[action] as readonly HqRole[]).includes(role);
}

/** The roles allowed `action`. */
export function hqRolesFor(action: HqAction): readonly HqRole[] {
  return HQ_PERMISSIONS[action];
}

/** Whether the role sees every outlet of the chain (owner, accountant) rather than an assigned set (area). */
export function seesAllOutlets(role: HqRole): boolean {
  return role !== "area";
}
