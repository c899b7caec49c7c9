/**
 * The contract of printing (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the printing routes (foundations §7 printer calls; payment §7 print calls).
 *
 * Printing replies (foundations §7 printer calls; payment §7 print calls; docs/API.md "Printing").
 *
 * The contract of each printing route: reply schemas, summary and description, attached by
 * the server's lib/contract.ts and rendered into docs/API.md.
 */

import { z } from "zod";
import {
  DEVICE_PRINT_MSG,
  DRAWER_REASONS,
  FIELD_MSG,
  GENERIC_PRINTER_MODEL,
  LOGO_LIMITS,
  MAX_ID,
  optionalId,
  PAPER_WIDTH,
  PRINT_MSG,
  PRINTER_LOCATIONS,
  PRINTER_TYPES,
  parseJsonArray,
} from "../index.ts";
import { envelope, replies, wireId, wireInstant, wireInt } from "../wire/envelope.ts";
import { flag } from "./line-actions.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** A device's own id (a random UUID it keeps in localStorage): 8–64 letters, digits and dashes. */
const deviceId = z
  .string({ error: DEVICE_PRINT_MSG.DEVICE_REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: DEVICE_PRINT_MSG.DEVICE_REQUIRED });

/** A positive id ≤ MAX_ID whose refusal is `error`. */
const id = (error: string = FIELD_MSG.ID_REQUIRED) => z.coerce.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error });

/** `{location}` of get-printer-info / tes-cetak. */
export const locationParam = z.object({ location: z.enum(PRINTER_LOCATIONS, { error: PRINT_MSG.NOT_CONFIGURED }) });

/** A print group: a JSON list (or a list) of up to 100 product-category ids; blank is empty. */
const group = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : parseJsonArray(v)),
  z.array(id(PRINT_MSG.CATEGORY_NOT_FOUND), { error: PRINT_MSG.CATEGORY_NOT_FOUND }).max(100, { error: PRINT_MSG.CATEGORY_NOT_FOUND }),
);

/** POST /printer-setting (form): printer_id 0 for a new one. Address rules per type in printers.service.ts. */
export const printerSettingBody = z.object({
  printer_id: optionalId(),
  printer_type: z.enum(PRINTER_TYPES, { error: PRINT_MSG.ADDRESS_INVALID }),
  printer_address: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(200, { error: PRINT_MSG.ADDRESS_INVALID })),
  printer_location: z.enum(PRINTER_LOCATIONS, { error: PRINT_MSG.NOT_CONFIGURED }),
  printer_width: z.coerce
    .number({ error: PRINT_MSG.WIDTH_INVALID })
    .refine((w) => w === PAPER_WIDTH.MM58 || w === PAPER_WIDTH.MM80, { error: PRINT_MSG.WIDTH_INVALID })
    .default(PAPER_WIDTH.MM58),
  printer_group1: group.optional(),
  printer_group2: group.optional(),
  /** Not in the spec: Cetak Logo / Cetak QR; absent keeps the saved switch (off for a new printer). */
  printer_logo: flag(),
  printer_qr: flag(),
  /**
   * Not in the spec: the printer's model, `generic` or an id of the ESC/POS encoder's printer list
   * (checked by the server); "" is generic; absent keeps the saved model (generic for a new printer).
   */
  printer_model: z.preprocess(
    (v) => (v == null ? undefined : typeof v === "string" ? v.trim() || GENERIC_PRINTER_MODEL : v),
    z
      .string({ error: PRINT_MSG.MODEL_INVALID })
      .max(64, { error: PRINT_MSG.MODEL_INVALID })
      .optional()
      .describe('"generic" or a model id of the ESC/POS encoder\'s printer list; blank is generic; absent keeps the saved model'),
  ),
  /** Not in the spec: the device a `device` printer is paired with (its random id, lib/deviceId.ts of the web). */
  printer_device_id: deviceId.optional(),
  /** Not in the spec: that device's name when it paired (shown on other devices), at most 30 characters. */
  printer_device_name: z
    .preprocess((v) => (v == null ? "" : v), z.string().trim().max(30, { error: DEVICE_PRINT_MSG.DEVICE_REQUIRED }))
    .optional(),
});

