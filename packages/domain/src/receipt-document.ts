/**
 * The paid receipt (struk) as ONE neutral document: an ordered list of blocks whose every label comes
 * from the message catalogue (`RECEIPT_MSG`, in the current language) and whose every amount is
 * already formatted for the outlet's currency (`formatMoney`). Each output (ESC/POS, the Android
 * printer image, the PDF, the WhatsApp text and the printable /struk page) only lays these blocks
 * out, so the same words and amounts appear in all of them.
 *
 * Spec: 03-payment-history-shift §7 Receipts (print-transaksi, download-struct, cronjob-wa), §3
 * History detail transaction (the amounts), §4 order line status (lines not charged show their reason).
 */
import { isCash } from "./kinds.ts";
import type { LineOption } from "./menu-options.ts";
import { API_MSG, PRINT_MSG, QRIS_MSG, RECEIPT_MSG } from "./messages.ts";
import { type Currency, formatMoney } from "./money.ts";
import { isQris } from "./payment-methods.ts";

/** An option of a receipt line as it was chosen: its name and its delta per unit (minor units, any sign). */
export type ReceiptOption = Pick<LineOption, "name" | "price">;

/** A line of the bill as the receipt prints it: money in integer minor units of the receipt's currency. */
export interface ReceiptLineData {
  name: string;
  qty: number;
  /** Unit price, its options included; 0 for a line not charged (cancelled, free, warranty). */
  price: number;
  /** The line's options in the sheet's order ([] none); their deltas are already in `price`. */
  options: readonly ReceiptOption[];
  /** The line total (qty × price after the line's discount); 0 for a line not charged. */
  total: number;
  /** Why the line is not charged (`Batal - …`, `Gratis - …`, `Garansi - …`); "" for a charged line. */
  reason: string;
}

/** One payment of the bill: the method's name and what it paid (for cash: what was handed over). */
export interface ReceiptTender {
  name: string;
  amount: number;
}

/**
 * One stored payment of a paid bill (`rekap_transaksi_payment`), money in integer minor units: the
 * method's name and id, `amount` what it paid of the bill, `tendered` what was handed over (above
 * `amount` only for cash: the change).
 */
export interface ReceiptPayment {
  name: string;
  methodId: number;
  amount: number;
  tendered: number;
}

/**
 * The receipt's payment rows: each payment in the order taken, cash showing what was handed over
 * (the change follows), QRIS what the customer paid followed by its unique code when one was added
 * (`Kode unik QRIS`), any other method what it paid; a bill without payments (a write-off)
 * shows `bill`, its method's name and what its transaction records as tendered.
 *
 * @example
 * receiptTenders([{ name: "Tunai", methodId: 1, amount: 30_000, tendered: 50_000 }, { name: "OVO", methodId: 6, amount: 20_000, tendered: 20_000 }], { name: "Tunai", amount: 50_000 });
 * // [{ name: "Tunai", amount: 50_000 }, { name: "OVO", amount: 20_000 }]
 *
 * Spec: 03-payment-history-shift §7 Receipts (multipayment lists each tender).
 */
export function receiptTenders(payments: readonly ReceiptPayment[], bill: ReceiptTender): ReceiptTender[] {
  if (payments.length === 0) {
    return [bill];
  }
  return payments.flatMap((p) => {
    if (isQris(p.methodId) && p.tendered > p.amount) {
      // The QRIS unique code: paid over the bill and kept (never change), shown as such.
      return [
        { name: p.name, amount: p.tendered },
        { name: `${QRIS_MSG.UNIQUE_AMOUNT} ${p.name}`, amount: p.tendered - p.amount },
      ];
    }
    return [{ name: p.name, amount: isCash(p.methodId) ? p.tendered : p.amount }];
  });
}

/**
 * What a paid receipt shows, money in integer minor units of `currency`. Rates are percent numbers
 * (10, 2.5); an amount of 0 leaves its row out, except the subtotal and the total.
 */
