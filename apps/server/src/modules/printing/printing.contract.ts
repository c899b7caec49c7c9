/**
 * The contract of each printing route (issue 10): reply schemas, summary and description, attached by
 * lib/contract.ts and rendered into docs/API.md.
 */
import { LOGO_LIMITS, PRINT_MSG } from "@waroeng/domain";
import { printingReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const printNote =
  "The document is rendered to ESC/POS (32 columns at width 405, 48 at 600) and queued for the printer (durable queue, retried " +
  "with backoff; see GET /print-queue). `printed: false` when no printer is configured at that location (nothing is queued). " +
  "For an android-image / android-image-vps printer nothing is sent: the document is rendered to a PNG as wide as the paper, kept " +
  "in the queue (status `waiting`), and `struct` is `/api/print-image/{token}.png`, the link the Android print app opens (GET /print-image/{name}).";

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const printingContract: RouteContracts = {
  "GET /list-printer": {
    summary: "The outlet's printers",
    description: "Every printer setting of the outlet (foundations §3).",
    response: replies(200, printingReplies.list),
  },
  "GET /get-printer-info/:location": {
    summary: "The printer of one location",
    description:
      "Location kasir, repeat, kitchen or bar. HTTP 200 with the setting, or **HTTP 201** `data: null` (`meta.code` 201) when none is set.",
    response: { ...replies(200, printingReplies.info), 201: printingReplies.info },
  },
  "GET /jenis-produk": {
    summary: "Product categories",
    description: "The outlet's product categories (`m_kategori`), the choices of print groups 1 and 2.",
    response: replies(200, printingReplies.categories),
  },
  "POST /printer-setting": {
    summary: "Save a printer setting",
    description:
      "Form `printer_id` (0: new), `printer_type` (usb-unix, usb-cups, network, windows-sharing, android-image, android-image-vps), " +
      "`printer_address`, `printer_location`, `printer_width` (405 default or 600), `printer_group1`/`printer_group2` (JSON lists of category " +
      "ids; only for non-kasir locations); not in the spec: `printer_logo` and `printer_qr` (0/1, Cetak Logo / Cetak QR, see POST /printer-logo; absent keeps the " +
      "saved switch, off for a new printer). One printer per location: saving a location again replaces it. Address per type: network " +
      "`host[:port]` (9100 default); usb-unix a device `/dev/usb/lpN`, `/dev/lpN`, `/dev/ttyUSBN`, `/dev/ttyACMN`, `/dev/rfcommN`; usb-cups and " +
      "windows-sharing a CUPS queue name (windows-sharing: a queue whose device URI is `smb://…`); the android types get a fixed address " +
      "(`android`, `android-vps`) whatever is sent. A network host must be on the stall's network (10/8, 172.16/12, 192.168/16, 127/8, 169.254/16, or a local name without a dot or ending .local / .lan). Refusals (nothing saved): opp at kasir → 403; groups at kasir, a category not of the " +
      "outlet, a bad or missing address → 422; a `printer_id` that is not the outlet's printer at that location → 404.",
    response: replies(200, printingReplies.save),
  },
  "DELETE /printer-setting/:id": {
    summary: "Remove a printer",
    description:
      "Not in the spec (Printer Setting's Hapus): removes the outlet's printer `id` and its print jobs; the location prints " +
      "through the browser page again. Reply `data.printer_setting_id`, message `Printer berhasil dihapus`. Refusals (nothing " +
      "removed): another outlet's or unknown id → 404 `Printer belum di set`; opp and the kasir printer → 403; roles without " +
      "`printer.setting` → 403.",
    response: replies(200, printingReplies.removed),
  },
  "GET /printer-logo": {
    summary: "The outlet's receipt logo",
    description: `Not in the spec (issue 10, Printer Setting's Logo Struk): the logo PNG as uploaded (\`image/png\`, \`Cache-Control: private, no-store\`). 404 \`${PRINT_MSG.LOGO_NOT_FOUND}\` when none.`,
    response: replies(200, printingReplies.logoImage),
  },
  "POST /printer-logo": {
    summary: "Upload the outlet's receipt logo",
    description:
      `Not in the spec (issue 10). JSON or form \`logo\`: the PNG as base64 (a \`data:image/png;base64,\` prefix is accepted). Replaces the outlet's logo; reply its \`width\`, \`height\` (pixels) and \`bytes\`. ` +
      `PNG only, at most ${LOGO_LIMITS.bytes} bytes and ${LOGO_LIMITS.maxWidth} × ${LOGO_LIMITS.maxHeight} pixels (read from the header before decoding), else 422 \`${PRINT_MSG.LOGO_TOO_LARGE}\`; ` +
      `not a PNG or one that does not decode → 422 \`${PRINT_MSG.LOGO_INVALID}\`; nothing stored on a refusal. Roles kasir, kacab and owner (\`printer.logo\`; the owner from the back office's outlet page), each save audited (entity \`outlet_logo\`: width, height, bytes). ` +
      `Printed by the printers whose Cetak Logo (\`printer_logo\`) is on, centred at the top of receipts, bills and the test page, scaled down to the paper's width and at most ${LOGO_LIMITS.printHeight} dots high: ` +
      "ESC/POS as a raster image (GS v 0, Atkinson-dithered), the android PNG drawn in and dithered to 1 bit. A printer's Cetak QR (`printer_qr`) adds at the foot of a receipt a QR code (model 2, level M; " +
      "ESC/POS the printer's own QR command, GS ( k) of a new PDF link of the bill (`{PUBLIC_URL or origin}/api/recap-transactions/download-struct/{token}`, as a WhatsApp receipt's, 90 days) and the caption " +
      `\`${PRINT_MSG.SLIP_QR_CAPTION}\`. A queued job's bytes carry that link until the job is removed with its printer.`,
    response: replies(200, printingReplies.logo),
  },
  "DELETE /printer-logo": {
    summary: "Remove the outlet's receipt logo",
    description: `Not in the spec (issue 10). Roles kasir, kacab and owner; audited. 404 \`${PRINT_MSG.LOGO_NOT_FOUND}\` when none; printers with Cetak Logo on then print without one.`,
    response: replies(200, printingReplies.logoRemoved),
  },
  "GET /tes-cetak": {
    summary: "Printer test (default location)",
    description:
      "Sends a test page at once to the kasir printer (repeat for opp). `status` 200: the printer took it; 500: not configured or " +
      "unreachable (the client shows `Terjadi Kesalahan! Pastikan Informasi dan Printer Sudah Benar`). Logged in the print queue. " +
      "An android-image printer: status 200 and `struct` the test page's image link (GET /print-image/{name}).",
    response: replies(200, printingReplies.test),
  },
  "GET /tes-cetak/:location": {
    summary: "Printer test",
    description: "As GET /tes-cetak for the given location.",
    response: replies(200, printingReplies.test),
  },
  "GET /print-image/:name": {
    summary: "A print job's PNG (Android print app)",
    description:
      "The image of an android-image / android-image-vps printer's job, the `struct` of the print call that queued it. `{name}` is " +
      "`{token}.png`, the token 43 random base64url characters (256 bits), stored only as a SHA-256 and redacted in access logs; no " +
      "session needed (the Android app has none). Reply `image/png`, 1-bit greyscale (every pixel black or white, as a thermal printer prints; a logo dithered), 384 px wide on 58 mm paper (width 405, 32 " +
      "columns of text), 576 px on 80 mm (600, 48 columns), the same layout as the ESC/POS text; `Cache-Control: private, no-store`. " +
      "The first fetch marks the job printed in the print queue; the link works 24 hours (fetched again: the same image). " +
      `A malformed, unknown or expired name → 404 \`${PRINT_MSG.IMAGE_NOT_FOUND}\`.`,
    response: replies(200, printingReplies.image),
  },
  "GET /print-queue": {
    summary: "The print queue",
    description:
      "The outlet's latest 50 print jobs, newest first: `status` queued (waiting or retrying), printed, failed (gave up after 20 attempts), " +
      "waiting (an android printer's image the Android print app has not fetched yet); `last_error` the last failure.",
    response: replies(200, printingReplies.queue),
  },
  "POST /print-queue/:id/ulang": {
    summary: "Print again",
    description:
      "Queues a copy of the outlet's job `id` (same printer, same bytes). 404 for another outlet's job. `struct`: \"\", or for an android-image / " +
      "android-image-vps printer's job the copy's fresh image link (`/api/print-image/{token}.png`, 24 h; the copy waits for it, as after the first print).",
    response: replies(200, printingReplies.again),
  },
  "POST /cashier/print-bill": {
    summary: "Print the bill",
    description: `Form \`tmp_transaction_id\` (the client's \`sub_total\`, \`total\`, \`nominal_pajak\`, \`nominal_sc\` are accepted and ignored: the server prints its own totals) → the kasir printer. ${printNote}`,
    response: replies(200, printingReplies.print),
  },
  "POST /cashier/print-kitchen": {
    summary: "Print the kitchen tickets",
    description:
      "Form `tmp_transaction_id`, `production_status`, `waiter_name` (≥ 3 characters, else 422 `Nama pelayan minimal 3 karakter`). One " +
      "ticket per kitchen/bar printer with only the live lines whose product category is in that printer's print groups 1 or 2 (notes " +
      `printed, Tambahan marked); \`data\` the queued job ids. ${printNote} With several android station printers each ticket has its own link: ` +
      "`structs` (not in the spec) lists every one in printer order, and `struct` stays the first (what a client written from the spec reads).",
    response: replies(200, printingReplies.kitchen),
  },
  "GET /cashier/print-repeat-order/:id": {
    summary: "Print the repeat order",
    description: `Every live line of the order → the repeat printer. ${printNote}`,
    response: replies(200, printingReplies.print),
  },
  "POST /cashier/buka-laci": {
    summary: "Buka Laci",
    description:
      "Form `reason`: tukaruang, tidakbuka or closingsaldo (else 422 `Alasan buka laci tidak valid`). Logs the opening (who, when, why, " +
      "the open cash session) and queues the drawer slip with the kick pulse to the kasir printer. `data.id` the opening (for " +
      `GET /cashier/print-tarikan/{id}). ${printNote}`,
    response: replies(200, printingReplies.drawer),
  },
  "GET /cashier/print-tarikan/:id": {
    summary: "Print a drawer-opening slip again",
    description: `The slip of the outlet's drawer opening \`id\` (404 \`Data buka laci tidak ditemukan\` otherwise), no kick. ${printNote}`,
    response: replies(200, printingReplies.print),
  },
  "GET /open-laci/refund": {
    summary: "Open the drawer for a refund",
    description:
      'Logs the opening (reason `refund`) and queues the kick pulse to the kasir printer. Reply `error: 0, msg: "Laci terbuka", struct: ""`.',
    response: replies(200, printingReplies.openLaci),
  },
  "GET /open-laci/saldo-awal": {
    summary: "Open the drawer for the opening cash",
    description:
      'Logs the opening (reason `saldo-awal`) and queues the kick pulse to the kasir printer. Reply `error: 0, msg: "Laci terbuka", struct: ""`.',
    response: replies(200, printingReplies.openLaci),
  },
};