/** The device's own printing: `device_id`, the id the device made for itself when it paired. */
export const deviceClaimBody = z.object({ device_id: deviceId });

/** A device's report of a claimed job: the claim's `attempt`; for a failure the printer's error. */
export const deviceReportBody = z.object({
  device_id: deviceId,
  attempt: z.coerce.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(1000),
  error: z.preprocess((v) => (v == null ? "" : v), z.string().max(500)).optional(),
});

/**
 * POST /printer-logo (JSON or form): `logo`, the PNG as base64 (a `data:image/png;base64,` prefix is
 * read too), at most LOGO_LIMITS.bytes decoded; the picture's own checks are in logo.service.ts.
 */
export const printerLogoBody = z.object({
  logo: z
    .string({ error: PRINT_MSG.LOGO_INVALID })
    .trim()
    .max(Math.ceil((LOGO_LIMITS.bytes * 4) / 3) + 32, { error: PRINT_MSG.LOGO_TOO_LARGE })
    .transform((s) => s.replace(/^data:image\/png;base64,/, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: PRINT_MSG.LOGO_INVALID })),
});

/** POST /cashier/print-bill: the order; the client's sums are informational (the server prints its own). */
export const printBillBody = z.object({
  tmp_transaction_id: id(),
});

/** POST /cashier/print-kitchen: the order and the waiter's name (≥ 3 characters). */
export const printKitchenBody = z.object({
  tmp_transaction_id: id(),
  production_status: z.unknown().optional(),
  waiter_name: z
    .string({ error: PRINT_MSG.WAITER_NAME_SHORT })
    .trim()
    .min(3, { error: PRINT_MSG.WAITER_NAME_SHORT })
    .max(100, { error: PRINT_MSG.WAITER_NAME_SHORT }),
});

/** POST /cashier/buka-laci: one of the spec's reasons. */
export const bukaLaciBody = z.object({
  reason: z.enum(DRAWER_REASONS.map((r) => r.value) as [string, ...string[]], { error: PRINT_MSG.DRAWER_REASON_INVALID }),
});

/**
 * Query of GET /open-laci/refund: `approval_id`, a supervisor's live approval of the refund (POST
 * /approve with the refund named) for a user the cashier matrix refuses; not in the spec.
 */
export const openLaciRefundQuery = z.object({
  approval_id: id().describe("a supervisor's live approval of the refund (POST /approve naming it), not used up here").optional(),
});

/** Query of GET /cashier/print-transaksi: `view=1` reads the receipt without printing it (the /struk page). */
/** `{name}` of a print image (GET /print-image/{token}.png): the token plus `.png`, bounded; any other name is a 404. */
export const printImageParam = z.object({ name: z.string().max(64) });

export const receiptViewQuery = z.object({ view: z.enum(["0", "1"]).optional() });

// ── Reply schemas ──

/** One printer setting (foundations §3). Groups are lists of product-category ids. */
export const printerSetting = z.strictObject({
  printer_setting_id: wireId,
  printer_setting_type: z.string(),
  printer_setting_address: z.string(),
  printer_setting_width: wireInt.describe("405 (58 mm) or 600 (80 mm)"),
  printer_setting_group_one: z.array(wireId),
  printer_setting_group_two: z.array(wireId),
  location: z.string(),
  printer_setting_logo: z.boolean().describe("Cetak Logo (not in the spec): the outlet's logo on receipts, bills, test page"),
  printer_setting_qr: z.boolean().describe("Cetak QR (not in the spec): the receipt's PDF link as a QR"),
  printer_setting_model: z
    .string()
    .describe(
      "not in the spec: the printer's model, \"generic\" or an id of the ESC/POS encoder's printer list; its profile decides the feed before the cut",
    ),
  printer_setting_device_id: z
    .string()
    .describe('not in the spec: for a "device" printer, the id of the device it is paired with; else ""'),
  printer_setting_device_name: z.string().describe('not in the spec: for a "device" printer, that device\'s name when it paired; else ""'),
});

