/**
 * Test data of QRIS: a static QRIS payload as a bank prints it on the stall's sticker, built in the
 * test (EMVCo MPM tags, CRC-16/CCITT-FALSE by the domain's `buildQris`), never copied from a real one.
 */
import { buildQris, formatTlv } from "@waroeng/domain";

/** A static QRIS as a bank prints it: an acquirer template (26) and the national one (51). */
export function sticker(name = "WAROENG SS", currency = "360"): string {
  return buildQris([
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    {
      tag: "26",
      value: formatTlv([
        { tag: "00", value: "ID.CO.BANKCONTOH.WWW" },
        { tag: "01", value: "936000080000123456" },
      ]),
    },
    {
      tag: "51",
      value: formatTlv([
        { tag: "00", value: "ID.CO.QRIS.WWW" },
        { tag: "02", value: "ID1020012345678" },
      ]),
    },
    { tag: "52", value: "5812" },
    { tag: "53", value: currency },
    { tag: "58", value: "ID" },
    { tag: "59", value: name },
    { tag: "60", value: "JAKARTA" },
  ]);
}
