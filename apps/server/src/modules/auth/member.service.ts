/**
 * The member lookup behind the NIK/ID Member field (payment spec §5 "Member ID", §7 `GET /users/{id}`
 * → `data.name`; docs/API.md "Auth"): members are shared by every outlet.
 */
import { isValidMemberId, MIN_LENGTH, MSG } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { members } from "../../db/schema/index.ts";
import { ApiError, notFound } from "../../lib/http.ts";

/** True when `id` is written as a member id (a dot, or exactly 5 characters) rather than a staff user id. */
export function isMemberIdForm(id: string): boolean {
  return id.includes(".") || id.length === MIN_LENGTH.memberId;
}

/**
 * The member with this member id.
 * @returns `{ id, member_id, name }`.
 * @throws ApiError 422 `ID Tidak Valid` when the id breaks the Member ID rule (no dot: exactly 5
 *   digits above 0); 404 `ID Tidak Valid` when no member has it.
 */
export async function findMember(db: DbOrTx, id: string): Promise<{ id: number; member_id: string; name: string }> {
  if (!isValidMemberId(id)) {
    throw new ApiError(422, MSG.MEMBER_ID_INVALID, { extra: { errors: { id: MSG.MEMBER_ID_INVALID } } });
  }
  const row = (await db.select().from(members).where(eq(members.memberCode, id)))[0];
  if (!row) {
    throw notFound(MSG.MEMBER_ID_INVALID);
  }
  return { id: row.id, member_id: row.memberCode, name: row.name };
}
