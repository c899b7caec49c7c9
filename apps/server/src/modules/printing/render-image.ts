/// <reference path="./canvas-dither.d.ts" />
/**
 * PNG rendering of the print documents for the android-image / android-image-vps printers:
 * the same layout as the ESC/POS text of render.ts (32 columns on 58 mm paper, width 405 → 384 px;
 * 48 columns on 80 mm, width 600 → 576 px), laid out here as fixed-width text lines, drawn as SVG
 * text in JetBrains Mono (shipped by the `@expo-google-fonts/jetbrains-mono` npm package and loaded
 * explicitly: system fonts are never used) and rasterised by `@resvg/resvg-js` black on white with
 * anti-aliasing off. One character is 12 px wide at a 20 px font (the font's advance is 0.6 em), so
 * a line of `columns` characters fills the paper. Optional: the outlet's logo centred on top and a
 * QR code (qrcode, error level M, whole-pixel modules) with a caption at the foot.
 * The PNG is 1-bit greyscale, as a thermal printer prints: every pixel black or white (Atkinson
 * dithering of `canvas-dither`, which leaves the already black-and-white text and QR untouched and
 * turns the logo's greys into dots), encoded by `fast-png` at bit depth 1.
 */
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { type Currency, formatMoney, PRINT_MSG, printerColumns, type ReceiptDocument } from "@waroeng/domain";
import dither from "canvas-dither";
import { encode } from "fast-png";
import type { BillDoc, DrawerDoc, MoneyLine, OpeningCashDoc, PrintDocument, SlipDoc, TestDoc, TicketDoc } from "./documents.ts";
import { type Logo, logoHref, logoPrintSize } from "./logo.ts";
import { qrModuleSize } from "./render.ts";

const require = createRequire(import.meta.url);
/** qrcode, loaded with the first printed QR (not at start). */
let qrcode: typeof import("qrcode") | undefined;
const FONT_FAMILY = "JetBrains Mono";
const FONT_FILES = [
  require.resolve("@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf"),
  require.resolve("@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf"),
];
/** Pixels of one character cell: 12 px wide (0.6 em at 20 px), 26 px high. */
const CHAR_W = 12;
const FONT_SIZE = 20;
const LINE_H = 26;
const MARGIN_Y = 16;
/** The longest image: a document this many lines long is cut (a kitchen ticket of hundreds of lines). */
const MAX_LINES = 2000;

/** One line of the image: `text` at most `columns` characters, already aligned; a rule is a line of dashes. */
export interface ImageLine {
  text: string;
  bold?: boolean;
}

/** The PNG width in pixels of a printer of `width` (405 → 384 px on 58 mm paper, 600 → 576 px on 80 mm). */
export function imageWidth(width: number): number {
  return printerColumns(width) * CHAR_W;
}

/** `s` cut into pieces of at most `n` characters, breaking at spaces when it can (like the encoder's wrap). */
function wrap(s: string, n: number): string[] {
  const out: string[] = [];
  let rest = s.replace(/\s+$/, "");
  while (rest.length > n) {
    const space = rest.lastIndexOf(" ", n);
    const cut = space > 0 ? space : n;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^ /, "");
  }
  out.push(rest);
  return out;
}

class Lines {
  readonly out: ImageLine[] = [];
  constructor(readonly columns: number) {}

  line(text: string, opts: { bold?: boolean; center?: boolean } = {}): this {
    for (const piece of wrap(text, this.columns)) {
      const pad = opts.center ? Math.floor((this.columns - piece.length) / 2) : 0;
      this.out.push({ text: " ".repeat(pad) + piece, bold: opts.bold });
    }
    return this;
  }

  rule(): this {
    this.out.push({ text: "-".repeat(this.columns) });
    return this;
  }

