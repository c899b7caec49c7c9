/**
 * The contract of admin (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the back office (docs/API.md "Back office"): outlet settings and the
 * audit view. Limits from the domain's `admin.ts`; messages from ADMIN_MSG.
 *
 * Back-office replies (docs/API.md "Back office") and the user menu's Refresh
 * (foundations §7 GET /transaksi/clearTmp).
 *
 * The contract of each back-office route, attached by the server's lib/contract.ts.
 */

import { z } from "zod";
import {
  ADMIN_MSG,
  CONFIG_MSG,
  CURRENCY_LABELS,
  OUTLET_LIMITS,
  QRIS_MAX_LENGTH,
  QRIS_MSG,
  ROUNDING_CHOICES,
  SERVICE_PERCENTS,
  TAX_PERCENTS,
} from "../index.ts";
import { envelope, replies, wireId } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

const percentOf = (allowed: readonly number[], message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .refine((n) => allowed.includes(n), { error: message });

/**
 * `POST /admin/outlet`: every field of the form. `m_w_nama` 3–60 characters,
 * `m_w_tax` 0/10/11/12 (%), `m_w_sc` 0/3/5 (%), `m_w_pembulatan` ya | tidak, `m_w_alamat` ≤ 200,
 * `m_w_footer` ≤ 120 (empty → the default receipt footer), `m_w_currency` Rp | RM (absent = unchanged).
 */
export const outletSettingsBody = z.object({
  m_w_nama: z
    .string({ error: ADMIN_MSG.OUTLET_NAME_LENGTH })
    .trim()
    .min(OUTLET_LIMITS.nameMin, { error: ADMIN_MSG.OUTLET_NAME_LENGTH })
    .max(OUTLET_LIMITS.nameMax, { error: ADMIN_MSG.OUTLET_NAME_LENGTH }),
  m_w_tax: percentOf(TAX_PERCENTS, ADMIN_MSG.TAX_INVALID),
  m_w_sc: percentOf(SERVICE_PERCENTS, ADMIN_MSG.SERVICE_INVALID),
  m_w_pembulatan: z.enum(ROUNDING_CHOICES, { error: ADMIN_MSG.ROUNDING_INVALID }),
  m_w_alamat: z.string().trim().max(OUTLET_LIMITS.addressMax, { error: ADMIN_MSG.ADDRESS_MAX }).default(""),
  m_w_footer: z.string().trim().max(OUTLET_LIMITS.footerMax, { error: ADMIN_MSG.FOOTER_MAX }).default(""),
  m_w_currency: z.enum(CURRENCY_LABELS, { error: CONFIG_MSG.CURRENCY_INVALID }).optional(),
  /** Largest line discount (percent of the line) a cashier gives without a supervisor's approval; absent = unchanged. */
  m_w_line_discount_limit: z.coerce
    .number({ error: ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID })
    .int({ error: ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID })
    .min(0, { error: ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID })
    .max(100, { error: ADMIN_MSG.LINE_DISCOUNT_LIMIT_INVALID })
    .optional(),
  /** "Nota otomatis": ya = the note form proposes the day's next free nota number; absent = unchanged. */
  m_w_nota_otomatis: z.enum(ROUNDING_CHOICES, { error: ADMIN_MSG.NOTA_AUTO_INVALID }).optional(),
  /** The stall's static QRIS payload (checked by the service with `parseQris`); "" removes it; absent = unchanged. */
  m_w_qris_static: z.string({ error: QRIS_MSG.BROKEN }).trim().max(QRIS_MAX_LENGTH, { error: QRIS_MSG.TOO_LONG }).optional(),
  /** Add a unique 1–99 rupiah to each QRIS charge (ya/tidak); absent = unchanged. */
  m_w_qris_kode_unik: z.enum(ROUNDING_CHOICES, { error: ADMIN_MSG.NOTA_AUTO_INVALID }).optional(),
});
export type OutletSettingsBody = z.output<typeof outletSettingsBody>;

/** `GET /admin/audit?page=`: page 1 = the newest rows. */
export const auditQuery = z.object({
  page: z.coerce
    .number({ error: ADMIN_MSG.PAGE_INVALID })
    .int({ error: ADMIN_MSG.PAGE_INVALID })
    .min(1, { error: ADMIN_MSG.PAGE_INVALID })
    .max(100000, { error: ADMIN_MSG.PAGE_INVALID })
    .default(1),
});

// ── Reply schemas ──

/** GET /transaksi/clearTmp data: the empty drafts deleted and the tables they freed. */
export const clearTmpData = z.strictObject({
  deleted: z.number().int().min(0).describe("how many empty drafts of the caller were deleted"),
  tmp_transaction_ids: z.array(wireId),
  m_meja_ids: z.array(wireId).describe("tables freed"),
});

/** GET/POST /admin/outlet data: the outlet's settings (rates in whole percent). */
export const adminOutletSettings = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_w_code: z.string(),
  m_w_currency: z.string().describe('"Rp" or "RM"'),
  m_w_tax: z.number().int().describe("percent: 0, 10, 11 or 12"),
  m_w_sc: z.number().int().describe("percent: 0, 3 or 5"),
  m_w_pembulatan: z.string().describe('"ya" or "tidak"'),
  m_w_alamat: z.string(),
  m_w_footer: z.string(),
  m_w_line_discount_limit: z
    .number()
    .int()
    .describe("percent 0–100: the largest line discount a cashier gives without a supervisor's approval (not in the spec)"),
  m_w_nota_otomatis: z
    .string()
    .describe('"ya" or "tidak": the note form proposes the next free nota number of the day (nota otomatis; not in the spec)'),
  m_w_qris_static: z.string().describe("the stall's static QRIS payload (EMVCo text of its sticker); empty = none (not in the spec)"),
  m_w_qris_merchant: z.string().describe("merchant name (tag 59) of the static QRIS; empty without one"),
  m_w_qris_kota: z.string().describe("merchant city (tag 60) of the static QRIS; empty without one"),
  m_w_qris_kode_unik: z.string().describe('"ya" or "tidak": a unique 1–99 rupiah is added to each QRIS charge'),
});

