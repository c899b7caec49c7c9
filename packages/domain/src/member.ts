import { MIN_LENGTH } from "./constants.ts";
import { DomainError } from "./errors.ts";
import { MSG } from "./messages.ts";

/**
 * How a bill's stored member field is read back: with no dot and at least 10 characters it is a
 * phone number (WhatsApp, also kept as member field); exactly 5 characters a member id; anything
 * else is cleared.
 *
 * @param value - the stored `member_id` / `r_t_member_id`, trimmed here.
 * @returns `"phone"` | `"memberId"` | `"none"`.
 * @example
 * classifyMemberField("081234567890"); // "phone"
 * classifyMemberField("12345"); // "memberId"
 * classifyMemberField("1234"); // "none"
 *
 * Spec: 03-payment-history-shift §4 (split bill: a loaded bill's member id).
 */
export function classifyMemberField(value: string | null | undefined): "phone" | "memberId" | "none" {
  const text = value?.trim() ?? "";
  if (!text.includes(".") && text.length >= MIN_LENGTH.phone) {
    return "phone";
  }
  if (text.length === MIN_LENGTH.memberId) {
    return "memberId";
  }
  return "none";
}

/**
 * Whether a typed member id passes the key-up check: digits and dots only; with no dot, exactly
 * 5 digits and above 0. (With a dot the spec adds no rule, so it passes.)
 *
 * @param value - the typed member id.
 * @returns false means show `ID Tidak Valid`.
 * @example
 * isValidMemberId("00042"); // true
 * isValidMemberId("00000"); // false
 * isValidMemberId("1234a"); // false
 *
 * Spec: 03-payment-history-shift §5 (Member ID).
 */
export function isValidMemberId(value: string): boolean {
  const text = value.trim();
  if (!/^[\d.]+$/.test(text)) {
    return false;
  }
  if (text.includes(".")) {
    return true;
  }
  return text.length === MIN_LENGTH.memberId && Number(text) > 0;
}

/**
 * Checks the contact fields before sending a digital receipt.
 *
 * A phone number with no dot and under 10 digits is refused; a member id or NIK with no dot that
 * is neither 5 nor at least 10 characters is refused. An empty member id is allowed (optional).
 *
 * @param phone - WhatsApp number as typed.
 * @param memberId - member id or NIK as typed; empty allowed.
 * @throws DomainError `Nomor WA Tidak Sesuai` (title `Warning!`), or `NIK/ID Member Tidak Sesuai`.
 * @example
 * assertReceiptContact("0812345", ""); // throws Nomor WA Tidak Sesuai
 * assertReceiptContact("081234567890", "12345"); // ok
 *
 * Spec: 03-payment-history-shift §5 (receipt send).
 */
export function assertReceiptContact(phone: string, memberId: string): void {
  const phoneText = phone.trim();
  const digits = phoneText.replace(/\D/g, "");
  if (!phoneText.includes(".") && digits.length < MIN_LENGTH.phone) {
    throw new DomainError(MSG.PHONE_INVALID, MSG.WARNING_EN_TITLE);
  }
  const member = memberId.trim();
  if (member === "" || member.includes(".")) {
    return;
  }
  if (member.length !== MIN_LENGTH.memberId && member.length < MIN_LENGTH.phone) {
    throw new DomainError(MSG.NIK_MEMBER_INVALID);
  }
}
