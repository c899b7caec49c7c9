/**
 * QRIS payloads (issue "Pay as Indonesia pays"): the EMVCo Merchant Presented Mode (MPM) text a QRIS
 * sticker carries — a run of TLV fields `IDLLvalue` (2-digit tag, 2-digit length in characters,
 * value), ending in tag 63, a CRC-16/CCITT-FALSE over everything before its 4 hex digits. Pure.
 *
 * Checked here: tag 00 = "01" first; tag 63 last, 4 hex digits, matching; at least one merchant
 * account template (26–51) whose sub-tag 00 is `ID.CO.QRIS.WWW` (the national QRIS id); currency 53
 * = 360 (rupiah); country 58 = ID; merchant name 59 and city 60 present. A broken or foreign payload
 * throws a DomainError with a catalogue message (QRIS_MSG) that says what is wrong.
 *
 * `dynamicQris` turns a static payload into the one for one bill: point of initiation (01) `12`,
 * the amount in tag 54 (whole rupiah), the tip prompts (55–57) dropped so the amount is exact,
 * every other tag kept in its place, the CRC recomputed. No npm package for EMV-QR is well kept
 * (all below a few thousand downloads, unmaintained), so this is our own small payment-rule code.
 */
import { DomainError } from "./errors.ts";
import { QRIS_MSG } from "./messages.ts";

/** One top-level field: its 2-digit tag and value. */
export interface QrisField {
  tag: string;
  value: string;
}

/** A checked static QRIS: its fields in order and what the cashier is shown. */
export interface QrisInfo {
  fields: QrisField[];
  /** Tag 59. */
  merchantName: string;
  /** Tag 60. */
  merchantCity: string;
  /** The national merchant id (NMID, sub-tag 02 of the ID.CO.QRIS.WWW template) when present, else "". */
  nmid: string;
  /** Tag 01: "11" static, "12" dynamic. */
  pointOfInitiation: string;
}

/** The national QRIS id in a merchant account template's sub-tag 00. */
export const QRIS_GUID = "ID.CO.QRIS.WWW";
/** Longest payload accepted (EMVCo MPM allows 512 characters). */
export const QRIS_MAX_LENGTH = 512;
/** ISO 4217 numeric code of the rupiah (tag 53). */
const IDR = "360";

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) of a text's UTF-8 bytes.
 * @returns the CRC as 4 uppercase hex digits.
 * @example crc16CcittFalse("123456789"); // "29B1"
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * Reads a run of TLV fields (the whole payload, or a template's value).
 * @throws DomainError `QRIS_MSG.BROKEN` for a non-digit tag or length, or a value running past the end.
 * @example parseTlv("0002010102"); // throws: the second field runs past the end
 */
export function parseTlv(text: string): QrisField[] {
  const fields: QrisField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) {
      throw new DomainError(QRIS_MSG.BROKEN);
    }
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) {
      throw new DomainError(QRIS_MSG.BROKEN);
    }
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** Writes fields back as TLV text. @throws RangeError for a value of 100 characters or more. */
export function formatTlv(fields: readonly QrisField[]): string {
  return fields
    .map((f) => {
      if (f.value.length > 99) {
        throw new RangeError(`QRIS tag ${f.tag} too long`);
      }
      return `${f.tag}${String(f.value.length).padStart(2, "0")}${f.value}`;
    })
    .join("");
}

/** Appends tag 63 with the CRC of the payload plus "6304". */
function withCrc(body: string): string {
  const head = `${body}6304`;
  return head + crc16CcittFalse(head);
}

/**
 * Parses and checks a QRIS payload (static or dynamic), surrounding whitespace ignored.
 * @param text - the payload as scanned or pasted.
 * @returns its fields (tag 63 included, last) and the merchant's name, city, NMID.
 * @throws DomainError with QRIS_MSG: EMPTY, TOO_LONG, BROKEN, NOT_EMV, CRC_MISSING, CRC_MISMATCH,
 *   NOT_QRIS (no ID.CO.QRIS.WWW account in 26–51), CURRENCY (53 ≠ 360), COUNTRY (58 ≠ ID),
 *   MERCHANT_MISSING (59 or 60 absent).
 * @example parseQris(sticker).merchantName; // "WAROENG SS"
 */
