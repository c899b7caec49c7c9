/**
 * The contract of cash (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas and
 * the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api. The
 * server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the cash-session area (payment §5 "Opening cash", §7 save-modal payload).
 * Built on the shared `openingCashSchema` of @waroeng/domain; only `modal_detail` differs: a zero
 * total is refused by the service with the contract's message (`Nominal Uang Tidak Boleh Kosong`),
 * because it depends on the outlet's denomination values.
 *
 * Cash-session replies (docs/API.md "Cash session (opening cash)"; payment §7).
 *
 * The contract of each cash-session route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ITEMS, META_CODE, MSG, openingCashSchema, parseJsonArray } from "../index.ts";
import { pathId } from "../requests/common.ts";
import { envelope, replies, wireFlag, wireId, wireInt, wireMoney } from "../wire/envelope.ts";
import { type RouteContracts, refusedInBody } from "./types.ts";

// ── Request schemas ──

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

// ── Reply schemas ──

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

// ── Route contracts ──

const cashDocs = {
  check: {
    summary: "Has the user an open cash session?",
    description: "`data`: 1 when the user has an open cash session at this outlet, else 0; `rekap_modal_id` top-level (0 if none).",
  },
  form: {
    summary: "The opening-cash form",
    description:
      "`modal` is `{m_modal_nominal}` of the open session or null; `modal_id` 0 when none. `modal_tipe`: the " +
      "outlet's denominations largest first, `m_modal_tipe_urut` = the value (major unit, see Money); quantities of the open session if any, " +
      "else 0 with `rekap_modal_detail_id: null`. `sesi` and `date` are the open session's, else the number a new session would " +
      "get and today's Jakarta date.",
  },
  save: {
    summary: "Save the opening cash",
    description:
      '`modal_detail` is an array or a JSON string. Reply `error: 0, msg, struct: ""` top-level, ' +
      "`msg` = `Saldo awal berhasil disimpan`. The server computes the total from the counts. Total 0 → 422 `Nominal Uang Tidak " +
      'Boleh Kosong` (also `title: "Transaksi ditolak!"`); a client `rekap_modal_nominal` that disagrees → 409 `Terjadi perubahan ' +
      "data`. With the id of the user's open session it corrects that session's counts; otherwise it opens a new session (session " +
      "number = the outlet's sessions on the Jakarta business date + 1, every cashier). A second open session is impossible (unique " +
      "index). `rekap_modal_sesi` and `rekap_modal_tanggal` are informational (the server sets both); each `rekap_modal_detail_qty` " +
      "is an integer ≥ 0 and the list is the full count (it replaces the session's counts). Refusals: a denomination not of this " +
      "outlet → 422 `Pecahan uang tidak ditemukan`; one listed twice → 422 `Pecahan uang tidak boleh ganda`; a count or total above " +
      "2,147,483,647 minor units → 422 `Jumlah uang terlalu besar`; a bad count → 422 (`Harus berupa angka bulat`, `Tidak boleh " +
      "kurang dari 0`, `Rincian modal tidak valid`); no id while a session is open, or the loser of two simultaneous openings → 409 " +
      "`Saldo awal sudah diinput`; an id that is not one of the user's sessions at this outlet → 404 `Data tidak ditemukan`; the id " +
      "of a session closed meanwhile, or a `rekap_modal_m_w_id` other than the session's outlet → 409 `Terjadi perubahan data`. " +
      "Nothing is stored on a refusal. The refusals of the saving rules (not the request schema's 422) come with **HTTP 200** and the refusal body (`error: 1, msg`; payment §8: the client reads `error 1`), `meta.code` as named here.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const cashContract: RouteContracts = {
  "GET /cek-modal": { ...cashDocs.check, response: replies(200, cashReplies.check) },
  "GET /m-modal/get-modal": { ...cashDocs.form, response: replies(200, cashReplies.form) },
  "POST /m-modal/save-modal": {
    ...cashDocs.save,
    response: replies(200, cashReplies.save, { bodyRefusal: true }),
    refusals: [
      refusedInBody("total 0", 422, MSG.NOMINAL_EMPTY, MSG.PAYMENT_REJECTED_TITLE),
      refusedInBody("a denomination not of this outlet", 422, API_MSG.DENOMINATION_NOT_FOUND),
      refusedInBody("a count or total too large", 422, API_MSG.AMOUNT_TOO_LARGE),
      refusedInBody("a session is already open", 409, API_MSG.OPENING_CASH_EXISTS),
      refusedInBody("an id not of the user's sessions", 404, MSG.DATA_NOT_FOUND),
      refusedInBody("client total or outlet differs, session closed meanwhile", META_CODE.DATA_CHANGED, MSG.DATA_CHANGED),
    ],
  },
  "GET /cashier/tmp-user-waroeng/:waroengId": {
    summary: "Switch the working outlet before opening cash",
    description:
      "Roles kasir, wbd, kacab (else 403 `Akses DiTolak!`). Sets the outlet this login session works in (every later call, " +
      "`GET /m-modal/get-modal` included, uses it). The data model has one outlet per user (`users.m_w_id`); the outlets one may " +
      "switch to are exactly those of `GET /m-waroeng/waroeng-user`: every outlet for kacab, only the own outlet for kasir and wbd " +
      "(so for them only the current outlet is accepted, a no-op). Refusals change nothing: an outlet not in that list (or unknown) " +
      "→ 403 `Waroeng ini tidak tersedia untuk akun Anda`; an open cash session at the current outlet → 409 `Sesi kasir masih " +
      "terbuka. Tutup saldo dulu sebelum pindah waroeng`. Switching to the current outlet is accepted without a change. " +
      "`data` = `{m_w_id, m_w_nama}` of the outlet now worked in; `msg` `Waroeng kerja berhasil diganti`.",
    response: replies(200, cashReplies.switchOutlet),
    refusals: [
      { when: "an outlet not of GET /m-waroeng/waroeng-user", status: 403, code: 403, message: API_MSG.OUTLET_NOT_ALLOWED },
      { when: "a cash session is open at the current outlet", status: 409, code: 409, message: API_MSG.OUTLET_SWITCH_SESSION_OPEN },
    ],
  },
  "GET /cashier/print-saldo-awal/:id": {
    summary: "Print the opening-cash slip",
    description:
      "Roles kasir, wbd, kacab. The slip of cash session `id` (`rekap_modal_id`) of the caller's outlet: outlet, cashier, session " +
      "number and business date, when it was opened, each counted denomination (qty × value) and the total; queued (ESC/POS, " +
      "durable print queue) to the outlet's kasir printer, without the drawer kick (that is `GET /open-laci/saldo-awal`). " +
      '`printed: false` when no kasir printer is configured (nothing is queued, nothing printed); `struct` is "", or the ' +
      "image link of an android kasir printer (Printing). A session " +
      "of another outlet or an unknown id → 404 `Data saldo awal tidak ditemukan`.",
    response: replies(200, cashReplies.printOpening),
    refusals: [{ when: "a session not of this outlet", status: 404, code: 404, message: API_MSG.OPENING_CASH_NOT_FOUND }],
  },
};
