/// <reference path="./fontkit.d.ts" />
/**
 * The receipt as a PDF (payment spec §7 Receipts `download-struct`): the blocks of the domain's
 * receipt document drawn with PDFKit on an 80 mm wide page as tall as the receipt.
 *
 * Fonts: Noto Sans (regular, bold, italic) from the `@expo-google-fonts/noto-sans` npm package,
 * embedded as subsets, so Indonesian and Malay names with any Latin accent (é, ñ, ẹ, ā …), the
 * rupiah and ringgit amounts and the `·` separator print as typed (PDFKit's built-in Helvetica is
 * WinAnsi only). A character the font has no glyph for (an emoji, a CJK name) is replaced by the
 * visible placeholder U+FFFD `�` before drawing, checked per font with fontkit, so such a name never
 * breaks the PDF or prints as an invisible .notdef box.
 */
import { createRequire } from "node:module";
import type { ReceiptBlock, ReceiptDocument } from "@waroeng/domain";

const require = createRequire(import.meta.url);
// PDFKit, fontkit and qrcode (≈ 40 MB and a second of start together) load with the first PDF receipt.
let libs: { fontkit: typeof import("fontkit"); PDFDocument: typeof import("pdfkit"); QRCode: typeof import("qrcode") } | undefined;
const lib = () =>
  (libs ??= {
    fontkit: require("fontkit") as typeof import("fontkit"),
    PDFDocument: require("pdfkit") as typeof import("pdfkit"),
    QRCode: require("qrcode") as typeof import("qrcode"),
  });
const FONTS = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  italic: require.resolve("@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf"),
} as const;
type FontName = keyof typeof FONTS;

/** What replaces a character the font cannot draw. */
export const MISSING_GLYPH = "\uFFFD";

const MM = 72 / 25.4;
const WIDTH = 80 * MM;
const MARGIN = 5 * MM;
const INNER = WIDTH - 2 * MARGIN;
const LINE = 11;
/** Characters of a line at 8 pt across the page, for the page height estimate. */
const CHARS_PER_LINE = 44;
const QR_SIZE = 30 * MM;

const coverage = new Map<FontName, { hasGlyphForCodePoint(codePoint: number): boolean }>();

/** `text` with every character `font` has no glyph for replaced by MISSING_GLYPH (line breaks kept). */
export function drawable(text: string, font: FontName): string {
  let face = coverage.get(font);
  if (!face) {
    face = lib().fontkit.openSync(FONTS[font]);
    coverage.set(font, face);
  }
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    // Variation selectors and zero-width joiners ride along with an emoji: dropped with it.
    if (cp === 0xfe0f || cp === 0x200d) {
      continue;
    }
    out += ch === "\n" || face.hasGlyphForCodePoint(cp) ? ch : MISSING_GLYPH;
  }
  return out;
}

/** Rows a block takes on the page (long texts wrap), for the page height. */
function rowsOf(b: ReceiptBlock): number {
  const wraps = (s: string) => Math.max(1, Math.ceil(s.length / CHARS_PER_LINE));
  switch (b.kind) {
    case "title":
      return 1.5 * wraps(b.text);
    case "heading":
    case "footer":
      return wraps(b.text);
    case "separator":
      return 0.6;
    case "info":
    case "amount":
      return wraps(`${b.label} ${b.value}`);
    case "total":
      return 1.4;
    case "item":
      return wraps(b.name) + b.options.reduce((n, o) => n + wraps(`  ${o}`), 0) + 1 + (b.reason ? wraps(b.reason) : 0);
    case "qr":
      return QR_SIZE / LINE + 2;
    default:
      return b satisfies never;
  }
}

/**
 * Renders the receipt document to PDF bytes: one page 80 mm wide, the fonts embedded.
 * @returns a PDF document (one page), as a Buffer.
 * @example const pdf = await renderReceiptPdf(buildReceiptDocument(data)); // Buffer starting "%PDF-"
 */
export function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const title = doc.blocks.find((b) => b.kind === "title")?.text ?? "";
  const height = 2 * MARGIN + doc.blocks.reduce((n, b) => n + rowsOf(b), 0) * LINE + 40;
  const { PDFDocument, QRCode } = lib();
  const pdf = new PDFDocument({
    size: [WIDTH, height],
    margin: MARGIN,
    font: FONTS.regular,
    info: { Title: `${title} ${doc.nota}`, Author: title },
  });
  for (const [name, file] of Object.entries(FONTS)) {
    pdf.registerFont(name, file);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const write = (text: string, font: FontName, size: number, opts: PDFKit.Mixins.TextOptions = {}) => {
    pdf
      .font(font)
      .fontSize(size)
      .text(drawable(text, font), MARGIN, pdf.y, { width: INNER, ...opts });
  };
  const rule = () => {
    const y = pdf.y + 2;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(WIDTH - MARGIN, y)
      .dash(2, { space: 2 })
      .lineWidth(0.5)
      .stroke()
      .undash();
    pdf.y = y + 4;
  };
  const pair = (label: string, value: string, bold = false) => {
    const font: FontName = bold ? "bold" : "regular";
    pdf.font(font).fontSize(bold ? 10 : 8);
    const y = pdf.y;
    pdf.text(drawable(label, font), MARGIN, y, { width: INNER * 0.6 });
    const after = pdf.y;
    pdf.text(drawable(value, font), MARGIN + INNER * 0.4, y, { width: INNER * 0.6, align: "right" });
    pdf.y = Math.max(after, pdf.y);
  };
  const qr = (text: string, caption: string) => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const cell = QR_SIZE / modules.size;
    const x0 = (WIDTH - QR_SIZE) / 2;
    const y0 = pdf.y + 4;
    for (let r = 0; r < modules.size; r++) {
      for (let c = 0; c < modules.size; c++) {
        if (modules.get(r, c)) {
          pdf.rect(x0 + c * cell, y0 + r * cell, cell, cell);
        }
      }
    }
    pdf.fill("#000");
    pdf.y = y0 + QR_SIZE + 4;
    write(caption, "regular", 7, { align: "center" });
  };

  for (const b of doc.blocks) {
    switch (b.kind) {
      case "title":
        write(b.text, "bold", 11, { align: "center" });
        break;
      case "heading":
      case "footer":
        write(b.text, "regular", 8, { align: "center" });
        break;
      case "separator":
        rule();
        break;
      case "info":
      case "amount":
        pair(b.label, b.value);
        break;
      case "total":
        pair(b.label, b.value, true);
        break;
      case "item":
        write(b.name, "bold", 8);
        for (const option of b.options) {
          write(`  ${option}`, "regular", 7);
        }
        pair(`  ${b.detail}`, b.amount);
        if (b.reason) {
          write(`  ${b.reason}`, "italic", 7);
        }
        break;
      case "qr":
        qr(b.text, b.caption);
        break;
      default:
        b satisfies never;
    }
  }
  pdf.end();
  return done;
}