/** A device printer's job handed to its device: the bytes to write, leased to this claim. */
export const deviceJob = z.strictObject({
  id: wireId,
  attempt: wireInt.describe("this claim's attempt number; the report names it"),
  printer_setting_id: wireId,
  location: z.string(),
  title: z.string(),
  bytes: z.string().describe("the ESC/POS bytes, base64"),
  lease_ms: wireInt.describe("how long the claim holds the job; unreported by then, it is due again"),
});

/** The outlet's receipt logo (GET/POST /printer-logo's JSON): its size in pixels and bytes. */
export const printerLogo = z.strictObject({ width: wireInt, height: wireInt, bytes: wireInt });

/** A product category (the print groups' choices). */
export const productCategory = z.strictObject({ m_jenis_produk_id: wireId, m_jenis_produk_nama: z.string() });

/** A print job of the queue view. */
export const printJob = z.strictObject({
  id: wireId,
  location: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.enum(["queued", "printed", "failed", "waiting"]).describe("waiting: an android printer's image not fetched yet"),
  attempts: wireInt,
  last_error: z.string(),
  created_at: wireInstant,
  printed_at: wireInstant.nullable(),
});

/**
 * Reply of a print action: `struct` is "" when a printer took the job, the image link
 * (`/api/print-image/{token}.png`) for an android printer, else the browser-print link (or "").
 */
const printed = {
  error: z.literal(0),
  struct: z.string().describe('"", or "/api/print-image/{token}.png" for an android-image printer'),
  printed: z.boolean(),
};

export const printingReplies = {
  list: envelope(z.array(printerSetting)),
  info: envelope(printerSetting.nullable()),
  categories: envelope(z.array(productCategory)),
  save: envelope(printerSetting),
  removed: envelope(z.strictObject({ printer_setting_id: wireId })),
  test: envelope(z.null(), {
    type: z.string(),
    struct: z.string().describe('"", or the test page\'s "/api/print-image/{token}.png" for an android-image printer'),
    status: z.union([z.literal(200), z.literal(500)]),
  }),
  print: envelope(z.null(), printed),
  kitchen: envelope(z.array(wireId).describe("the queued job ids, one per station printer"), {
    ...printed,
    struct: z.string().describe('"", or the FIRST android station ticket\'s "/api/print-image/{token}.png" (the spec\'s one link)'),
    structs: z.array(z.string()).describe("not in the spec: every android station ticket's image link, in printer order (empty when none)"),
  }),
  drawer: envelope(z.strictObject({ id: wireId }), { ...printed, msg: z.string() }),
  openLaci: envelope(z.null(), { error: z.literal(0), msg: z.string(), struct: z.literal("") }),
  queue: envelope(z.array(printJob)),
  again: envelope(z.strictObject({ id: wireId }), {
    struct: z.string().describe('"", or for an android printer\'s job the copy\'s fresh "/api/print-image/{token}.png"'),
  }),
  deviceClaim: envelope(
    z.strictObject({
      job: deviceJob.nullable(),
      next_in_ms: wireInt.nullable().describe("ms until this device's next job is due (a retry or an expiring lease); null: none queued"),
    }),
  ),
  deviceReport: envelope(
    z.strictObject({
      id: wireId,
      status: z.enum(["queued", "printed", "failed"]),
      retry_in_ms: wireInt.nullable().describe("queued again: ms until it is due; else null"),
    }),
  ),
  logo: envelope(printerLogo),
  logoRemoved: envelope(z.null()),
  /** The logo PNG itself (image/png); refusals are the JSON envelope. */
  logoImage: z.string().describe("image/png bytes"),
  /** The PNG itself (image/png); refusals are the JSON envelope. */
  image: z.string().describe("image/png bytes"),
};

