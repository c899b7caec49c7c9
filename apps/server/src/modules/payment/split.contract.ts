/**
 * The split-bill part of the POST /recap-transactions contract (payment spec §4 "Split bill", §7):
 * its description paragraph and refusals, added to the payment route's by payment.contract.ts.
 */
import { API_MSG, META_CODE, MSG, SPLIT_MSG } from "@waroeng/domain";
import type { RefusalDoc } from "../../lib/contract.ts";

/** The split refusals (HTTP 200 with the refusal body, as every payment refusal). */
export const splitRefusals: RefusalDoc[] = [
  { when: "split: the role lacks `order.split`", status: 403, code: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE },
  { when: "split: `splitId` already used for another order", status: 200, code: 422, message: SPLIT_MSG.SPLIT_ID_REUSED },
  { when: "split: `split_menu` moves no unit", status: 200, code: 422, message: SPLIT_MSG.MENU_EMPTY },
  { when: "split: `nota_number` missing", status: 200, code: 422, message: SPLIT_MSG.NOTA_INVALID },
  { when: "split: the split bill's `total` is 0", status: 200, code: 422, message: SPLIT_MSG.TOTAL_ZERO },
  { when: "split: a moved line is cancelled, replaced or free", status: 200, code: 409, message: SPLIT_MSG.LINE_NOT_NORMAL },
  {
    when: "split: a moved line is not in the order or has fewer units; `nota_number` is not the next one",
    status: 200,
    code: META_CODE.DATA_CHANGED,
    message: MSG.DATA_CHANGED,
  },
  { when: "split: the order is already closed (and the `splitId` is new)", status: 200, code: 409, message: API_MSG.ALREADY_PAID },
];

/** The split paragraph of the route's description. */
export const splitDescription = [
  "",
  "**Split bill** (payment §4): with `splitId` (the client's unique id of this split, 1–100 characters `A–Z a–z 0–9 - _ . :`) the payment pays only the units listed in `split_menu` (a JSON list — or its string — of `{tmp_transaction_detail_id, tmp_transaction_detail_qty}`; other fields the spec's client sends are ignored; a line named twice adds up) of the order `tmp_transaction_id`, under `nota_number`, which must be the order's note number followed by its `new_split` (`GET /tmp-transaction/{id}`: `-S1`, then `-S2`, …). One transaction, the order row locked:",
  "",
  "- a `splitId` already paid → the FIRST reply again (same `rekap_id`, HTTP 201), nothing changed — a retried or doubled POST never pays twice (also after a restart: the `splitId` is stored with the split, `rekap_split`); the same `splitId` for another order → 422 `splitId sudah dipakai untuk transaksi lain`;",
  "- role without `order.split` → 403 `Akses DiTolak!`; the order closed → 409 `Transaksi sudah dibayar`; nothing moved → 422 `Pilih menu yang akan di-split`; no `nota_number` → 422 `Nomor nota split tidak valid`; a `total` of 0 → 422 `Total nota split harus lebih dari 0` (BAYAR only above 0); a moved line cancelled, replaced or free → 409 `Menu batal, garansi atau gratis tidak dapat di-split`; a line not in the order, more units than it has, or another `nota_number` than the next → `Terjadi perubahan data` (meta.code 412);",
  "- the moved units leave the order for a new child order (same table, type, Big Boss, member, waiter, rates, rounding; note `nota_number`); part of a line is split off with its share of the line discount (⌊discount × units / qty⌋, the rest stays) and as many of its sent units and their open dishes, so the kitchen and pickup screens keep every dish, now under the child's note; the child is then paid exactly as a whole order (every check and refusal above, on the split's figures), and the order keeps its other lines, its tables and stays open;",
  "- the split that takes every remaining status-0 unit is the last: the order ITSELF is paid (its note number, its remaining cancelled/free lines at 0), so it closes and its tables are freed. Every closed order has one `rekap_transaksi`;",
  "- tax and service charge: the split's figures are compared at the order's rates; a `nominal_pajak` (`nominal_sc`) of 0 where the rate and the split's flagged lines would charge some means switched off (the split screen's switch): the bill is charged at rate 0;",
  "- rounding: each bill is computed and rounded on its own — the remainder stays with that bill (its `round`), never carried to another; so Σ split subtotals = the unsplit subtotal exactly, Σ taxes and Σ service charges within ⌊k/2⌋ minor units each for k bills, Σ rounded totals within that plus (k + 1) half rounding steps (domain `splitRoundingBound`).",
].join("\n");
