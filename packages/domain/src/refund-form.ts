/**
 * The POST /transaksi/refund form (payment §7 Refund) and the search / history-by-date inputs
 * (payment §7 History; foundations §7 `search-transactions`). Money fields are in the major unit on
 * the wire (converted to minor units by the server's money plugin before these schemas run).
 */
import { z } from "zod";
import { MAX_ID, MAX_LENGTH } from "./constants.ts";
import { FIELD_MSG, REFUND_MSG } from "./messages.ts";
import { markMoney } from "./money-wire.ts";
import { MAX_MONEY, MAX_QUANTITY } from "./number-limits.ts";
import { percentToBp } from "./rounding.ts";
import { boundedText, moneyAmount, parseJsonArray } from "./schemas.ts";

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const toInt = (v: unknown) => (typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);
const toFlag = (v: unknown) => (v === true || v === "true" ? 1 : v === false || v === "false" ? 0 : toInt(v));
const money = () => z.preprocess((v) => (blank(v) ? 0 : toInt(v)), moneyAmount());

/** A rate as the client sends it (`current_tax` 10, "10", "2.5", 0) → basis points; blank is 0. */
const percentBp = () =>
  z.preprocess(
    (v) => {
      try {
        return percentToBp(typeof v === "number" || typeof v === "string" || v == null ? v : "x");
      } catch {
        return Number.NaN;
      }
    },
    z.number({ error: REFUND_MSG.RATE_INVALID }).int({ error: REFUND_MSG.RATE_INVALID }).min(0).max(10_000),
  );

/** One refund_menu item: a line of the bill (`r_t_detail_id`, also `id`) and its units (`qty`, also `r_t_detail_qty`). */
const refundItem = z.preprocess(
  (v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? {
          r_t_detail_id: (v as Record<string, unknown>).r_t_detail_id ?? (v as Record<string, unknown>).id,
          qty: (v as Record<string, unknown>).qty ?? (v as Record<string, unknown>).r_t_detail_qty,
        }
      : v,
  z.object(
    {
      r_t_detail_id: z.preprocess(toInt, z.number().int().positive().max(MAX_ID)),
      qty: z.preprocess(toInt, z.number().int().min(0).max(MAX_QUANTITY)),
    },
    { error: REFUND_MSG.MENU_LIST_INVALID },
  ),
);

/**
 * POST /transaksi/refund: `rekap_transaksi_id` (the paid bill), `refund_menu` (a JSON list, or its
 * string, of `{ r_t_detail_id, qty }`, 1–200 items), the screen's figures `sub_total`,
 * `nominal_pajak`, `nominal_sc`, `round` (may be negative) and `total` (after rounding), which the
 * server recomputes and compares; `current_tax` / `current_sc` percents (0 or the bill's);
 * `free_exchange` (≤ total), `nomor_wa`, `cetak_struk` 0/1, `selisih` (always 0).
 *
 * @example refundFormSchema.parse({ rekap_transaksi_id: 5, refund_menu: '[{"r_t_detail_id":9,"qty":2}]',
 *   sub_total: 36000, nominal_pajak: 3600, nominal_sc: 0, round: 0, total: 39600, current_tax: 10, current_sc: 0 });
 *
 * Spec: 03-payment-history-shift §7 (POST /transaksi/refund), §5 (Refund), §9.
 */
export const refundFormSchema = z.object({
  rekap_transaksi_id: z.preprocess(toInt, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID)),
  refund_menu: z.preprocess(
    parseJsonArray,
    z.array(refundItem, { error: REFUND_MSG.MENU_LIST_INVALID }).max(200, { error: REFUND_MSG.MENU_LIST_INVALID }),
  ),
  sub_total: money(),
  total: money(),
  nominal_pajak: money(),
  nominal_sc: money(),
  round: z.preprocess((v) => (blank(v) ? 0 : toInt(v)), markMoney(z.number().int().min(-MAX_MONEY).max(MAX_MONEY))),
  free_exchange: money(),
  current_tax: percentBp(),
  current_sc: percentBp(),
  cetak_struk: z.preprocess((v) => (blank(v) ? 0 : toFlag(v)), z.union([z.literal(0), z.literal(1)], { error: FIELD_MSG.FLAG_INVALID })),
  selisih: z.preprocess((v) => (blank(v) ? 0 : toInt(v)), markMoney(z.number().int().min(-MAX_MONEY).max(MAX_MONEY))),
  nomor_wa: z.preprocess(
    (v) => (blank(v) ? "" : typeof v === "number" ? String(v) : v),
    boundedText(MAX_LENGTH.phone, FIELD_MSG.PHONE_MAX),
  ),
});
export type RefundForm = z.output<typeof refundFormSchema>;

/** A business date `YYYY-MM-DD` (search and history by date). */
export const businessDate = () => z.iso.date({ error: REFUND_MSG.DATE_INVALID });

/** A nota number as typed in a search: trimmed, ≤ MAX_LENGTH.noteNumber characters (blank allowed; the route decides). */
export const notaQuery = () =>
  z.preprocess(
    (v) => (v == null ? "" : typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v),
    boundedText(MAX_LENGTH.noteNumber, FIELD_MSG.NOTE_NUMBER_MAX).or(z.literal("")),
  );
