/**
 * A typed WhatsApp number → the international digits WhatsApp and its gateways use (E.164 without
 * the "+"), checked against the country's numbering plan by libphonenumber-js (Google's
 * libphonenumber metadata). How a number is read:
 * - a leading "+" or "00": international ("+60 12-345 6789" → "60123456789");
 * - a leading "0": a national number of `country` ("0812-3456-7890" → "6281234567890" in ID);
 * - other digits: already international, as stored ("6281234567890" stays), so a saved number sent
 *   back unchanged by a form is never read twice.
 * Spaces, dashes, dots and brackets are ignored. Used for head office's own numbers (accounts, the
 * daily summary's recipients); the outlets' receipt numbers keep the spec's rule (whatsapp.ts).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A country a national number (leading 0) belongs to: ISO 3166 alpha-2, as libphonenumber names it. */
export type PhoneCountry = "ID" | "MY";

/**
 * The number's international digits, or null when it is no valid number.
 * @example waInternational("0812 3456 7890", "ID"); // "6281234567890"
 * @example waInternational("+60 12-345 6789", "ID"); // "60123456789"
 * @example waInternational("0813", "ID"); // null
 */
export function waInternational(text: string, country: PhoneCountry): string | null {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits === "" || trimmed.replace(/[\d\s().+-]/g, "") !== "") {
    return null;
  }
  const international = trimmed.startsWith("+") || digits.startsWith("00") || !digits.startsWith("0");
  const parsed = international ? parsePhoneNumberFromString(`+${digits.replace(/^00/, "")}`) : parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}