// ── Route contracts ──

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
      "saved switch, off for a new printer) and `printer_model` (the printer's profile: `generic`, or a model id of the ESC/POS encoder's printer list " +
      "such as `epson-tm-t20iii`; absent keeps the saved model, `generic` for a new printer; an unknown model → 422 `Model printer tidak dikenal`). The profile " +
      "decides the printed bytes of a non-android printer: its code pages, its columns (at most the paper's) and the lines fed before the cut (its cutter's; " +
      "generic, or a model without a cutter: 2). One printer per location: saving a location again replaces it. Address per type: network " +
      "`host[:port]` (9100 default); usb-unix a device `/dev/usb/lpN`, `/dev/lpN`, `/dev/ttyUSBN`, `/dev/ttyACMN`, `/dev/rfcommN`; usb-cups and " +
      "windows-sharing a CUPS queue name (windows-sharing: a queue whose device URI is `smb://…`); the android types get a fixed address " +
      '(`android`, `android-vps`) whatever is sent. Not in the spec: type `device` ("Printer perangkat ini", a printer paired with one device\'s browser) ' +
      "takes the connection as its address (`bluetooth`, `usb` or `serial`, else 422 `" +
      DEVICE_PRINT_MSG.CONNECTION_INVALID +
      "`) and `printer_device_id`, the id of " +
      "the device it is paired with (8–64 letters, digits, dashes; missing → 422 `" +
      DEVICE_PRINT_MSG.DEVICE_REQUIRED +
      "`), with `printer_device_name` " +
      "(≤ 30 characters) shown to other devices; its jobs are printed by that device (POST /printing/device/claim). A network address must be a printer on the stall's network: a dotted private IPv4 (10/8, 172.16/12, 192.168/16), a unique-local IPv6 in brackets (fc00::/7), or a local name without a dot or ending .local / .lan whose address is one of those when printing; on a raw printing port 9100–9109 (LPD 515 and IPP 631 are not raw TCP: use a CUPS queue). Loopback, link-local (169.254/16), public addresses and integer, hex, octal or short IPv4 forms are refused. A failed send or test print says only `Printer tidak dapat dihubungi`, whatever the cause. Refusals (nothing saved): opp at kasir → 403; groups at kasir, a category not of the " +
      "outlet, a bad or missing address → 422; a width other than 405 or 600 → 422 `Lebar kertas harus 405 (58 mm) atau 600 (80 mm)`; a `printer_id` that is not the outlet's printer at that location → 404.",
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
    description: `Not in the spec (Printer Setting's Logo Struk): the logo PNG as uploaded (\`image/png\`, \`Cache-Control: private, no-store\`). 404 \`${PRINT_MSG.LOGO_NOT_FOUND}\` when none.`,
    response: replies(200, printingReplies.logoImage),
  },
  "POST /printer-logo": {
    summary: "Upload the outlet's receipt logo",
    description:
      `Not in the spec. JSON or form \`logo\`: the PNG as base64 (a \`data:image/png;base64,\` prefix is accepted). Replaces the outlet's logo; reply its \`width\`, \`height\` (pixels) and \`bytes\`. ` +
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
    description: `Not in the spec. Roles kasir, kacab and owner; audited. 404 \`${PRINT_MSG.LOGO_NOT_FOUND}\` when none; printers with Cetak Logo on then print without one.`,
    response: replies(200, printingReplies.logoRemoved),
  },
  "GET /tes-cetak": {
    summary: "Printer test (default location)",
    description:
      "Sends a test page at once to the kasir printer (repeat for opp). `status` 200: the printer took it (`meta.message` " +
      "`Tes cetak berhasil`); 500: not configured (`Printer belum di set`) or saved but unreachable (`Pastikan Informasi dan " +
      "Printer Sudah Benar`; the client shows `Terjadi Kesalahan! Pastikan Informasi dan Printer Sudah Benar`). Logged in the print queue. " +
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
      'Logs the opening (reason `refund`) and queues the kick pulse to the kasir printer. Reply `error: 0, msg: "Laci terbuka", struct: ""`. Only for a user who may refund: a supervisor, a user the cashier matrix allows `refund`, or one sending `approval_id`, their supervisor\'s approval of the refund (POST /approve with `rekap_transaksi_id`), live and not yet used (the refund uses it). Otherwise HTTP 403 `Hubungi Kacab/Asisten` (`meta.title` `Akses DiTolak!`), or 403 `Persetujuan tidak berlaku, minta persetujuan Kacab/Asisten lagi` for an approval that is unknown, used, expired, another user\'s or not a refund\'s; nothing is logged.',
    response: replies(200, printingReplies.openLaci),
  },
  "GET /open-laci/saldo-awal": {
    summary: "Open the drawer for the opening cash",
    description:
      'Logs the opening (reason `saldo-awal`) and queues the kick pulse to the kasir printer. Reply `error: 0, msg: "Laci terbuka", struct: ""`.',
    response: replies(200, printingReplies.openLaci),
  },
  "POST /printing/device/claim": {
    summary: "Claim a device printer's next job",
    description:
      "Not in the spec. JSON `device_id`: the calling device's own id. A `device` printer's jobs are rendered and queued as a network printer's " +
      "(the same ESC/POS bytes, the same `print_job` row and states in GET /print-queue), but the server does not send them: the device the printer " +
      "is paired with claims them here, writes them to the printer and reports `done` or `failed`. The oldest due job (status queued, " +
      "`next_attempt_at` passed) of the outlet's device printers paired with `device_id` is leased to this claim for `lease_ms` (30 s, " +
      "`FOR UPDATE SKIP LOCKED`: two tabs never get one job): its `attempts` grow by one (`attempt` names the claim) and it is due again " +
      "when the lease ends unreported. `job` null when none is due; `next_in_ms` the wait until the next one is (a retry, or a lease ending), " +
      "null when none is queued. A job whose last allowed attempt (20) ends unreported is `failed` (`last_error` `" +
      DEVICE_PRINT_MSG.NO_REPORT +
      "`). A `print` live event (GET /api/events) tells the outlet's screens a device job was queued. Every signed-in role; only the outlet's jobs. Refusals: a bad `device_id` → 422.",
    response: replies(200, printingReplies.deviceClaim),
  },
  "POST /printing/device/jobs/:id/done": {
    summary: "Report a device job printed",
    description:
      "Not in the spec. JSON `device_id`, `attempt` (the claim's). Sent only after the write to the printer resolved: the job becomes `printed` " +
      "(`printed_at` now) and is never handed out again; a report of an earlier claim of the same job counts too (the page did print it), and a " +
      "second report answers the same. Refusals: not a queued or printed job of a device printer of the outlet paired with `device_id` → 404 `" +
      "Antrian cetak tidak ditemukan`.",
    response: replies(200, printingReplies.deviceReport),
  },
  "POST /printing/device/jobs/:id/failed": {
    summary: "Report a device job failed",
    description:
      "Not in the spec. JSON `device_id`, `attempt`, `error` (the printer's message, ≤ 500 characters). The write was refused (printer off, out " +
      "of range, unplugged mid-job): as a network printer's failed send, the job is queued again after the backoff (2 s, 4 s … 60 s; " +
      "`retry_in_ms`) with `last_error` the message, or after its 20th attempt `failed`. A report of a claim that is no longer the job's latest " +
      "changes nothing (answers the job's state). Refusals: as `done`.",
    response: replies(200, printingReplies.deviceReport),
  },
};
