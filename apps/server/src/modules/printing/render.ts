/**
 * ESC/POS rendering of the print documents with `@point-of-sale/receipt-printer-encoder`:
 * 32 columns on 58 mm paper (width 405), 48 on 80 mm (width 600); the code page is chosen per text
 * ("auto", Epson mapping) so accented names print; every document but the pulse ends with the
 * printer profile's feed and a cut. A paid receipt is the domain's receipt document (the same
 * blocks the image, PDF, WhatsApp text and /struk page lay out). The profile: the printer's model
 * chosen in Printer Setting (`printerModel`, the encoder's printer definitions: its language, code
 * pages, columns at most the paper's, and `cutter.feed`), else the generic one (GENERIC_FEED_BEFORE_CUT
 * lines, also for a model whose definition has no cutter: a tear-off edge needs the feed as much).
 * Optional: the outlet's logo on top (the encoder's raster image, Atkinson-dithered) and a QR code
 * (the printer's own QR command, model 2, error level M) with a caption at the foot.
 *
 * receiptline (markdown-like receipts to ESC/POS, SVG and text) was weighed against this and not
 * adopted: it prints accents (its "multilingual" code pages) and QR codes and takes a PNG logo, but it
 * has no printer profiles (only cut or no cut), its SVG asks for a web font and still needs our
 * font and resvg for a 1-bit PNG, names must be escaped into its markup, and every other document
 * (bill, tickets, slips, the pulse) would keep this encoder: two ESC/POS writers for one printer.
 */
import ReceiptPrinterEncoder, { type ReceiptPrinterEncoderOptions } from "@point-of-sale/receipt-printer-encoder";
import { type Currency, formatMoney, PRINT_MSG, printerColumns, type ReceiptDocument } from "@waroeng/domain";
import type { BillDoc, DrawerDoc, MoneyLine, OpeningCashDoc, PrintDocument, SlipDoc, TestDoc, TicketDoc } from "./documents.ts";

type Encoder = InstanceType<typeof ReceiptPrinterEncoder>;

/** A printer model of the encoder's definitions (`ReceiptPrinterEncoder.printerModels`), e.g. "epson-tm-t88vi". */
export type PrinterModel = NonNullable<ReceiptPrinterEncoderOptions["printerModel"]>;

/**
 * Lines fed before the cut by the generic profile (no printer model known): two, so the last
 * printed line clears the cutter of the common 58/80 mm ESC/POS printers.
 */
export const GENERIC_FEED_BEFORE_CUT = 2;

/**
 * Options of one rendering: `kick` appends the drawer-kick pulse (cash payments); `logo` the logo's
 * RGBA pixels at their printed size (logo.ts logoPixels), printed centred first; `qr` a text (the
 * receipt's PDF link) printed as a QR code after the document.
 */
export interface RenderOptions {
  width: number;
  kick?: boolean;
  logo?: { data: Uint8Array; width: number; height: number } | undefined;
  qr?: string | undefined;
  /**
   * The printer's model in the encoder's printer definitions (`ReceiptPrinterEncoder.printerModels`):
   * its language, code pages, columns (at most the paper's: an 80 mm model on 58 mm paper prints 32)
   * and the lines fed before the cut (`cutter.feed`; GENERIC_FEED_BEFORE_CUT when it has no cutter)
   * come from that profile. Without one, the generic ESC/POS profile: Epson code pages, the paper's
   * columns and GENERIC_FEED_BEFORE_CUT.
   */
  printerModel?: PrinterModel | undefined;
}

/** The model ids of the encoder's printer definitions. */
const MODEL_IDS: ReadonlySet<string> = new Set(ReceiptPrinterEncoder.printerModels.map((m) => m.id));

/**
 * Whether `id` is a model of the encoder's printer definitions (what Printer Setting may store
 * besides GENERIC_PRINTER_MODEL).
 *
 * @example
 * isPrinterModel("epson-tm-t88vi"); // true
 * isPrinterModel("generic"); // false
 */
export function isPrinterModel(id: string): id is PrinterModel {
  return MODEL_IDS.has(id);
}

/**
 * A stored printer model as a rendering's `printerModel`: undefined (the generic profile) for
 * "generic" and for a model the encoder no longer knows, so such a printer still prints.
 *
 * @example
 * printerModelOf("generic"); // undefined
 */
export function printerModelOf(stored: string): PrinterModel | undefined {
  return isPrinterModel(stored) ? stored : undefined;
}

/** A model's own profile: its font A columns and the lines its definition feeds before the cut (0: no cutter). */
const profiles = new Map<PrinterModel, { columns: number; feed: number }>();