export interface ReceiptData {
  currency: Currency;
  outlet: { name: string; address: string; phone: string };
  nota: string;
  /** Business date `YYYY-MM-DD` (Asia/Jakarta). */
  date: string;
  /** `HH:mm` or `HH:mm:ss` (Asia/Jakarta). */
  time: string;
  /** The table names (`Meja 3, Meja 4`); "" for none. */
  tables: string;
  /** The transaction type's name (`dine in`, `grab`), printed title-cased after the tables; "" for none. */
  transactionType: string;
  customer: string;
  cashier: string;
  lines: ReceiptLineData[];
  subtotal: number;
  tax: number;
  taxPercent: number;
  serviceCharge: number;
  servicePercent: number;
  /** The bill discount, a positive amount (printed as a deduction). */
  discount: number;
  /** The voucher, a positive amount (printed as a deduction). */
  voucher: number;
  cashWithdrawal: number;
  /** Rounded total minus total before rounding; negative when rounded down. */
  rounding: number;
  total: number;
  /** In the order paid; an empty list prints no payment rows. */
  tenders: ReceiptTender[];
  change: number;
  freeChange: number;
  /** The outlet's footer; "" takes the default `Terima kasih, Big Boss!`. */
  footer: string;
  /** A reprint (mode 1): marked SALINAN under the outlet's header. */
  copy: boolean;
  /** A text (the receipt's PDF link) printed as a QR code at the foot, with its caption. */
  qr?: string | undefined;
}

/** Keys of the label–value rows, stable across languages (the web page's test ids `receipt-<key>`). */
export type ReceiptRowKey =
  | "nota"
  | "date"
  | "table"
  | "customer"
  | "cashier"
  | "subtotal"
  | "tax"
  | "service"
  | "discount"
  | "voucher"
  | "withdrawal"
  | "rounding"
  | "tender"
  | "change"
  | "free-change";

/**
 * One block of the receipt, top to bottom:
 * - `title`: the outlet's name (bold, centred); `heading`: a centred line under it (address, phone, SALINAN);
 * - `info`: a header row `label: value` (Nota, Tanggal, Meja, Big Boss, Kasir);
 * - `item`: a bill line: name, its `options` indented under it (`Telur +Rp 3.000`, `Level 3`), then
 *   `detail` (`2 x Rp 21.000`, the price with the options) and `amount`, then its `reason` if any;
 * - `amount`: a label with a right-aligned amount (charges, tenders, change); `total`: the bold total row;
 * - `separator`: a dashed rule; `footer`: the centred closing line; `qr`: a QR code of `text` with its caption.
 */
export type ReceiptBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; key: "address" | "phone" | "copy"; text: string }
  | { kind: "separator" }
  | { kind: "info"; key: ReceiptRowKey; label: string; value: string }
  | { kind: "item"; name: string; options: string[]; detail: string; amount: string; reason: string }
  | { kind: "amount"; key: ReceiptRowKey; label: string; value: string }
  | { kind: "total"; label: string; value: string }
  | { kind: "footer"; text: string }
  | { kind: "qr"; text: string; caption: string };

