/**
 * Split-screen factories: the server-held moves of an open order (GET/POST /split-bill/{id}…),
 * called through the API as the split screen calls them, as `as` (a harness login, default kasir).
 */
import type { TestApp } from "../harness.ts";

/** A held sub-bill as GET /split-bill/{id} lists it. */
export interface HeldPart {
  part: number;
  nota_number: string;
  split_menu: Array<{ tmp_transaction_detail_id: number; tmp_transaction_detail_qty: number }>;
}

/** The split state's data (GET /split-bill/{id}). */
export interface SplitStateData {
  tmp_transaction_id: number;
  new_split: string;
  next_part: number;
  split_parts: HeldPart[];
  bagi_rata: number;
  bagi_rata_shares: Array<{ share: number; nominal: number; payment_method: number; nominal_uang: number; lunas: number }>;
}

/**
 * Moves `qty` units of line `lineId` of order `orderId` from bill `from` to bill `to` (0 = Nota
 * Asal, n = S{n}); returns the reply (status and body) for the test to check.
 */
export function moveSplit(t: TestApp, orderId: number, lineId: number, from: number, to: number, qty = 1, as = "kasir") {
  return t.call("POST", `/api/split-bill/${orderId}/move`, { as, body: { tmp_transaction_detail_id: lineId, from, to, qty } });
}

/** Moves and expects success; returns the new state. */
export async function heldAfterMove(t: TestApp, orderId: number, lineId: number, from: number, to: number, qty = 1, as = "kasir") {
  const res = await moveSplit(t, orderId, lineId, from, to, qty, as);
  if (res.status !== 200) {
    throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data as SplitStateData;
}

/** GET /split-bill/{id}: the state as a second device or a reload reads it. */
export async function splitState(t: TestApp, orderId: number, as = "kasir"): Promise<SplitStateData> {
  const res = await t.call("GET", `/api/split-bill/${orderId}`, { as });
  if (res.status !== 200) {
    throw new Error(`split state refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data as SplitStateData;
}

/** A sub-bill's held units as `{ lineId: qty }` (empty when nothing is held on it). */
export function heldOn(state: SplitStateData, part: number): Record<number, number> {
  const p = state.split_parts.find((x) => x.part === part);
  return Object.fromEntries((p?.split_menu ?? []).map((l) => [l.tmp_transaction_detail_id, l.tmp_transaction_detail_qty]));
}

/** Bagi rata into `parts` shares (0 = off), as the split screen's dialog; returns the new state. */
export async function splitEvenly(t: TestApp, orderId: number, parts: number, as = "kasir"): Promise<SplitStateData> {
  const res = await t.call("POST", `/api/split-bill/${orderId}/bagi-rata`, { as, body: { parts } });
  if (res.status !== 200) {
    throw new Error(`bagi rata refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data as SplitStateData;
}

/** One Bagi rata share's method, cash handed over (minor units) and Lunas tick; returns the reply. */
export function setShare(
  t: TestApp,
  orderId: number,
  share: { share: number; payment_method: number; nominal_uang?: number; lunas?: 0 | 1 },
  as = "kasir",
) {
  return t.call("POST", `/api/split-bill/${orderId}/bagi-rata/share`, { as, body: share });
}
