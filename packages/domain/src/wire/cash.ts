/** Cash-session replies (docs/API.md "Cash session (opening cash)"; payment §7). */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInt, wireMoney } from "./envelope.ts";

/** One denomination row of the opening-cash form. `m_modal_tipe_urut` is its value. */
export const denominationCount = z.strictObject({
  rekap_modal_detail_id: wireId.nullable(),
  rekap_modal_detail_qty: wireInt,
  m_modal_tipe_id: wireId,
  m_modal_tipe_nama: z.string(),
  m_modal_tipe_urut: wireMoney,
});
/** `GET /m-modal/get-modal` data. */
export const openingCashForm = z.strictObject({
  modal: z.strictObject({ m_modal_nominal: wireMoney }).nullable(),
  modal_id: wireId.describe("0: none"),
  sesi: wireInt,
  kasirName: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  waroeng_id: wireId,
  waroeng_nama: z.string(),
  modal_tipe: z.array(denominationCount),
});
/** `POST /m-modal/save-modal` data. */
export const savedOpeningCash = z.strictObject({ rekap_modal_id: wireId, rekap_modal_nominal: wireMoney });

/** `GET /cashier/tmp-user-waroeng/{waroengId}` data: the outlet the session now works in. */
export const switchedOutlet = z.strictObject({ m_w_id: wireId, m_w_nama: z.string() });

export const cashReplies = {
  check: envelope(wireFlag.describe("1: an open cash session"), { rekap_modal_id: wireId.describe("0: none") }),
  form: envelope(openingCashForm),
  save: envelope(savedOpeningCash, { error: z.literal(0), msg: z.string(), struct: z.literal("") }),
  switchOutlet: envelope(switchedOutlet, { error: z.literal(0), msg: z.string() }),
  printOpening: envelope(z.null(), {
    error: z.literal(0),
    struct: z.string().describe('an android printer\'s image link to open, else ""'),
    printed: z.boolean().describe("false: no kasir printer configured, nothing was printed"),
  }),
};
