/**
 * The contract of each cash-session route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { API_MSG, META_CODE, MSG } from "@waroeng/domain";
import { cashReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const cashContract: RouteContracts = {
  "GET /cek-modal": { ...cashDocs.check, response: replies(200, cashReplies.check) },
  "GET /m-modal/get-modal": { ...cashDocs.form, response: replies(200, cashReplies.form) },
  "POST /m-modal/save-modal": {
    ...cashDocs.save,
    response: replies(200, cashReplies.save, { bodyRefusal: true }),
    refusals: [
      { when: "total 0", status: 200, code: 422, message: MSG.NOMINAL_EMPTY, title: MSG.PAYMENT_REJECTED_TITLE },
      { when: "a denomination not of this outlet", status: 200, code: 422, message: API_MSG.DENOMINATION_NOT_FOUND },
      { when: "a count or total too large", status: 200, code: 422, message: API_MSG.AMOUNT_TOO_LARGE },
      { when: "a session is already open", status: 200, code: 409, message: API_MSG.OPENING_CASH_EXISTS },
      { when: "an id not of the user's sessions", status: 200, code: 404, message: MSG.DATA_NOT_FOUND },
      {
        when: "client total or outlet differs, session closed meanwhile",
        status: 200,
        code: META_CODE.DATA_CHANGED,
        message: MSG.DATA_CHANGED,
      },
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
