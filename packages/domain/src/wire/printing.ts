/** Printing replies (foundations §7 printer calls; payment §7 print calls; docs/API.md "Printing"; issue 10). */
import { z } from "zod";
import { envelope, wireId, wireInstant, wireInt } from "./envelope.ts";

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
  logo: envelope(printerLogo),
  logoRemoved: envelope(z.null()),
  /** The logo PNG itself (image/png); refusals are the JSON envelope. */
  logoImage: z.string().describe("image/png bytes"),
  /** The PNG itself (image/png); refusals are the JSON envelope. */
  image: z.string().describe("image/png bytes"),
};