function profileOf(model: PrinterModel): { columns: number; feed: number } {
  let profile = profiles.get(model);
  if (!profile) {
    // The encoder keeps its definitions to itself: a bare cut shows the lines it feeds first.
    const probe = new ReceiptPrinterEncoder({ printerModel: model });
    const bytes = probe.cut().encode();
    const lead = bytes.findIndex((b) => b !== 0x0a && b !== 0x0d);
    profile = { columns: probe.columns, feed: bytes.subarray(0, lead).filter((b) => b === 0x0a).length };
    profiles.set(model, profile);
  }
  return profile;
}

/** The encoder for one rendering: the printer model's profile, or the generic ESC/POS one. */
function encoderFor(opts: RenderOptions): { e: Encoder; columns: number } {
  const base = { imageMode: "raster" as const };
  if (opts.printerModel) {
    const profile = profileOf(opts.printerModel);
    const e = new ReceiptPrinterEncoder({
      ...base,
      printerModel: opts.printerModel,
      columns: Math.min(profile.columns, printerColumns(opts.width)),
      ...(profile.feed > 0 ? {} : { feedBeforeCut: GENERIC_FEED_BEFORE_CUT }),
    });
    return { e, columns: e.columns };
  }
  const e = new ReceiptPrinterEncoder({
    ...base,
    language: "esc-pos",
    columns: printerColumns(opts.width),
    codepageMapping: "epson",
    feedBeforeCut: GENERIC_FEED_BEFORE_CUT,
  });
  return { e, columns: e.columns };
}

/** QR module size in dots: 5 on 58 mm paper, 6 on 80 mm (a receipt link of ~110 characters is ~41 modules). */
export function qrModuleSize(width: number): number {
  return printerColumns(width) === 48 ? 6 : 5;
}

/**
 * The bytes a printer of `width` dots receives for `doc`: initialise, the document, the pulse when
 * `kick` (or for a pulse document), then the profile's feed and a cut (not for a bare pulse).
 *
 * @example
 * const bytes = renderDocument({ kind: "pulse" }, { width: 405 }); // ESC @ … ESC p
 */
export function renderDocument(doc: PrintDocument, opts: RenderOptions): Uint8Array {
  const { e, columns } = encoderFor(opts);
  e.initialize().codepage("auto");
  if (opts.logo && doc.kind !== "pulse") {
    const { width, height } = opts.logo;
    e.align("center").image(opts.logo, { width, height, algorithm: "atkinson" }).align("left");
  }
  switch (doc.kind) {
    case "receipt":
      receipt(e, doc.receipt, columns, opts);
      break;
    case "bill":
      bill(e, doc, columns);
      break;
    case "kitchen":
    case "repeat":
      ticket(e, doc);
      break;
    case "drawer":
      drawer(e, doc);
      break;
    case "test":
      test(e, doc);
      break;
    case "slip":
      slip(e, doc, columns);
      break;
    case "pulse":
      break;
    case "opening":
      opening(e, doc, columns);
      break;
    default:
      doc satisfies never;
  }
  if (opts.qr && doc.kind !== "pulse") {
    qrCode(e, opts.qr, PRINT_MSG.SLIP_QR_CAPTION, opts.width);
  }
  if (opts.kick || doc.kind === "pulse") {
    e.pulse();
  }
  if (doc.kind !== "pulse") {
    e.cut();
  }
  return e.encode();
}

function pair(e: Encoder, columns: number, left: string, right: string, bold = false): void {
  const rightWidth = Math.max(right.length, 12);
  e.table(
    [
      { width: columns - rightWidth - 1, marginRight: 1, align: "left" },
      { width: rightWidth, align: "right" },
    ],
    [
      [
        bold ? (x: Encoder) => x.bold(true).text(left).bold(false) : left,
        bold ? (x: Encoder) => x.bold(true).text(right).bold(false) : right,
      ],
    ],
  );
}

function header(e: Encoder, title: string, sub: string[]): void {
  e.align("center").bold(true).line(title).bold(false);
  for (const s of sub.filter(Boolean)) {
    e.line(s);
  }
  e.align("left").rule();
}

/** A QR code of `text` (model 2, error level M) centred, with its caption under it. */
function qrCode(e: Encoder, text: string, caption: string, width: number): void {
  e.newline()
    .align("center")
    .qrcode(text, { model: 2, size: qrModuleSize(width), errorlevel: "m" });
  e.line(caption).align("left");
}

function moneyLines(e: Encoder, columns: number, lines: MoneyLine[], currency: Currency): void {
  for (const l of lines) {
    e.line(l.name);
    for (const option of l.options ?? []) {
      e.line(`  ${option}`);
    }
    const left = `  ${l.qty} x ${formatMoney(l.price, currency)}${l.reason ? ` (${l.reason})` : ""}`;
    pair(e, columns, left, formatMoney(l.nominal, currency));
  }
  e.rule();
}

/**
 * The receipt document's blocks: centred title and headings, `label: value` rows, amounts
 * right-aligned, a line's options indented under its name, its reason under it; its QR block unless the printer adds the PDF link's QR.
 */
