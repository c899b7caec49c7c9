/**
 * The receipt as a PDF (payment spec §7 Receipts `download-struct`), drawn with PDFKit
 * on an 80 mm wide page as tall as the receipt. PDFKit's built-in Helvetica (no font files);
 * characters outside Latin-1 in names print as PDFKit substitutes them.
 */
import PDFDocument from "pdfkit";
import type { ReceiptDoc, ReceiptRow } from "./receipt-doc.ts";

const MM = 72 / 25.4;
const WIDTH = 80 * MM;
const MARGIN = 5 * MM;
const INNER = WIDTH - 2 * MARGIN;
const LINE = 11;

/** Height the page needs for the receipt (points). */
function heightOf(doc: ReceiptDoc): number {
  const lines = doc.lines.reduce((n, l) => n + 2 + (l.reason ? 1 : 0), 0);
  const rows = 4 + doc.header.length + lines + doc.amounts.length + 2 + doc.payment.length + 6;
  return 2 * MARGIN + rows * LINE + 40;
}

/**
 * Renders the receipt to PDF bytes.
 * @returns a PDF 1.3 document (one page), as a Buffer.
 */
export function renderReceiptPdf(doc: ReceiptDoc): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [WIDTH, heightOf(doc)],
    margin: MARGIN,
    info: { Title: `${doc.outlet.name} ${doc.nota}`, Author: doc.outlet.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
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
  const pair = (r: ReceiptRow, bold = false) => {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 10 : 8);
    const y = pdf.y;
    pdf.text(r.label, MARGIN, y, { width: INNER * 0.6 });
    const after = pdf.y;
    pdf.text(r.value, MARGIN + INNER * 0.4, y, { width: INNER * 0.6, align: "right" });
    pdf.y = Math.max(after, pdf.y);
  };

  pdf.font("Helvetica-Bold").fontSize(11).text(doc.outlet.name, { align: "center", width: INNER });
  pdf.font("Helvetica").fontSize(8);
  if (doc.outlet.address) {
    pdf.text(doc.outlet.address, { align: "center", width: INNER });
  }
  if (doc.outlet.phone) {
    pdf.text(`Telp. ${doc.outlet.phone}`, { align: "center", width: INNER });
  }
  rule();
  for (const r of doc.header) {
    pair(r);
  }
  rule();
  for (const l of doc.lines) {
    pdf.font("Helvetica-Bold").fontSize(8).text(l.name, MARGIN, pdf.y, { width: INNER });
    pair({ label: `  ${l.detail}`, value: l.amount });
    if (l.reason) {
      pdf.font("Helvetica-Oblique").fontSize(7).text(`  ${l.reason}`, MARGIN, pdf.y, { width: INNER });
    }
  }
  rule();
  for (const r of doc.amounts) {
    pair(r);
  }
  rule();
  pair(doc.total, true);
  for (const r of doc.payment) {
    pair(r);
  }
  rule();
  pdf.font("Helvetica").fontSize(8).text(doc.footer, MARGIN, pdf.y, { align: "center", width: INNER });
  pdf.end();
  return done;
}
