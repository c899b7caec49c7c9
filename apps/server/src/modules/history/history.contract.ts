/**
 * The contract of each history route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { historyReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const common = "Another outlet's id → 404 `Maaf! Transaksi tidak ditemukan`. Money in the major unit (see Money).";

const historyDocs = {
  list: {
    summary: "Today's paid transactions",
    description: `${common} Today's (Asia/Jakarta business date) paid transactions of the outlet, newest first; \`payment_method\` is the method's name (e.g. "Tunai").`,
  },
  detail: {
    summary: "A paid transaction and its menu lines",
    description: `${common} Menus grouped by menu type; a line with a nonzero status has nominal 0 and a reason such as \`Gratis - Ulang tahun\`, \`Batal - …\`, \`Ganti Baru - …\`.`,
  },
  receipt: {
    summary: "The receipt model of a paid transaction",
    description:
      `${common} Mode 1 reprint, 2 first print; else 422 \`Mode cetak tidak valid\`. Top-level \`error: 0, struct: "/struk/{id}?mode={mode}"\` ` +
      '(the printable receipt page of the web app). `outlet.currency` is "Rp"/"RM". Only status-0 lines are priced; others print ' +
      "with price and nominal 0 and their reason. `paper_mm` is 80 when the outlet's kasir printer is 600 dots wide, else 58; " +
      '`copy` is true on mode 1; `footer` "Terima kasih, Big Boss!". With a kasir printer (and not `?view=1`) the receipt is queued to it ' +
      'and `struct` is "", or for an android-image / android-image-vps printer `/api/print-image/{token}.png`, the PNG link the Android print app opens.',
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const historyContract: RouteContracts = {
  "GET /transaksi/history": { ...historyDocs.list, response: replies(200, historyReplies.list) },
  "GET /transaksi/history-detail/:id": { ...historyDocs.detail, response: replies(200, historyReplies.detail) },
  "GET /cashier/print-transaksi/:id/:mode": { ...historyDocs.receipt, response: replies(200, historyReplies.receipt) },
};