function receipt(e: Encoder, d: ReceiptDocument, columns: number, opts: RenderOptions): void {
  for (const b of d.blocks) {
    switch (b.kind) {
      case "title":
        e.align("center").bold(true).line(b.text).bold(false).align("left");
        break;
      case "heading":
      case "footer":
        e.align("center").line(b.text).align("left");
        break;
      case "separator":
        e.rule();
        break;
      case "info":
        e.line(`${b.label}: ${b.value}`);
        break;
      case "item":
        e.line(b.name);
        for (const option of b.options) {
          e.line(`  ${option}`);
        }
        pair(e, columns, `  ${b.detail}`, b.amount);
        if (b.reason) {
          e.line(`  ${b.reason}`);
        }
        break;
      case "amount":
        pair(e, columns, b.label, b.value);
        break;
      case "total":
        pair(e, columns, b.label, b.value, true);
        break;
      case "qr":
        if (!opts.qr) {
          qrCode(e, b.text, b.caption, opts.width);
        }
        break;
      default:
        b satisfies never;
    }
  }
}

function bill(e: Encoder, d: BillDoc, columns: number): void {
  header(e, d.outletName, [PRINT_MSG.SLIP_BILL]);
  e.line(`${PRINT_MSG.SLIP_NOTA}: ${d.nota}`);
  e.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  if (d.tables) {
    e.line(`${PRINT_MSG.SLIP_TABLE}: ${d.tables}`);
  }
  e.line(d.customer).rule();
  moneyLines(e, columns, d.lines, d.currency);
  for (const t of d.totals) {
    pair(e, columns, t.label, formatMoney(t.amount, d.currency));
  }
  pair(e, columns, PRINT_MSG.SLIP_TOTAL, formatMoney(d.total, d.currency), true);
}

function ticket(e: Encoder, d: TicketDoc): void {
  header(e, d.kind === "repeat" ? PRINT_MSG.SLIP_REPEAT : `${PRINT_MSG.SLIP_ORDER} ${d.station.toUpperCase()}`, [d.outletName]);
  e.line(`${PRINT_MSG.SLIP_NOTA}: ${d.nota}`);
  if (d.tables) {
    e.bold(true).line(`${PRINT_MSG.SLIP_TABLE}: ${d.tables}`).bold(false);
  }
  e.line(d.customer);
  e.line(`${PRINT_MSG.SLIP_WAITER}: ${d.waiter}`);
  e.line(`${d.date} ${d.time}`).rule();
  for (const l of d.lines) {
    e.bold(true)
      .line(`${l.qty} x ${l.name}${l.additional ? ` [${PRINT_MSG.SLIP_ADDITIONAL}]` : ""}`)
      .bold(false);
    for (const option of l.options ?? []) {
      e.bold(true).line(`   - ${option}`).bold(false);
    }
    if (l.note) {
      e.line(`   ${PRINT_MSG.SLIP_NOTE}: ${l.note}`);
    }
  }
  e.rule();
}

function drawer(e: Encoder, d: DrawerDoc): void {
  header(e, PRINT_MSG.SLIP_DRAWER_TITLE, [d.outletName]);
  e.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  e.line(`${PRINT_MSG.SLIP_CASHIER}: ${d.cashier}`);
  e.line(`${PRINT_MSG.SLIP_REASON}: ${d.reason}`).rule();
}

function test(e: Encoder, d: TestDoc): void {
  header(e, PRINT_MSG.SLIP_TEST_TITLE, [d.outletName]);
  e.line(`${PRINT_MSG.SLIP_LOCATION}: ${d.location}`);
  e.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  e.line(PRINT_MSG.SLIP_TEST_BODY).rule();
}

function slip(e: Encoder, d: SlipDoc, columns: number): void {
  header(e, d.title, [d.outletName]);
  e.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  for (const i of d.info) {
    e.line(`${i.label}: ${i.value}`);
  }
  e.rule();
  for (const section of d.sections) {
    for (const r of section) {
      pair(e, columns, r.label, formatMoney(r.amount, d.currency), r.bold);
    }
    e.rule();
  }
}

function opening(e: Encoder, d: OpeningCashDoc, columns: number): void {
  header(e, PRINT_MSG.SLIP_OPENING_TITLE, [d.outletName]);
  e.line(`${PRINT_MSG.SLIP_DATE}: ${d.date} ${d.time}`);
  e.line(`${PRINT_MSG.SLIP_CASHIER}: ${d.cashier}`);
  e.line(`${PRINT_MSG.SLIP_SESSION}: ${d.session} (${d.businessDate})`).rule();
  for (const l of d.lines) {
    pair(e, columns, `${l.name} x ${l.qty}`, formatMoney(l.nominal, d.currency));
  }
  e.rule();
  pair(e, columns, PRINT_MSG.SLIP_TOTAL, formatMoney(d.total, d.currency), true);
}
