import { describe, expect, it } from "vitest";
import {
  API_MSG,
  FIELD_MSG,
  INPUT_MSG,
  LABELS,
  MSG,
  MSG_TEMPLATES,
  PRODUCTION_MSG,
  REQUEST_MSG,
  SCREEN_ERROR,
  SYSTEM_MSG,
  UI_MSG,
} from "./messages.ts";

/** Every fixed text of the catalogue, with its group and key. */
const TEXTS = Object.entries({
  MSG,
  FIELD_MSG,
  REQUEST_MSG,
  API_MSG,
  UI_MSG,
  SYSTEM_MSG,
  LABELS,
  SCREEN_ERROR,
  INPUT_MSG,
  PRODUCTION_MSG,
}).flatMap(([group, texts]) =>
  Object.entries(texts)
    .filter((e): e is [string, string] => typeof e[1] === "string")
    .map(([key, text]) => ({ where: `${group}.${key}`, text })),
);

describe("the message catalogue", () => {
  it("has no empty or padded text", () => {
    for (const { where, text } of TEXTS) {
      expect(text.trim(), where).toBe(text);
      expect(text.length, where).toBeGreaterThan(0);
    }
  });

  it("words each server reply once: API_MSG re-declares no text of MSG, FIELD_MSG or REQUEST_MSG", () => {
    const elsewhere = new Map(TEXTS.filter((t) => /^(MSG|FIELD_MSG|REQUEST_MSG)\./.test(t.where)).map((t) => [t.text, t.where] as const));
    const repeated = Object.entries(API_MSG)
      .filter(([, text]) => elsewhere.has(text))
      .map(([key, text]) => `API_MSG.${key} = ${elsewhere.get(text)} ("${text}")`);
    expect(repeated).toEqual([]);
  });

  it("no English word of the spec's legacy texts or the browser reaches a user", () => {
    const english = /\b(Some Error|Connection unstable|Failed to fetch|mins)\b/;
    expect(TEXTS.filter((t) => english.test(t.text)).map((t) => t.where)).toEqual([]);
  });
});

describe("MSG_TEMPLATES", () => {
  it.each([
    [MSG_TEMPLATES.createTransaction("SS Express 1"), "Membuat transaksi SS Express 1"],
    [MSG_TEMPLATES.closingBalance("Rp 1.250.000"), "Saldo akhir senilai Rp 1.250.000"],
    [MSG_TEMPLATES.tableOrderExists("5"), "Pesanan Meja 5 Sudah Ada!"],
    [MSG_TEMPLATES.tableHasOrder("5"), "Terdapat pesanan di meja 5"],
    [MSG_TEMPLATES.acceptOrder("Budi"), "Menerima pesanan Budi"],
    [MSG_TEMPLATES.sendingTo("081234567890"), "Mengirim Pesan Ke 081234567890"],
    [MSG_TEMPLATES.pendingDishesOf("Ayam Goreng"), "Daftar Pesanan : Ayam Goreng"],
    [MSG_TEMPLATES.cancelledLine("Kesalahan Input"), "Batal - Kesalahan Input"],
    [MSG_TEMPLATES.freeLine("Rambut"), "Gratis - Rambut"],
    [MSG_TEMPLATES.tablesHeader("1, 2"), "Meja 1, 2"],
    [MSG_TEMPLATES.productionScreen("Goreng"), "Layar Goreng"],
    [MSG_TEMPLATES.elapsed(0, 45), "45 menit"],
    [MSG_TEMPLATES.elapsed(2, 0), "2 jam 0 menit"],
    [MSG_TEMPLATES.requestFailed(502), "Permintaan gagal (kode 502)"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
