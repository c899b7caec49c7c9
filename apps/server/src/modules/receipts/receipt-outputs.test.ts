/**
 * One receipt, five outputs: the fixture receipt (a cancelled line, a discount, tax, service charge,
 * rounding, two tenders with change, a reprint, accented and emoji names) built once as the domain's
 * receipt document and rendered to ESC/POS, the printer image, the PDF and the WhatsApp text; every
 * output shows the same words and amounts (the /struk page is checked by the web project's
 * ReceiptSlip test against the same fixture). The PDF embeds its font and draws a placeholder for
 * an emoji or a character the font lacks.
 */
import { buildReceiptDocument, type ReceiptDocument, withLocale } from "@waroeng/domain";
import { RECEIPT_FIXTURE, RECEIPT_FIXTURE_TEXTS } from "@waroeng/domain/testing";
import { describe, expect, it } from "vitest";
import type { ReceiptDoc } from "../printing/documents.ts";
import { escposText } from "../printing/escpos-text.test-helpers.ts";
import { renderDocument } from "../printing/render.ts";
import { pngSize } from "../printing/render-image.test-helpers.ts";
import { layoutDocument, renderImage } from "../printing/render-image.ts";
import { drawable, MISSING_GLYPH, renderReceiptPdf } from "./receipt-pdf.ts";
import { receiptText } from "./receipt-text.ts";
import { pdfFonts, pdfText } from "./receipts.fixture.ts";

const LINK = "https://waroeng.example/api/recap-transactions/download-struct/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
const doc: ReceiptDocument = withLocale("id", () => buildReceiptDocument(RECEIPT_FIXTURE));
const printDoc: ReceiptDoc = { kind: "receipt", nota: doc.nota, receipt: doc };

/** Whitespace runs as one space: the outputs pad and wrap differently, the words stay. */
const flat = (s: string) => s.replace(/\s+/g, " ");

function expectEveryText(output: string): void {
  const text = flat(output);
  const missing = RECEIPT_FIXTURE_TEXTS.filter((t) => !text.includes(t));
  expect(missing, text).toEqual([]);
}

describe("the fixture receipt in every output", () => {
  it.each([405, 600])("ESC/POS at width %i: the printed text decoded from its code pages", (width) => {
    const text = escposText(renderDocument(printDoc, { width }));
    expectEveryText(text);
    // The printer has no emoji: the encoder sends "?" in its place; the accents print.
    expect(text).toContain("Pak André ??");
    expect(text).not.toContain("SALINAN SALINAN");
  });

  it.each([405, 600])("printer image at width %i: the laid-out lines it draws", (width) => {
    const columns = width === 600 ? 48 : 32;
    expectEveryText(
      layoutDocument(printDoc, columns)
        .map((l) => l.text)
        .join("\n"),
    );
    expect(pngSize(renderImage(printDoc, width)).width).toBe(columns * 12);
  });

  it("WhatsApp text, with the PDF link before the footer", () => {
    const text = receiptText(doc, LINK);
    expectEveryText(text);
    expect(text).toContain("Pak André 🙂");
    expect(text).toContain("*TOTAL: Rp 62.100*");
    expect(text.indexOf(LINK)).toBeLessThan(text.indexOf("Terima kasih, Big Boss!"));
  });

  it("PDF: Noto Sans embedded, the text extractable, the emoji drawn as the placeholder", async () => {
    const pdf = await renderReceiptPdf(doc);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(
      fonts.every((f) => f.embedded && /\+NotoSans/.test(f.name)),
      JSON.stringify(fonts),
    ).toBe(true);
    const text = pdfText(pdf);
    expectEveryText(text);
    expect(text).toContain(`Pak André ${MISSING_GLYPH}`);
    expect(text).toContain(`Nasi Goreng Spésial ${MISSING_GLYPH}`);
  });
});

describe("PDF fonts", () => {
  it("keeps Indonesian and Malay Latin text and replaces what Noto Sans cannot draw", () => {
    expect(drawable("Bakso Pak Kumis · Rp 1.000 · RM 4.60 — Crème Brûlée, Nasi Lemak Mak Ẹnọ", "regular")).toBe(
      "Bakso Pak Kumis · Rp 1.000 · RM 4.60 — Crème Brûlée, Nasi Lemak Mak Ẹnọ",
    );
    expect(drawable("Es 🧋 Boba 焼き", "bold")).toBe(`Es ${MISSING_GLYPH} Boba ${MISSING_GLYPH}${MISSING_GLYPH}`);
    expect(drawable("👨‍🍳 Chef", "italic")).toBe(`${MISSING_GLYPH}${MISSING_GLYPH} Chef`);
  });

  it("a receipt whose names are all emoji and CJK still renders a readable PDF", async () => {
    const odd = withLocale("id", () =>
      buildReceiptDocument({
        ...RECEIPT_FIXTURE,
        outlet: { name: "🍜🍜🍜", address: "", phone: "" },
        customer: "王小明",
        lines: [{ name: "🍣 寿司", qty: 1, price: 10_000, options: [], total: 10_000, reason: "" }],
        qr: LINK,
      }),
    );
    const text = flat(pdfText(await renderReceiptPdf(odd)));
    expect(text).toContain(`Big Boss ${MISSING_GLYPH.repeat(3)}`);
    expect(text).toContain("1 x Rp 10.000 Rp 10.000");
    expect(text).toContain("TOTAL Rp 62.100");
    expect(text).toContain("Pindai untuk struk digital");
  });
});
