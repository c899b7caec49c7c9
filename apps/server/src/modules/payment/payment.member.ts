/**
 * Member and phone on a paid bill (payment spec §7 POST /transaksi/save-member; §5 "Member ID" and
 * "Receipt send"): the receipt modal's NIK/ID Member, Nama Akun Pembayaran and Nomor HP stored on
 * the closed transaction.
 */
import { assertReceiptContact, DomainError, isValidMemberId, MIN_LENGTH, MSG, PAY_MSG } from "@waroeng/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { closedTransactions } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/http.ts";
import type { Auth } from "../../plugins/auth.ts";

/** The save-member form after the schema (absent = unchanged). */
export interface MemberForm {
  r_t_id: number;
  nomor_wa?: string | undefined;
  member_id?: string | undefined;
  account_name?: string | undefined;
}

/**
 * Checks the fields by payment §5: a member id of digits and dots, with no dot exactly 5 digits
 * above 0 (`ID Tidak Valid`) or a NIK/phone of at least 10 (`NIK/ID Member Tidak Sesuai`); a phone
 * with no dot of at least 10 digits (`Nomor WA Tidak Sesuai`, title `Warning!`); an account name of
 * at least 10 characters.
 * @throws ApiError 422 with the spec's message.
 */
function checkMemberForm(form: MemberForm): void {
  const member = form.member_id ?? "";
  if (member !== "" && (!/^[\d.]+$/.test(member) || (member.length === MIN_LENGTH.memberId && !isValidMemberId(member)))) {
    throw new ApiError(422, MSG.MEMBER_ID_INVALID, { extra: { errors: { member_id: MSG.MEMBER_ID_INVALID } } });
  }
  try {
    assertReceiptContact(form.nomor_wa ?? "0000000000", member);
  } catch (err) {
    if (err instanceof DomainError) {
      const field = err.message === MSG.PHONE_INVALID ? "nomor_wa" : "member_id";
      throw new ApiError(422, err.message, { ...(err.title ? { title: err.title } : {}), extra: { errors: { [field]: err.message } } });
    }
    throw err;
  }
  if (form.account_name !== undefined && form.account_name.length < MIN_LENGTH.accountName) {
    throw new ApiError(422, PAY_MSG.ACCOUNT_NAME_SHORT, { extra: { errors: { account_name: PAY_MSG.ACCOUNT_NAME_SHORT } } });
  }
}

/**
 * Stores the given contact fields on closed transaction `r_t_id` of the session's outlet.
 * @throws ApiError 422 (checkMemberForm); 404 `Maaf! Transaksi tidak ditemukan`.
 */
export async function saveMember(db: Db, auth: Auth, form: MemberForm) {
  checkMemberForm(form);
  const rows = await db
    .update(closedTransactions)
    .set({
      phone: form.nomor_wa ?? sql`${closedTransactions.phone}`,
      memberId: form.member_id ?? sql`${closedTransactions.memberId}`,
      accountName: form.account_name ?? sql`${closedTransactions.accountName}`,
    })
    .where(and(eq(closedTransactions.id, form.r_t_id), eq(closedTransactions.outletId, auth.outletId)))
    .returning();
  const row = rows[0];
  if (!row) {
    throw new ApiError(404, MSG.TRANSACTION_NOT_FOUND);
  }
  return { r_t_id: row.id, r_t_nomor_wa: row.phone, r_t_member_id: row.memberId, r_t_account_name: row.accountName };
}
