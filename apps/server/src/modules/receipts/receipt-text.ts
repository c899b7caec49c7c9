/**
 * The receipt as a WhatsApp message: the blocks of the domain's receipt document as plain text
 * (the outlet's name and the total bold in WhatsApp's `*…*`), the PDF link before the footer.
 * Bounded by WA_MESSAGE_MAX: a very long bill loses lines, never its totals or link.
 */
import { RECEIPT_MSG, type ReceiptBlock, type ReceiptDocument } from "@waroeng/domain";

/** WhatsApp's limit on one text message is 65,536 characters; gateways allow less. We stop at 4,000. */
const WA_MESSAGE_MAX = 4000;

const RULE = "-".repeat(24);

/** WhatsApp's markup characters in a name would change the layout: they are dropped from names. */
function plain(text: string): string {
  return text.replace(/[*_~`]/g, "");
}

/** The text lines of one block (a QR block has none: the message carries the link itself). */
function blockLines(b: ReceiptBlock): string[] {
  switch (b.kind) {
    case "title":
      return [`*${plain(b.text)}*`];
    case "heading":
    case "footer":
      return [plain(b.text)];
    case "separator":
      return [RULE];
    case "info":
    case "amount":
      return [`${plain(b.label)}: ${plain(b.value)}`];
    case "item":
      return [
        plain(b.name),
        ...b.options.map((o) => `  ${plain(o)}`),
        `  ${b.detail} = ${b.amount}`,
        ...(b.reason ? [`  ${plain(b.reason)}`] : []),
      ];
    case "total":
      return [`*${b.label}: ${b.value}*`];
    case "qr":
      return [];
    default:
      return b satisfies never;
  }
}

/**
 * The message text of a receipt with its PDF link.
 * @example receiptText(buildReceiptDocument(data), "https://pos.example/api/recap-transactions/download-struct/x")
 */
export function receiptText(doc: ReceiptDocument, link: string): string {
  const linkLine = `${RECEIPT_MSG.PDF_LINK}: ${link}`;
  const parts = doc.blocks.flatMap((b) => (b.kind === "footer" ? [linkLine, ...blockLines(b)] : blockLines(b)));
  const text = parts.join("\n");
  if (text.length <= WA_MESSAGE_MAX) {
    return text;
  }
  // A very long bill: the lines are cut, the charges, total, payments and link always stay.
  const lastItem = doc.blocks.map((b) => b.kind).lastIndexOf("item");
  const tail = [
    ...doc.blocks
      .slice(lastItem + 1)
      .filter((b) => b.kind !== "footer")
      .flatMap(blockLines),
    linkLine,
  ].join("\n");
  return `${text.slice(0, WA_MESSAGE_MAX - tail.length - 5)}\n…\n${tail}`;
}
