import { describe, expect, it } from "vitest";
import { DomainError } from "./errors.ts";
import { QRIS_MSG } from "./messages.ts";
import { buildQris, crc16CcittFalse, dynamicQris, formatTlv, parseQris, parseTlv, type QrisField, uniqueAmount } from "./qris.ts";

/** A static QRIS built the way a bank prints it: an acquirer template (26), the national one (51). */
function stickerFields(overrides: Record<string, string | null> = {}): QrisField[] {
  const base: QrisField[] = [
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    {
      tag: "26",
      value: formatTlv([
        { tag: "00", value: "ID.CO.BANKCONTOH.WWW" },
        { tag: "01", value: "936000080000123456" },
        { tag: "02", value: "000123456" },
        { tag: "03", value: "UMI" },
      ]),
    },
    {
      tag: "51",
      value: formatTlv([
        { tag: "00", value: "ID.CO.QRIS.WWW" },
        { tag: "02", value: "ID1020012345678" },
        { tag: "03", value: "UMI" },
      ]),
    },
    { tag: "52", value: "5812" },
    { tag: "53", value: "360" },
    { tag: "55", value: "01" },
    { tag: "58", value: "ID" },
    { tag: "59", value: "WAROENG SS" },
    { tag: "60", value: "JAKARTA" },
    { tag: "61", value: "12190" },
    { tag: "62", value: formatTlv([{ tag: "07", value: "A01" }]) },
  ];
  const out = base.map((f) => (f.tag in overrides ? { tag: f.tag, value: overrides[f.tag] ?? "" } : f));
  return out.filter((f) => overrides[f.tag] !== null);
}

const sticker = () => buildQris(stickerFields());

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return (err as Error).message;
  }
  throw new Error("not refused");
}

