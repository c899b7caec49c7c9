/**
 * Request schemas of the back office (issue 14; docs/API.md "Back office"): outlet settings and the
 * audit view. Limits from the domain's `admin.ts`; messages from ADMIN_MSG.
 */
import { z } from "zod";
import { ADMIN_MSG, CONFIG_MSG, CURRENCY_LABELS, OUTLET_LIMITS, ROUNDING_CHOICES, SERVICE_PERCENTS, TAX_PERCENTS } from "../index.ts";

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
