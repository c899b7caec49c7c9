/** A head-office role in words (catalogue HQ_MSG). */
import { HQ_MSG, type HqRole } from "@waroeng/domain";

export function hqRoleName(role: HqRole): string {
  return role === "owner" ? HQ_MSG.ROLE_OWNER : role === "area" ? HQ_MSG.ROLE_AREA : HQ_MSG.ROLE_ACCOUNTANT;
}