  /** `left` and `right` in two columns, right-aligned in at least 12 characters (render.ts pair). */
  pair(left: string, right: string, bold = false): this {
    const rightWidth = Math.min(Math.max(right.length, 12), this.columns - 2);
    const leftWidth = this.columns - rightWidth - 1;
    const lefts = wrap(left, leftWidth);
    const rights = wrap(right, rightWidth);
    for (let i = 0; i < Math.max(lefts.length, rights.length); i++) {
      this.out.push({ text: `${(lefts[i] ?? "").padEnd(leftWidth)} ${(rights[i] ?? "").padStart(rightWidth)}`, bold });
    }
    return this;
  }

  header(title: string, sub: string[]): this {
    this.line(title, { bold: true, center: true });
    for (const s of sub.filter(Boolean)) {
      this.line(s, { center: true });
    }
    return this.rule();
  }

  moneyLines(lines: MoneyLine[], currency: Currency): this {
    for (const l of lines) {
      this.line(l.name);
      for (const option of l.options ?? []) {
        this.line(`  ${option}`);
      }
      this.pair(`  ${l.qty} x ${formatMoney(l.price, currency)}${l.reason ? ` (${l.reason})` : ""}`, formatMoney(l.nominal, currency));
    }
    return this.rule();
  }
}

/** The receipt document's blocks, as render.ts prints them (a QR block is drawn by documentSvg). */
function receipt(t: Lines, d: ReceiptDocument): void {
  for (const b of d.blocks) {
    switch (b.kind) {
      case "title":
        t.line(b.text, { bold: true, center: true });
        break;
      case "heading":
      case "footer":
        t.line(b.text, { center: true });
        break;
      case "separator":
        t.rule();
        break;
      case "info":
        t.line(`${b.label}: ${b.value}`);
        break;
      case "item":
        t.line(b.name);
        for (const option of b.options) {
          t.line(`  ${option}`);
        }
        t.pair(`  ${b.detail}`, b.amount);
        if (b.reason) {
          t.line(`  ${b.reason}`);
        }
        break;
      case "amount":
        t.pair(b.label, b.value);
        break;
      case "total":
        t.pair(b.label, b.value, true);
        break;
      case "qr":
        break;
      default:
        b satisfies never;
    }
  }
}

function bill(t: Lines, d: BillDoc): void {
  t.header(d.outletName, [PRINT_MSG.SLIP_BILL]);
  t.line(`${PRINT_MSG.SLIP_NOTA}: ${d.nota}`).line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  if (d.tables) {
    t.line(`${PRINT_MSG.SLIP_TABLE}: ${d.tables}`);
  }
  t.line(d.customer).rule().moneyLines(d.lines, d.currency);
  for (const x of d.totals) {
    t.pair(x.label, formatMoney(x.amount, d.currency));
  }
  t.pair(PRINT_MSG.SLIP_TOTAL, formatMoney(d.total, d.currency), true);
}

function ticket(t: Lines, d: TicketDoc): void {
  t.header(d.kind === "repeat" ? PRINT_MSG.SLIP_REPEAT : `${PRINT_MSG.SLIP_ORDER} ${d.station.toUpperCase()}`, [d.outletName]);
  t.line(`${PRINT_MSG.SLIP_NOTA}: ${d.nota}`);
  if (d.tables) {
    t.line(`${PRINT_MSG.SLIP_TABLE}: ${d.tables}`, { bold: true });
  }
  t.line(d.customer).line(`${PRINT_MSG.SLIP_WAITER}: ${d.waiter}`).line(`${d.date} ${d.time}`).rule();
  for (const l of d.lines) {
    t.line(`${l.qty} x ${l.name}${l.additional ? ` [${PRINT_MSG.SLIP_ADDITIONAL}]` : ""}`, { bold: true });
    for (const option of l.options ?? []) {
      t.line(`   - ${option}`, { bold: true });
    }
    if (l.note) {
      t.line(`   ${PRINT_MSG.SLIP_NOTE}: ${l.note}`);
    }
  }
  t.rule();
}

