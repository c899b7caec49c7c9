/** Request schemas of the printing routes (foundations §7 printer calls; payment §7 print calls; issue 10). */

import { z } from "zod";
import {
  DRAWER_REASONS,
  FIELD_MSG,
  LOGO_LIMITS,
  MAX_ID,
  optionalId,
  PAPER_WIDTH,
  PRINT_MSG,
  PRINTER_LOCATIONS,
  PRINTER_TYPES,
  parseJsonArray,
} from "../index.ts";
import { flag } from "./line-actions.ts";

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
    .number({ error: PRINT_MSG.ADDRESS_INVALID })
    .refine((w) => w === PAPER_WIDTH.MM58 || w === PAPER_WIDTH.MM80, { error: PRINT_MSG.ADDRESS_INVALID })
    .default(PAPER_WIDTH.MM58),
  printer_group1: group.optional(),
  printer_group2: group.optional(),
  /** Not in the spec (issue 10): Cetak Logo / Cetak QR; absent keeps the saved switch (off for a new printer). */
  printer_logo: flag(),
  printer_qr: flag(),
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

/** Query of GET /cashier/print-transaksi: `view=1` reads the receipt without printing it (the /struk page). */
/** `{name}` of a print image (GET /print-image/{token}.png): the token plus `.png`, bounded; any other name is a 404. */
export const printImageParam = z.object({ name: z.string().max(64) });

export const receiptViewQuery = z.object({ view: z.enum(["0", "1"]).optional() });