describe("CRC-16/CCITT-FALSE", () => {
  it("pins the algorithm with the standard check value of 123456789 (0x29B1)", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });
  it("is 4 uppercase hex digits, zero-padded", () => {
    expect(crc16CcittFalse("")).toBe("FFFF");
    expect(crc16CcittFalse("A")).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("parseQris: a static sticker", () => {
  it("reads the merchant name, city and national merchant id", () => {
    const info = parseQris(sticker());
    expect(info.merchantName).toBe("WAROENG SS");
    expect(info.merchantCity).toBe("JAKARTA");
    expect(info.nmid).toBe("ID1020012345678");
    expect(info.pointOfInitiation).toBe("11");
  });
  it("ignores whitespace around a pasted payload and takes lowercase CRC digits", () => {
    const s = sticker();
    expect(parseQris(`  ${s}\n`).merchantName).toBe("WAROENG SS");
    expect(parseQris(s.slice(0, -4) + s.slice(-4).toLowerCase()).merchantCity).toBe("JAKARTA");
  });
  it("refuses a corrupted CRC", () => {
    const s = sticker();
    const bad = s.slice(0, -4) + (s.slice(-4) === "0000" ? "0001" : "0000");
    expect(refusal(() => parseQris(bad))).toBe(QRIS_MSG.CRC_MISMATCH);
  });
  it("refuses a payload whose text changed under a valid-looking CRC", () => {
    const s = sticker();
    expect(refusal(() => parseQris(s.replace("WAROENG SS", "WAROENG XX")))).toBe(QRIS_MSG.CRC_MISMATCH);
  });
  it("refuses a foreign currency (Malaysian ringgit 458)", () => {
    expect(refusal(() => parseQris(buildQris(stickerFields({ "53": "458" }))))).toBe(QRIS_MSG.CURRENCY);
  });
  it("refuses a foreign country", () => {
    expect(refusal(() => parseQris(buildQris(stickerFields({ "58": "MY" }))))).toBe(QRIS_MSG.COUNTRY);
  });
  it("refuses an EMV QR without the national QRIS account (a foreign scheme)", () => {
    const foreign = buildQris(stickerFields({ "51": formatTlv([{ tag: "00", value: "SG.PAYNOW" }]) }));
    expect(refusal(() => parseQris(foreign))).toBe(QRIS_MSG.NOT_QRIS);
  });
  it("accepts the national account in any of 26–51", () => {
    const moved = buildQris(
      stickerFields({
        "26": formatTlv([
          { tag: "00", value: "ID.CO.QRIS.WWW" },
          { tag: "02", value: "ID77" },
        ]),
        "51": null,
      }),
    );
    expect(parseQris(moved).nmid).toBe("ID77");
  });
  it("refuses a missing merchant name or city", () => {
    expect(refusal(() => parseQris(buildQris(stickerFields({ "59": null }))))).toBe(QRIS_MSG.MERCHANT_MISSING);
    expect(refusal(() => parseQris(buildQris(stickerFields({ "60": "  " }))))).toBe(QRIS_MSG.MERCHANT_MISSING);
  });
  it("refuses broken TLV, a non-EMV text, a missing CRC and an empty text", () => {
    expect(refusal(() => parseQris("000201010211269"))).toBe(QRIS_MSG.BROKEN);
    expect(refusal(() => parseQris("https://example.com/pay"))).toBe(QRIS_MSG.BROKEN);
    expect(refusal(() => parseQris(buildQris(stickerFields({ "00": "02" }))))).toBe(QRIS_MSG.NOT_EMV);
    expect(refusal(() => parseQris(sticker().slice(0, -8)))).toBe(QRIS_MSG.CRC_MISSING);
    expect(refusal(() => parseQris("   "))).toBe(QRIS_MSG.EMPTY);
    expect(refusal(() => parseQris("0".repeat(600)))).toBe(QRIS_MSG.TOO_LONG);
  });
});

describe("dynamicQris: the payload of one bill", () => {
  it("sets point of initiation 12 and tag 54 to the amount in whole rupiah, with a correct CRC", () => {
    const dyn = dynamicQris(sticker(), 47200);
    const info = parseQris(dyn); // checks the CRC
    const tags = Object.fromEntries(info.fields.map((f) => [f.tag, f.value]));
    expect(tags["01"]).toBe("12");
    expect(tags["54"]).toBe("47200");
    expect(dyn).toContain("540547200");
    expect(dyn.slice(-4)).toBe(crc16CcittFalse(dyn.slice(0, -4)));
  });
  it("keeps the tags in ascending order with 54 after 53, drops the tip prompt, keeps the rest", () => {
    const tags = parseQris(dynamicQris(sticker(), 15000)).fields.map((f) => f.tag);
    expect(tags).toEqual(["00", "01", "26", "51", "52", "53", "54", "58", "59", "60", "61", "62", "63"]);
    expect(parseQris(dynamicQris(sticker(), 15000)).merchantName).toBe("WAROENG SS");
  });
  it("replaces an amount already in the payload", () => {
    const once = dynamicQris(sticker(), 10000);
    const twice = dynamicQris(once, 12345);
    expect(parseTlv(twice).filter((f) => f.tag === "54")).toEqual([{ tag: "54", value: "12345" }]);
  });
  it("refuses an amount that is not whole rupiah above 0, and a broken sticker", () => {
    expect(refusal(() => dynamicQris(sticker(), 0))).toBe(QRIS_MSG.AMOUNT_INVALID);
    expect(refusal(() => dynamicQris(sticker(), 12.5))).toBe(QRIS_MSG.AMOUNT_INVALID);
    expect(refusal(() => dynamicQris(`${sticker().slice(0, -1)}0`.replace(/.$/, "Z"), 1000))).toBe(QRIS_MSG.CRC_MISSING);
  });
});

describe("uniqueAmount", () => {
  it("is 1–99 rupiah, the same for the same bill and try", () => {
    for (let id = 1; id < 300; id++) {
      const u = uniqueAmount(id, 1);
      expect(u).toBeGreaterThanOrEqual(1);
      expect(u).toBeLessThanOrEqual(99);
      expect(uniqueAmount(id, 1)).toBe(u);
    }
    expect(uniqueAmount(5, 1)).not.toBe(uniqueAmount(6, 1));
  });
});
