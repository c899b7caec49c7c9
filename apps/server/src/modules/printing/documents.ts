/**
 * The documents the printers print (docs/API.md "Printing"), as plain data: built by the
 * routes from the database, stored with each job (jsonb) and rendered to ESC/POS by render.ts.
 * Money is integer minor units of `currency`.
 */
import type { Currency, ReceiptDocument } from "@waroeng/domain";

/**
 * A line of a bill: `price` per unit (its options included), `nominal` the line total; `options` its
 * options as the receipt words them (`receiptOptionText`: "Telur +Rp 3.000"), printed under the name;
 * `reason` names a cancelled or free line.
 */
export interface MoneyLine {
  name: string;
  qty: number;
  price: number;
  nominal: number;
  options?: string[];
  reason?: string;
}

/**
 * A line of a kitchen ticket or repeat order: `options` the names of the line's chosen options (in
 * the sheet's order, printed indented under the dish), `note` the cook's note (printed after them);
 * `additional` marks Tambahan. Jobs stored before options existed have no `options`.
 */
export interface TicketLine {
  name: string;
  qty: number;
  options?: string[];
  note?: string;
  additional?: boolean;
}

/** The header every document shares. `date` YYYY-MM-DD and `time` HH:mm, Asia/Jakarta. */
export interface DocHeader {
  outletName: string;
  date: string;
  time: string;
}

/**
 * A paid receipt: the domain's one receipt document (labels and amounts already in words, in the
 * outlet's language; `buildReceiptDocument`), laid out by render.ts and render-image.ts as the PDF
 * and the /struk page lay out the same blocks. `nota` titles the queue row.
 */
export interface ReceiptDoc {
  kind: "receipt";
  nota: string;
  receipt: ReceiptDocument;
}

/** The bill before payment (POST /cashier/print-bill). */
export interface BillDoc extends DocHeader {
  kind: "bill";
  currency: Currency;
  nota: string;
  customer: string;
  tables: string;
  lines: MoneyLine[];
  totals: { label: string; amount: number }[];
  total: number;
}

/** A kitchen ticket for one station printer (POST /cashier/print-kitchen) or a repeat-order slip. */
export interface TicketDoc extends DocHeader {
  kind: "kitchen" | "repeat";
  station: string;
  nota: string;
  customer: string;
  tables: string;
  waiter: string;
  lines: TicketLine[];
}

/** The drawer-opening slip (POST /cashier/buka-laci, GET /cashier/print-tarikan/{id}). */
export interface DrawerDoc extends DocHeader {
  kind: "drawer";
  cashier: string;
  reason: string;
}

/** The printer test page (GET /tes-cetak). */
export interface TestDoc extends DocHeader {
  kind: "test";
  location: string;
}

/**
 * A titled slip of labelled values and money rows (the Kas Kasir cash slip, the closing report):
 * `info` lines "label: value", then each section's rows as label … amount, a rule between sections.
 */
export interface SlipDoc extends DocHeader {
  kind: "slip";
  title: string;
  currency: Currency;
  info: { label: string; value: string }[];
  sections: { label: string; amount: number; bold?: boolean }[][];
}

/** Only the drawer-kick pulse (cash payment, open-laci/*). */
export interface PulseDoc {
  kind: "pulse";
}

/** Any printable document. */
export type PrintDocument = ReceiptDoc | BillDoc | TicketDoc | DrawerDoc | TestDoc | SlipDoc | OpeningCashDoc | PulseDoc;

/**
 * The opening-cash slip (GET /cashier/print-saldo-awal/{id}): the counted opening cash of
 * one cash session. `lines` are the denominations counted (qty > 0), `nominal` = qty × value.
 */
export interface OpeningCashDoc extends DocHeader {
  kind: "opening";
  currency: Currency;
  cashier: string;
  session: number;
  /** The session's business date, YYYY-MM-DD (the header's `date`/`time` are when it was opened). */
  businessDate: string;
  lines: { name: string; qty: number; nominal: number }[];
  total: number;
}