function drawer(t: Lines, d: DrawerDoc): void {
  t.header(PRINT_MSG.SLIP_DRAWER_TITLE, [d.outletName]);
  t.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`).line(`${PRINT_MSG.SLIP_CASHIER}: ${d.cashier}`);
  t.line(`${PRINT_MSG.SLIP_REASON}: ${d.reason}`).rule();
}

function test(t: Lines, d: TestDoc): void {
  t.header(PRINT_MSG.SLIP_TEST_TITLE, [d.outletName]);
  t.line(`${PRINT_MSG.SLIP_LOCATION}: ${d.location}`).line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  t.line(PRINT_MSG.SLIP_TEST_BODY).rule();
}

function slip(t: Lines, d: SlipDoc): void {
  t.header(d.title, [d.outletName]);
  t.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  for (const i of d.info) {
    t.line(`${i.label}: ${i.value}`);
  }
  t.rule();
  for (const section of d.sections) {
    for (const r of section) {
      t.pair(r.label, formatMoney(r.amount, d.currency), r.bold);
    }
    t.rule();
  }
}

function opening(t: Lines, d: OpeningCashDoc): void {
  t.header(PRINT_MSG.SLIP_OPENING_TITLE, [d.outletName]);
  t.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`).line(`${PRINT_MSG.SLIP_CASHIER}: ${d.cashier}`);
  t.line(`${PRINT_MSG.SLIP_SESSION}: ${d.session} (${d.businessDate})`).rule();
  for (const l of d.lines) {
    t.pair(`${l.name} x ${l.qty}`, formatMoney(l.nominal, d.currency));
  }
  t.rule().pair(PRINT_MSG.SLIP_TOTAL, formatMoney(d.total, d.currency), true);
}

/**
 * The text lines of `doc` on paper of `columns` characters, as render.ts lays out the ESC/POS text
 * (a pulse has none). Exported for its test.
 *
 * @example
 * layoutDocument({ kind: "test", outletName: "Waroeng", date: "2026-11-23", time: "10:00", location: "kasir" }, 32);
 */
export function layoutDocument(doc: PrintDocument, columns: number): ImageLine[] {
  const t = new Lines(columns);
  switch (doc.kind) {
    case "receipt":
      receipt(t, doc.receipt);
      break;
    case "bill":
      bill(t, doc);
      break;
    case "kitchen":
    case "repeat":
      ticket(t, doc);
      break;
    case "drawer":
      drawer(t, doc);
      break;
    case "test":
      test(t, doc);
      break;
    case "slip":
      slip(t, doc);
      break;
    case "opening":
      opening(t, doc);
      break;
    case "pulse":
      break;
    default:
      doc satisfies never;
  }
  return t.out.slice(0, MAX_LINES);
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** `s` safe inside SVG text: XML-escaped, control characters dropped. */
function xml(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return s.replace(/[\u0000-\u001f\u007f]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The extras of one image: the outlet's logo on top, a QR of `qr` (the receipt's PDF link) at the foot. */
export interface ImageExtras {
  logo?: Logo | undefined;
  qr?: string | undefined;
}

/** The dark modules of `text`'s QR code as one SVG path of `module`-pixel squares from (x, y); its size in pixels. */
function qrPath(text: string, x: number, y: number, module: number): { d: string; size: number } {
  qrcode ??= require("qrcode") as typeof import("qrcode");
  const { modules } = qrcode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const parts: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (modules.get(r, c)) {
        parts.push(`M${x + c * module} ${y + r * module}h${module}v${module}h-${module}z`);
      }
    }
  }
  return { d: parts.join(""), size: n * module };
}

/** The QR at the foot: the printer's (`extras.qr`, the receipt's PDF link), else a receipt document's own QR block. */
function footQr(doc: PrintDocument, extras: ImageExtras): { text: string; caption: string } | null {
  if (extras.qr) {
    return { text: extras.qr, caption: PRINT_MSG.SLIP_QR_CAPTION };
  }
  const block = doc.kind === "receipt" ? doc.receipt.blocks.find((b) => b.kind === "qr") : undefined;
  return block?.kind === "qr" ? { text: block.text, caption: block.caption } : null;
}

