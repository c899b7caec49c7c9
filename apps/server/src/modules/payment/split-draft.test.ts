/**
 * API tests of the split screen's server-held moves (payment spec §4 "Split bill"; docs/API.md
 * GET/POST/DELETE /split-bill/{id}): what was moved is what a reload or a second device reads; the
 * next sub-bill is paid exactly as held and the one after starts as it was left; two devices never
 * move one unit twice; Bagi rata and BATAL; every refusal.
 */
import { META_CODE, SPLIT_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStall, heldAfterMove, heldOn, moveSplit, type Stall, splitState } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { mainLines, openCash, openOrder, orderState, setLineStatus } from "./payment.factory.ts";
import { splitBody, splitSnapshot } from "./split.factory.ts";

let t: TestApp;
let stall: Stall;
let klStall: Stall;

beforeAll(async () => {
  t = await createTestApp();
  stall = await buildStall(t, ["Meja 2", "Meja 3", "Meja 4", "Meja 5", "Meja 6", "Meja 7"]);
  klStall = await buildStall(t, ["Meja 2"], { "Nasi Lemak": { price: 850 } }, { outlet: "DEMO-KL" });
  await openCash(t, "kasir");
});

afterAll(async () => {
  await t.close();
});

/** 1 Ayam Goreng Dada (18.000): tax 10% 1.800, service 5% 900 → 20.700. */
const AYAM = { sub_total: 18_000, nominal_pajak: 1_800, nominal_sc: 900, total: 20_700, round: 0 };
/** 1 Es Teh Manis (5.000): 500 + 250 → 5.750 → 5.800. */
const ES_TEH = { sub_total: 5_000, nominal_pajak: 500, nominal_sc: 250, total: 5_800, round: 50 };

async function order(table: string) {
  const o = await openOrder(t, { table: stall.table(table), items: mainLines(stall), customer: "Bu Wati" });
  const head = await t.call("GET", `/api/tmp-transaction/${o.orderId}`, { as: "kasir" });
  return {
    ...o,
    note: head.body.data.tmp_transaction_note_number as string,
    ayam: o.lineIds.get(stall.item("Ayam Goreng Dada")) ?? 0,
    teh: o.lineIds.get(stall.item("Es Teh Manis")) ?? 0,
  };
}

