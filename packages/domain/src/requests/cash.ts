/**
 * Request schemas of the cash-session area (payment §5 "Opening cash", §7 save-modal payload).
 * Built on the shared `openingCashSchema` of @waroeng/domain; only `modal_detail` differs: a zero
 * total is refused by the service with the contract's message (`Nominal Uang Tidak Boleh Kosong`),
 * because it depends on the outlet's denomination values.
 */

import { z } from "zod";
import { FIELD_MSG, MAX_ITEMS, openingCashSchema, parseJsonArray } from "../index.ts";
import { pathId } from "./common.ts";

/** One count: `{ m_modal_tipe_id, rekap_modal_detail_qty (integer ≥ 0), rekap_modal_detail_id? }`. */
const countRow = openingCashSchema.shape.modal_detail.out.element;

/**
 * `POST /m-modal/save-modal`: `rekap_modal_id?` (0 or missing = open a new session),
 * `rekap_modal_sesi?`, `rekap_modal_tanggal?` (informational: the server sets both),
 * `rekap_modal_nominal?` (the total the client computed, minor units), `rekap_modal_m_w_id?`
 * (the outlet the client believes it works in), `modal_detail`: array or JSON string of counts,
 * each denomination at most once.
 */
export const saveModalBody = openingCashSchema.extend({
  modal_detail: z.preprocess(
    parseJsonArray,
    z
      .array(countRow, { error: FIELD_MSG.MODAL_DETAIL_INVALID })
      .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX })
      .refine((rows) => new Set(rows.map((r) => r.m_modal_tipe_id)).size === rows.length, { error: FIELD_MSG.DENOMINATION_DUPLICATE }),
  ),
});
export type SaveModalBody = z.output<typeof saveModalBody>;

/** `GET /cashier/tmp-user-waroeng/{waroengId}`: the outlet to work in (a positive id ≤ MAX_ID). */
export const waroengIdParam = z.object({ waroengId: pathId() });
export type WaroengIdParam = z.output<typeof waroengIdParam>;
