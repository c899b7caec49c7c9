/**
 * The receipt as a WhatsApp message: the rows of `ReceiptDoc` as plain text (bold
 * outlet name and total in WhatsApp's `*…*`), then the PDF link. Bounded by the caller's limit.
 */
import { RECEIPT_MSG } from "@waroeng/domain";
import type { ReceiptDoc, ReceiptRow } from "./receipt-doc.ts";

/** WhatsApp's limit on one text message is 65,536 characters; gateways allow less. We stop at 4,000. */
const WA_MESSAGE_MAX = 4000;

const RULE = "-".repeat(24);
const row = (r: ReceiptRow) => `${r.label}: ${r.value}`;

/** WhatsApp's markup characters in a name would change the layout: they are dropped from names. */
function plain(text: string): string {
  return text.replace(/[*_~`]/g, "");
}

/**
 * The message text of a receipt with its PDF link.
 * @example receiptText(doc, "https://pos.example/api/recap-transactions/download-struct/x")
 */
export function receiptText(doc: ReceiptDoc, link: string): string {
  const parts = [
    `*${plain(doc.outlet.name)}*`,
    ...(doc.outlet.address ? [plain(doc.outlet.address)] : []),
    RULE,
    ...doc.header.map((r) => row({ label: r.label, value: plain(r.value) })),
    RULE,
    ...doc.lines.flatMap((l) => [plain(l.name), `  ${l.detail} = ${l.amount}`, ...(l.reason ? [`  ${plain(l.reason)}`] : [])]),
    RULE,
    ...doc.amounts.map(row),
    `*${row(doc.total)}*`,
    ...doc.payment.map((r) => row({ label: plain(r.label), value: r.value })),
    RULE,
    `${RECEIPT_MSG.PDF_LINK}: ${link}`,
    doc.footer,
  ];
  const text = parts.join("\n");
  if (text.length <= WA_MESSAGE_MAX) {
    return text;
  }
  // A very long bill: the lines are cut, the totals and the link always stay.
  const tail = [RULE, ...doc.amounts.map(row), `*${row(doc.total)}*`, `${RECEIPT_MSG.PDF_LINK}: ${link}`].join("\n");
  return `${text.slice(0, WA_MESSAGE_MAX - tail.length - 5)}\n…\n${tail}`;
}