describe("split screen state held by the server", () => {
  it("shows what was moved after a reload and on a second device", async () => {
    const o = await order("Meja 2");
    expect(await splitState(t, o.orderId)).toEqual({
      tmp_transaction_id: o.orderId,
      new_split: "-S1",
      next_part: 1,
      split_parts: [],
      bagi_rata: 0,
      bagi_rata_shares: [],
    });
    await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    await heldAfterMove(t, o.orderId, o.teh, 0, 2);
    // Back one Ayam from S1 to the original bill, as the « arrow does.
    const state = await heldAfterMove(t, o.orderId, o.ayam, 1, 0);
    expect(heldOn(state, 1)).toEqual({ [o.ayam]: 1 });
    // A reload, or another device (wbd may split too), reads the same.
    for (const who of ["kasir", "wbd"]) {
      const again = await splitState(t, o.orderId, who);
      expect(again.split_parts.map((p) => [p.part, p.nota_number])).toEqual([
        [1, `${o.note}-S1`],
        [2, `${o.note}-S2`],
      ]);
      expect(heldOn(again, 1)).toEqual({ [o.ayam]: 1 });
      expect(heldOn(again, 2)).toEqual({ [o.teh]: 1 });
    }
  });

  it("pays S1 as held; S2 then holds only what was moved to it, and S3 nothing", async () => {
    const o = await order("Meja 3");
    await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    await heldAfterMove(t, o.orderId, o.teh, 0, 2);
    const paid = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: splitBody(o.orderId, `${o.note}-S1`, { [o.ayam]: 1 }, AYAM),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const after = await splitState(t, o.orderId);
    expect(after.new_split).toBe("-S2");
    expect(after.split_parts.map((p) => p.part)).toEqual([2]);
    expect(heldOn(after, 2)).toEqual({ [o.teh]: 1 });
    // The Ayam left on the order is in no sub-bill: it can still go to S2 or S3.
    expect(heldOn(await heldAfterMove(t, o.orderId, o.ayam, 0, 3), 3)).toEqual({ [o.ayam]: 1 });
    await heldAfterMove(t, o.orderId, o.ayam, 3, 0);
    // S2 paid with other units than held → Terjadi perubahan data, nothing changed.
    const before = await splitSnapshot(t);
    const wrong = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: splitBody(o.orderId, `${o.note}-S2`, { [o.ayam]: 1 }, AYAM),
    });
    expect(wrong.body.meta).toMatchObject({ code: META_CODE.DATA_CHANGED, error: 1 });
    expect(await splitSnapshot(t)).toEqual(before);
    expect(heldOn(await splitState(t, o.orderId), 2)).toEqual({ [o.teh]: 1 });
    const second = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: splitBody(o.orderId, `${o.note}-S2`, { [o.teh]: 1 }, ES_TEH, { method: 5 }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await splitState(t, o.orderId)).toMatchObject({ new_split: "-S3", split_parts: [] });
    // The last one pays the order itself; its split state goes with it.
    await heldAfterMove(t, o.orderId, o.ayam, 0, 3);
    const last = await t.call("POST", "/api/recap-transactions", {
      as: "kasir",
      body: splitBody(o.orderId, `${o.note}-S3`, { [o.ayam]: 1 }, AYAM),
    });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect(await orderState(t, o.orderId)).toMatchObject({ status: 2, heldTables: 0 });
    expect((await t.call("GET", `/api/split-bill/${o.orderId}`, { as: "kasir" })).status).toBe(409);
  });

  it("two devices taking the last unit at once: exactly one moves it", async () => {
    const o = await order("Meja 4");
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => moveSplit(t, o.orderId, o.teh, 0, 1 + (i % 2))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.meta.message])).toEqual(Array(19).fill([409, SPLIT_MSG.MOVE_TOO_MANY]));
    const state = await splitState(t, o.orderId);
    const held = state.split_parts.flatMap((p) => p.split_menu);
    expect(held).toEqual([{ tmp_transaction_detail_id: o.teh, tmp_transaction_detail_qty: 1 }]);
  });

  it("Bagi rata replaces the moves; a move turns it off; BATAL forgets everything", async () => {
    const o = await order("Meja 5");
    await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    const even = await t.call("POST", `/api/split-bill/${o.orderId}/bagi-rata`, { as: "kasir", body: { parts: 3 } });
    expect(even.status, JSON.stringify(even.body)).toBe(200);
    expect(even.body.data).toMatchObject({ bagi_rata: 3, split_parts: [] });
    expect(await splitState(t, o.orderId)).toMatchObject({ bagi_rata: 3, split_parts: [] });
    expect((await heldAfterMove(t, o.orderId, o.teh, 0, 1)).bagi_rata).toBe(0);
    await t.call("POST", `/api/split-bill/${o.orderId}/bagi-rata`, { as: "kasir", body: { parts: 2 } });
    await heldAfterMove(t, o.orderId, o.ayam, 0, 2);
    const cleared = await t.call("DELETE", `/api/split-bill/${o.orderId}`, { as: "kasir" });
    expect(cleared.status).toBe(200);
    expect(await splitState(t, o.orderId)).toMatchObject({ bagi_rata: 0, split_parts: [] });
    for (const parts of [1, 21, -2]) {
      const bad = await t.call("POST", `/api/split-bill/${o.orderId}/bagi-rata`, { as: "kasir", body: { parts } });
      expect(bad.status).toBe(422);
    }
  });

  it("refuses a move that is not possible and changes nothing", async () => {
    const o = await order("Meja 6");
    await heldAfterMove(t, o.orderId, o.ayam, 0, 1);
    const cases: Array<[string, () => ReturnType<typeof moveSplit>, number, string]> = [
      ["to the same bill", () => moveSplit(t, o.orderId, o.ayam, 1, 1), 422, SPLIT_MSG.PART_INVALID],
      ["too far ahead", () => moveSplit(t, o.orderId, o.ayam, 0, 21), 422, SPLIT_MSG.PART_INVALID],
      ["more than the original holds", () => moveSplit(t, o.orderId, o.ayam, 0, 1, 2), 409, SPLIT_MSG.MOVE_TOO_MANY],
      ["more than the sub-bill holds", () => moveSplit(t, o.orderId, o.ayam, 1, 0, 2), 409, SPLIT_MSG.MOVE_TOO_MANY],
      ["another order's line", () => moveSplit(t, o.orderId, 999_999, 0, 1), 409, "Terjadi perubahan data"],
      ["another outlet", () => moveSplit(t, o.orderId, o.ayam, 0, 1, 1, "kasir.kl"), 404, "Maaf! Transaksi tidak ditemukan"],
      ["a role without split", () => moveSplit(t, o.orderId, o.ayam, 0, 1, 1, "opp"), 403, "Hubungi Kacab/Asisten"],
    ];
    for (const [what, call, status, message] of cases) {
      const res = await call();
      expect([what, res.status, res.body.meta.message]).toEqual([what, status, message]);
    }
    expect(heldOn(await splitState(t, o.orderId), 1)).toEqual({ [o.ayam]: 1 });
    // A line cancelled since: not movable, and its held units are no longer listed (nor payable).
    await setLineStatus(t.db, o.ayam, 2, "Habis");
    expect((await moveSplit(t, o.orderId, o.ayam, 0, 1)).body.meta.message).toBe(SPLIT_MSG.LINE_NOT_NORMAL);
    expect((await splitState(t, o.orderId)).split_parts).toEqual([]);
    expect(klStall).toBeDefined();
  });
});