/** The SVG of `doc` for a printer of `width` dots (renderImage rasterises it). */
function documentSvg(doc: PrintDocument, width: number, extras: ImageExtras = {}): string {
  const px = imageWidth(width);
  const columns = printerColumns(width);
  const lines = layoutDocument(doc, columns);
  const parts: string[] = [];
  let y = MARGIN_Y;
  if (extras.logo) {
    const size = logoPrintSize(extras.logo, px);
    parts.push(
      `<image x="${Math.floor((px - size.width) / 2)}" y="${y}" width="${size.width}" height="${size.height}" preserveAspectRatio="none" href="${logoHref(extras.logo)}"/>`,
    );
    y += size.height + LINE_H / 2;
  }
  const textTop = y;
  y += Math.max(1, lines.length) * LINE_H;
  const texts = lines.map(
    (l, i) =>
      `<text x="0" y="${textTop + i * LINE_H + FONT_SIZE}"${l.bold ? ' font-weight="700"' : ""} xml:space="preserve">${xml(l.text)}</text>`,
  );
  const qrText = footQr(doc, extras);
  if (qrText) {
    const module = qrModuleSize(width);
    const probe = qrPath(qrText.text, 0, 0, module);
    // A quiet zone of 4 modules above and below (phone scanners need it).
    const qr = qrPath(qrText.text, Math.floor((px - probe.size) / 2), y + 4 * module, module);
    parts.push(`<path d="${qr.d}" fill="#000" shape-rendering="crispEdges"/>`);
    y += 4 * module + qr.size + 3 * module;
    const caption = qrText.caption.slice(0, columns);
    const pad = Math.floor((columns - caption.length) / 2);
    texts.push(`<text x="0" y="${y + FONT_SIZE}" xml:space="preserve">${xml(" ".repeat(pad) + caption)}</text>`);
    y += LINE_H;
  }
  const height = y + MARGIN_Y;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${height}" viewBox="0 0 ${px} ${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>${parts.join("")}` +
    `<g font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}" fill="#000" text-rendering="optimizeSpeed">${texts.join("")}</g></svg>`
  );
}

/**
 * The PNG image of `doc` for a printer of `width` dots (405 → 384 px wide, 600 → 576 px): 1-bit
 * greyscale (each pixel black or white; Atkinson-dithered), with the logo and QR of `extras`. The
 * fonts are the bundled JetBrains Mono files, never the system's.
 *
 * @example
 * const png = renderImage(receiptDoc, 405); // Buffer starting with the PNG signature, 384 px wide, bit depth 1
 */
export function renderImage(doc: PrintDocument, width: number, extras: ImageExtras = {}): Buffer {
  const resvg = new Resvg(documentSvg(doc, width, extras), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, monospaceFamily: FONT_FAMILY },
    shapeRendering: 0,
    textRendering: 0,
    background: "#ffffff",
  });
  const rendered = resvg.render();
  const image = dither.atkinson({ data: new Uint8Array(rendered.pixels), width: rendered.width, height: rendered.height });
  return Buffer.from(encode({ ...packBits(image), depth: 1, channels: 1 }));
}

/** RGBA pixels already black or white → rows of bits, 1 = white (PNG greyscale at depth 1), each row padded to a byte. */
function packBits(image: { data: Uint8Array; width: number; height: number }): { data: Uint8Array; width: number; height: number } {
  const { width, height, data } = image;
  const rowBytes = Math.ceil(width / 8);
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4] ?? 0) >= 128) {
        const at = y * rowBytes + (x >> 3);
        out[at] = (out[at] ?? 0) | (0x80 >> (x & 7));
      }
    }
  }
  return { data: out, width, height };
}
