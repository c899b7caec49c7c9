/**
 * A static QRIS payload as a bank or gateway prints it on a stall's sticker, for tests only
 * (`@waroeng/domain/testing`): built from EMVCo MPM tags by `buildQris` (CRC-16/CCITT-FALSE in tag
 * 63), never copied from a real sticker. An acquirer's template (tag 26) and the national QRIS one
 * (tag 51), category 5812, rupiah (360) unless `currency` says otherwise, country ID.
 */
import { buildQris, formatTlv } from "../qris.ts";

export interface QrisStickerOptions {
  /** Merchant name, tag 59 (default "WAROENG SS"). */
  name?: string;
  /** Merchant city, tag 60 (default "JAKARTA"). */
  city?: string;
  /** Currency, tag 53 (default "360", rupiah). */
  currency?: string;
  /** The acquirer's globally unique id in tag 26 (default "ID.CO.BANKCONTOH.WWW"). */
  acquirer?: string;
  /** The merchant's PAN at that acquirer (default "936000080000123456"). */
  merchantPan?: string;
  /** The national merchant id in tag 51 (default "ID1020012345678"). */
  nationalId?: string;
}

/** @example qrisSticker({ name: "WAROENG DEMO SS" }) // "000201010211265…6304ABCD" */
export function qrisSticker(opts: QrisStickerOptions = {}): string {
  return buildQris([
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    {
      tag: "26",
      value: formatTlv([
        { tag: "00", value: opts.acquirer ?? "ID.CO.BANKCONTOH.WWW" },
        { tag: "01", value: opts.merchantPan ?? "936000080000123456" },
      ]),
    },
    {
      tag: "51",
      value: formatTlv([
        { tag: "00", value: "ID.CO.QRIS.WWW" },
        { tag: "02", value: opts.nationalId ?? "ID1020012345678" },
      ]),
    },
    { tag: "52", value: "5812" },
    { tag: "53", value: opts.currency ?? "360" },
    { tag: "58", value: "ID" },
    { tag: "59", value: opts.name ?? "WAROENG SS" },
    { tag: "60", value: opts.city ?? "JAKARTA" },
  ]);
}
