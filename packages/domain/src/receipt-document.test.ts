import { describe, expect, it } from "vitest";
import { withLocale } from "./i18n/index.ts";
import { buildReceiptDocument, type ReceiptBlock, receiptOptionText, receiptTenders } from "./receipt-document.ts";
import { RECEIPT_FIXTURE, RECEIPT_FIXTURE_TEXTS } from "./testing/receipt-fixture.ts";

/** A block as one line of text, label and value joined by `: ` ("" for a separator). */
function receiptBlockText(block: ReceiptBlock): string {
  switch (block.kind) {
    case "title":
    case "heading":
    case "footer":
      return block.text;
    case "separator":
      return "";
    case "info":
    case "amount":
    case "total":
      return `${block.label}: ${block.value}`;
    case "item":
      return [block.name, ...block.options, `${block.detail} = ${block.amount}`, block.reason].filter(Boolean).join("\n");
    case "qr":
      return block.caption;
    default:
      return block satisfies never;
  }
}

const rows = (blocks: ReceiptBlock[]) => blocks.filter((b) => b.kind === "amount" || b.kind === "total" || b.kind === "info");

describe("buildReceiptDocument", () => {
  it("lays out the header, lines, charges, total, tenders, change and footer in order", () => {
    const doc = buildReceiptDocument(RECEIPT_FIXTURE);
    expect(doc.nota).toBe("S24001");
    expect(doc.blocks.map(receiptBlockText).filter(Boolean)).toEqual([
      "Waroeng Bu Déwi",
      "Jl. Malioboro No. 5, Yogyakarta",
      "Telp. 0274-123456",
      "SALINAN",
      "Nota: S24001",
      "Tanggal: 23/11/2026 19:05",
      "Meja: Meja 7 · Dine In",
      "Big Boss: Pak André 🙂",
      "Kasir: Siti Rahayu",
      "Sate Ayam Madura\n2 x Rp 18.000 = Rp 36.000",
      "Nasi Goreng Spésial 🍳\nLevel 3\nTelur Ceplok +Rp 3.000\n1 x Rp 15.000 = Rp 15.000",
      "Es Jeruk Nipis\nGelas Kecil -Rp 1.000\n1 x Rp 8.000 = Rp 8.000",
      "Teh Tawar\n1 x Rp 0 = Rp 0\nBatal - Salah input",
      "Subtotal: Rp 59.000",
      "Pajak (10%): Rp 5.400",
      "Service Charge (5%): Rp 2.650",
      "Diskon: -Rp 5.000",
      "Pembulatan: Rp 50",
      "TOTAL: Rp 62.100",
      "QRIS: Rp 20.000",
      "Tunai: Rp 50.000",
      "Kembalian: Rp 7.900",
      "Terima kasih, Big Boss!",
    ]);
    const text = doc.blocks.map(receiptBlockText).join("\n");
    for (const expected of RECEIPT_FIXTURE_TEXTS) {
      expect(text).toContain(expected);
    }
  });

  it("leaves out rows of 0 (but never the subtotal), the table without a place and SALINAN on a first print", () => {
    const doc = buildReceiptDocument({
      ...RECEIPT_FIXTURE,
      copy: false,
      tables: "",
      transactionType: "",
      tax: 0,
      taxPercent: 0,
      serviceCharge: 0,
      discount: 0,
      rounding: 0,
      change: 0,
      subtotal: 0,
      outlet: { name: "W", address: "", phone: "" },
    });
    const keys = rows(doc.blocks).map((b) => ("key" in b ? b.key : "total"));
    expect(keys).toEqual(["nota", "date", "customer", "cashier", "subtotal", "total", "tender", "tender"]);
    expect(doc.blocks.some((b) => b.kind === "heading")).toBe(false);
  });

  it("shows the voucher as a deduction, Tarik Tunai, Free Kembalian, the outlet's footer and the QR last", () => {
    const doc = buildReceiptDocument({
      ...RECEIPT_FIXTURE,
      voucher: 10_000,
      cashWithdrawal: 100_000,
      freeChange: 900,
      footer: "Sampai jumpa",
      qr: "https://x/s/1",
    });
    const text = doc.blocks.map(receiptBlockText);
    expect(text).toContain("Voucher: -Rp 10.000");
    expect(text).toContain("Tarik Tunai: Rp 100.000");
    expect(text).toContain("Free Kembalian: Rp 900");
    expect(text).toContain("Sampai jumpa");
    expect(doc.blocks.at(-1)).toEqual({ kind: "qr", text: "https://x/s/1", caption: "Pindai untuk struk digital" });
  });

  it("an RM outlet's receipt in Malay reads in ringgit", () => {
    const doc = withLocale("ms", () =>
      buildReceiptDocument({
        ...RECEIPT_FIXTURE,
        currency: "MYR",
        subtotal: 1_700,
        total: 1_955,
        tenders: [{ name: "Tunai", amount: 5_000 }],
      }),
    );
    const text = doc.blocks.map(receiptBlockText);
    expect(text).toContain("Bil: S24001");
    expect(text).toContain("Subjumlah: RM 17.00");
    expect(text).toContain("JUMLAH: RM 19.55");
    expect(text).toContain("Cukai (10%): RM 54.00");
  });

  it("refuses an amount that is not whole minor units", () => {
    expect(() => buildReceiptDocument({ ...RECEIPT_FIXTURE, total: 1.5 })).toThrow(RangeError);
  });
});

describe("receiptTenders", () => {
  const bill = { name: "Lost Bill", amount: 0 };

  it("lists each payment in order: cash what was handed over, other methods what they paid", () => {
    const payments = [
      { name: "OVO", methodId: 6, amount: 20_000, tendered: 20_000 },
      { name: "Tunai", methodId: 1, amount: 27_200, tendered: 30_000 },
    ];
    expect(receiptTenders(payments, bill)).toEqual([
      { name: "OVO", amount: 20_000 },
      { name: "Tunai", amount: 30_000 },
    ]);
  });

  it("shows the bill's own method for a bill without payments (a write-off)", () => {
    expect(receiptTenders([], bill)).toEqual([bill]);
  });
});

describe("receiptOptionText", () => {
  it.each([
    [{ name: "Telur", price: 3_000 }, "IDR", "Telur +Rp 3.000"],
    [{ name: "Kecil", price: -2_000 }, "IDR", "Kecil -Rp 2.000"],
    [{ name: "Level 3", price: 0 }, "IDR", "Level 3"],
    [{ name: "Telur", price: 150 }, "MYR", "Telur +RM 1.50"],
    [{ name: "Kecil", price: -5 }, "MYR", "Kecil -RM 0.05"],
  ] as const)("%o in %s → %s", (option, currency, text) => {
    expect(receiptOptionText(option, currency)).toBe(text);
  });

  it("lists a line's options under it in the receipt's currency, the price with them in its detail", () => {
    const doc = buildReceiptDocument({
      ...RECEIPT_FIXTURE,
      currency: "MYR",
      lines: [{ name: "Nasi Lemak", qty: 2, price: 1_050, options: [{ name: "Telur", price: 200 }], total: 2_100, reason: "" }],
    });
    expect(doc.blocks.find((b) => b.kind === "item")).toEqual({
      kind: "item",
      name: "Nasi Lemak",
      options: ["Telur +RM 2.00"],
      detail: "2 x RM 10.50",
      amount: "RM 21.00",
      reason: "",
    });
  });
});
