/**
 * The access gates of the line actions, one function per gated action, called once per route
 * (docs/API.md "Line actions", "Roles"). Each checks the role matrix (`line.cancel`, `line.edit`:
 * opp may not cancel, warranty or edit a line; payment §6), then the outlet's cashier permission matrix of
 * `GET /akses-role` (modules/access: cancel_menu, edit_menu refused when both defaultRole and
 * temporaryRole deny, `Akses DiTolak!` / `Hubungi Kacab/Asisten`).
 */
import { can, MSG } from "@waroeng/domain";
import type { Db } from "../../db/client.ts";
import { forbidden } from "../../lib/http.ts";
import { cashierMay } from "../access/access.service.ts";

/** The session the gates read (req.auth). */
export interface GateAuth {
  role: string;
  outletId: number;
  userId: number;
}

/** Whether the user may cancel lines and dishes, or give warranty (cancel_menu). */
export async function mayCancelMenu(db: Db, auth: GateAuth): Promise<boolean> {
  return can(auth.role, "line.cancel") && (await cashierMay(db, auth, "cancel_menu"));
}

/** Whether the user may edit a line: tax, service charge, discount (edit_menu). */
export async function mayEditMenu(db: Db, auth: GateAuth): Promise<boolean> {
  return can(auth.role, "line.edit") && (await cashierMay(db, auth, "edit_menu"));
}

/** 403 `Hubungi Kacab/Asisten` (title `Akses DiTolak!`) unless `allowed`. */
export function requireAllowed(allowed: boolean): void {
  if (!allowed) {
    throw forbidden(MSG.ACCESS_DENIED, MSG.ACCESS_DENIED_TITLE);
  }
}