export function parseQris(text: string): QrisInfo {
  const payload = text.trim();
  if (payload === "") {
    throw new DomainError(QRIS_MSG.EMPTY);
  }
  if (payload.length > QRIS_MAX_LENGTH) {
    throw new DomainError(QRIS_MSG.TOO_LONG);
  }
  const fields = parseTlv(payload);
  if (fields[0]?.tag !== "00" || fields[0].value !== "01") {
    throw new DomainError(QRIS_MSG.NOT_EMV);
  }
  const last = fields[fields.length - 1];
  if (last?.tag !== "63" || !/^[0-9A-Fa-f]{4}$/.test(last.value) || fields.filter((f) => f.tag === "63").length !== 1) {
    throw new DomainError(QRIS_MSG.CRC_MISSING);
  }
  if (crc16CcittFalse(payload.slice(0, -4)) !== last.value.toUpperCase()) {
    throw new DomainError(QRIS_MSG.CRC_MISMATCH);
  }
  const byTag = new Map(fields.map((f) => [f.tag, f.value]));
  const accounts = fields.filter((f) => Number(f.tag) >= 26 && Number(f.tag) <= 51);
  let nmid: string | undefined;
  for (const account of accounts) {
    const sub = parseTlv(account.value);
    if (sub.find((s) => s.tag === "00")?.value.toUpperCase() === QRIS_GUID) {
      nmid = sub.find((s) => s.tag === "02")?.value ?? "";
      break;
    }
  }
  if (nmid === undefined) {
    throw new DomainError(QRIS_MSG.NOT_QRIS);
  }
  if (byTag.get("53") !== IDR) {
    throw new DomainError(QRIS_MSG.CURRENCY);
  }
  if (byTag.get("58") !== "ID") {
    throw new DomainError(QRIS_MSG.COUNTRY);
  }
  const merchantName = byTag.get("59")?.trim() ?? "";
  const merchantCity = byTag.get("60")?.trim() ?? "";
  if (merchantName === "" || merchantCity === "") {
    throw new DomainError(QRIS_MSG.MERCHANT_MISSING);
  }
  return { fields, merchantName, merchantCity, nmid, pointOfInitiation: byTag.get("01") ?? "" };
}

/**
 * The dynamic payload of one bill from the outlet's static QRIS: tag 01 = "12", tag 54 = the amount
 * in whole rupiah (no decimals), tags 55–57 (tip prompts) dropped, every other tag in its place (54
 * where the ascending order puts it), tag 63 recomputed. The static payload is checked first.
 * @param staticPayload - the outlet's `qris_static`.
 * @param rupiah - the amount to pay, an integer above 0 (IDR's minor unit is the rupiah).
 * @throws DomainError as `parseQris`, or `QRIS_MSG.AMOUNT_INVALID`.
 * @example parseQris(dynamicQris(sticker, 47200)).fields.find((f) => f.tag === "54")?.value; // "47200"
 */
export function dynamicQris(staticPayload: string, rupiah: number): string {
  if (!Number.isSafeInteger(rupiah) || rupiah <= 0 || String(rupiah).length > 13) {
    throw new DomainError(QRIS_MSG.AMOUNT_INVALID);
  }
  const { fields } = parseQris(staticPayload);
  const kept = fields.filter((f) => !["54", "55", "56", "57", "63"].includes(f.tag));
  const out: QrisField[] = [];
  let placed = false;
  for (const f of kept) {
    if (!placed && Number(f.tag) > 54) {
      out.push({ tag: "54", value: String(rupiah) });
      placed = true;
    }
    out.push(f.tag === "01" ? { tag: "01", value: "12" } : f);
  }
  if (!placed) {
    out.push({ tag: "54", value: String(rupiah) });
  }
  if (!out.some((f) => f.tag === "01")) {
    out.splice(1, 0, { tag: "01", value: "12" });
  }
  return withCrc(formatTlv(out));
}

/**
 * Builds a payload from fields (tag 63 appended with its CRC): for tests and tools.
 * @example buildQris([{ tag: "00", value: "01" }, …]); // "000201…6304XXXX"
 */
export function buildQris(fields: readonly QrisField[]): string {
  return withCrc(formatTlv(fields.filter((f) => f.tag !== "63")));
}

/**
 * The small unique amount (1–99 rupiah) added to a QRIS charge when the outlet turns it on, so two
 * bills of the same total can be told apart in the bank's statement: derived from the order id and
 * the try, so asking again for the same bill gives the same amount.
 * @example uniqueAmount(123, 1); // a number 1–99
 */
export function uniqueAmount(orderId: number, attempt: number): number {
  return ((orderId * 37 + attempt * 11) % 99) + 1;
}

/** How receipts name the apps a gateway reports as a QRIS payment's issuer. */
const ISSUER_NAMES: Record<string, string> = {
  gopay: "GoPay",
  shopeepay: "ShopeePay",
  "airpay shopee": "ShopeePay",
  dana: "DANA",
  ovo: "OVO",
  linkaja: "LinkAja",
};

/**
 * The paying app's name as a receipt shows it ("QRIS · GoPay"), from the gateway's issuer id.
 * @example qrisIssuerName("gopay"); // "GoPay"
 * @example qrisIssuerName("bca"); // "BCA"
 */
export function qrisIssuerName(issuer: string): string {
  const key = issuer.trim().toLowerCase();
  return ISSUER_NAMES[key] ?? key.toUpperCase();
}