/** A receipt laid out as blocks; `nota` names it (file names, print queue titles). */
export interface ReceiptDocument {
  nota: string;
  blocks: ReceiptBlock[];
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` (other text unchanged); `HH:mm:ss` → `HH:mm`. */
function displayDateTime(date: string, time: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const day = m ? `${m[3]}/${m[2]}/${m[1]}` : date;
  return [day, time.slice(0, 5)].filter(Boolean).join(" ");
}

/** `dine in` → `Dine In`. */
function titleCase(text: string): string {
  return text.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());
}

/**
 * An option as the receipt prints it under its line: the name, then its delta per unit formatted like
 * the other amounts with its sign when it is not 0.
 * @example receiptOptionText({ name: "Telur", price: 3_000 }, "IDR"); // "Telur +Rp 3.000"
 * @example receiptOptionText({ name: "Kecil", price: -150 }, "MYR"); // "Kecil -RM 1.50"
 * @example receiptOptionText({ name: "Level 3", price: 0 }, "IDR"); // "Level 3"
 */
export function receiptOptionText(option: ReceiptOption, currency: Currency): string {
  if (option.price === 0) {
    return option.name;
  }
  return `${option.name} ${option.price > 0 ? "+" : ""}${formatMoney(option.price, currency)}`;
}

/** ` (10%)` for a rate above 0, else "". */
function rate(percent: number): string {
  return percent ? ` (${percent}%)` : "";
}

/**
 * Lays out a paid receipt as blocks in the current language (wrap in `withLocale` for the outlet's).
 *
 * Rules: the header rows are Nota, Tanggal (`DD/MM/YYYY HH:mm`), Meja (tables · Transaction Type,
 * when there is either), Big Boss, Kasir; every line shows `qty x price` and its total, and a line not charged its reason; the
 * charges are Subtotal (always), Pajak (rate), Service Charge (rate), Diskon and Voucher as
 * deductions, Tarik Tunai, Pembulatan — each only when not 0; then TOTAL, one row per tender,
 * Kembalian and Free Kembalian when not 0; the footer; the QR last.
 *
 * @param data - the receipt's data, money in integer minor units of `data.currency`.
 * @returns the document; amounts formatted as `Rp 47.200` / `RM 17.00`, deductions as `-Rp 5.000`.
 * @throws RangeError when an amount is not a safe integer (from `formatMoney`).
 * @example
 * const doc = buildReceiptDocument({ ...data, subtotal: 41_000, total: 47_200 });
 * doc.blocks.find((b) => b.kind === "total"); // { kind: "total", label: "TOTAL", value: "Rp 47.200" }
 */
export function buildReceiptDocument(data: ReceiptData): ReceiptDocument {
  const money = (n: number) => formatMoney(n, data.currency);
  const blocks: ReceiptBlock[] = [{ kind: "title", text: data.outlet.name }];
  if (data.outlet.address) {
    blocks.push({ kind: "heading", key: "address", text: data.outlet.address });
  }
  if (data.outlet.phone) {
    blocks.push({ kind: "heading", key: "phone", text: `${RECEIPT_MSG.PHONE_PREFIX} ${data.outlet.phone}` });
  }
  if (data.copy) {
    blocks.push({ kind: "heading", key: "copy", text: RECEIPT_MSG.COPY });
  }
  blocks.push({ kind: "separator" });
  const info = (key: ReceiptRowKey, label: string, value: string) => blocks.push({ kind: "info", key, label, value });
  info("nota", RECEIPT_MSG.NOTA, data.nota);
  info("date", RECEIPT_MSG.DATE, displayDateTime(data.date, data.time));
  const place = [data.tables, titleCase(data.transactionType)].filter(Boolean).join(" · ");
  if (place) {
    info("table", RECEIPT_MSG.TABLE, place);
  }
  info("customer", RECEIPT_MSG.BIG_BOSS, data.customer);
  info("cashier", RECEIPT_MSG.CASHIER, data.cashier);
  blocks.push({ kind: "separator" });
  for (const l of data.lines) {
    blocks.push({
      kind: "item",
      name: l.name,
      options: l.options.map((o) => receiptOptionText(o, data.currency)),
      detail: `${l.qty} x ${money(l.price)}`,
      amount: money(l.total),
      reason: l.reason,
    });
  }
  blocks.push({ kind: "separator" });
  const amount = (key: ReceiptRowKey, label: string, value: number, always = false) => {
    if (value !== 0 || always) {
      blocks.push({ kind: "amount", key, label, value: money(value) });
    }
  };
  amount("subtotal", RECEIPT_MSG.SUBTOTAL, data.subtotal, true);
  amount("tax", `${RECEIPT_MSG.TAX}${rate(data.taxPercent)}`, data.tax);
  amount("service", `${RECEIPT_MSG.SERVICE}${rate(data.servicePercent)}`, data.serviceCharge);
  amount("discount", RECEIPT_MSG.DISCOUNT, -data.discount);
  amount("voucher", RECEIPT_MSG.VOUCHER, -data.voucher);
  amount("withdrawal", RECEIPT_MSG.CASH_WITHDRAWAL, data.cashWithdrawal);
  amount("rounding", RECEIPT_MSG.ROUNDING, data.rounding);
  blocks.push({ kind: "separator" }, { kind: "total", label: RECEIPT_MSG.TOTAL, value: money(data.total) });
  for (const t of data.tenders) {
    amount("tender", t.name, t.amount, true);
  }
  amount("change", RECEIPT_MSG.CHANGE, data.change);
  amount("free-change", RECEIPT_MSG.FREE_CHANGE, data.freeChange);
  blocks.push({ kind: "separator" }, { kind: "footer", text: data.footer || API_MSG.RECEIPT_FOOTER });
  if (data.qr) {
    blocks.push({ kind: "qr", text: data.qr, caption: PRINT_MSG.SLIP_QR_CAPTION });
  }
  return { nota: data.nota, blocks };
}