/** One row of GET /admin/audit. */
export const auditEntry = z.strictObject({
  audit_id: wireId,
  audit_at: z.string().describe("ISO 8601 UTC"),
  user_id: wireId,
  user_name: z.string(),
  m_w_id: wireId,
  audit_entity: z.string(),
  audit_entity_id: z.number().int(),
  audit_action: z.string(),
  audit_before: z.record(z.string(), z.unknown()).nullable(),
  audit_after: z.record(z.string(), z.unknown()).nullable(),
  audit_text: z.string().describe("the change in words, in the request's language, money in the outlet's currency (domain describeAudit)"),
});

/** GET /admin/audit data: one page, newest first. */
export const auditPage = z.strictObject({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(auditEntry),
});

export const adminReplies = {
  clearTmp: envelope(clearTmpData),
  outlet: envelope(adminOutletSettings),
  audit: envelope(auditPage),
};

// ── Route contracts ──

const who = "Roles owner and kacab (`admin.manage`); always the session's outlet.";

export const adminContract: RouteContracts = {
  "GET /admin/outlet": {
    summary: "Outlet settings (back office)",
    description: `The session outlet's settings: \`m_w_nama\`, \`m_w_code\`, \`m_w_currency\` (Rp | RM), \`m_w_tax\` and \`m_w_sc\` (whole percent), \`m_w_pembulatan\` (ya/tidak), \`m_w_alamat\`, \`m_w_footer\` (receipt footer; empty = default), \`m_w_line_discount_limit\`, \`m_w_nota_otomatis\` (ya/tidak), \`m_w_qris_static\` (the static QRIS payload, empty = none) with its \`m_w_qris_merchant\` and \`m_w_qris_kota\` (tags 59 and 60), \`m_w_qris_kode_unik\` (ya/tidak). ${who}`,
    response: replies(200, adminReplies.outlet),
  },
  "POST /admin/outlet": {
    summary: "Save the outlet settings (back office)",
    description: `Form: every field: \`m_w_nama\` (3–60 characters), \`m_w_tax\` (0, 10, 11 or 12), \`m_w_sc\` (0, 3 or 5), \`m_w_pembulatan\` (ya/tidak), \`m_w_alamat\` (≤ 200), \`m_w_footer\` (≤ 120), optional \`m_w_line_discount_limit\` (0–100, percent of a line a cashier may discount in Edit Menu without a supervisor's approval; absent = unchanged; new outlets 50), optional \`m_w_nota_otomatis\` (ya | tidak, absent = unchanged, new outlets tidak: with ya the till's note form proposes the next free nota number of the business day — GET /tmp-transaction/nota-otomatis — and POST /tmp-transaction assigns it to a dine-in or take-away note sent without a number; with tidak the number is typed as the spec's form has it), optional \`m_w_qris_static\` (the stall's static QRIS as scanned, uploaded or pasted; empty removes it; absent = unchanged; checked on the server as EMVCo MPM: CRC-16/CCITT-FALSE in tag 63, an ID.CO.QRIS.WWW merchant account in 26–51, currency 360, country ID, merchant name 59 and city 60 — a broken or foreign payload → 422 with what is wrong, e.g. \`QRIS rusak: kode CRC (tag 63) tidak cocok — pindai ulang stikernya\`; refused at an RM outlet: \`QRIS hanya untuk Rupiah: outlet RM tidak bisa memakai QRIS\`), optional \`m_w_qris_kode_unik\` (ya | tidak, absent = unchanged, new outlets tidak), optional \`m_w_currency\` Rp | RM (absent = unchanged; a switch while the outlet has open orders → 409 \`Mata uang tidak bisa diganti: masih ada N nota terbuka\`; it takes effect on the next request in every server process — money on the wire is then in the new currency's major unit, the stored minor units unchanged). A bad field → 422 with its message, nothing changed. One transaction: the outlet updated and one audit row (entity \`outlet\`, action \`update\`, before → after). New rates apply to orders opened afterwards (an open order keeps its snapshot). Reply: the settings after the change. ${who}`,
    response: replies(200, adminReplies.outlet),
  },
  "GET /admin/audit": {
    summary: "Audit trail (back office)",
    description: `Query \`page\` (1 = newest; 50 rows a page). Every back-office change of the session's outlet, newest first: \`audit_at\`, \`user_id\`/\`user_name\` (who), \`audit_entity\` and \`audit_entity_id\`, \`audit_action\`, \`audit_before\` → \`audit_after\` (null before = created), \`audit_text\` the change in words for people (who, what, which nota or menu, how much in the outlet's currency, approved by whom). \`total\`: all rows. ${who}`,
    response: replies(200, adminReplies.audit),
  },
};
