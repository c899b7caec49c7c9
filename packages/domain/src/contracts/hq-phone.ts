/**
 * Head office's WhatsApp number fields (accounts, one's own number, the daily summary's recipients):
 * typed freely ("+62 812-3456-7890", "0812 3456 7890"), read as international digits by phone.ts
 * `waInternational` (a leading 0 is Indonesian), no valid number refused with `message`.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants.ts";
import { waInternational } from "../phone.ts";
import { waDigits } from "../whatsapp.ts";

/**
 * A number field → its international digits. `optional`: nothing typed ("" or no digits) gives ""
 * (clears the number) instead of a refusal.
 * @example hqPhoneField("Nomor WhatsApp tidak valid", true).parse("0812-3456-7890"); // "6281234567890"
 */
export function hqPhoneField(message: string, optional: boolean) {
  return z
    .string()
    .max(MAX_LENGTH.phone + 10)
    .transform((s, ctx) => {
      if (optional && waDigits(s) === "") {
        return "";
      }
      const n = waInternational(s, "ID");
      if (n === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}
