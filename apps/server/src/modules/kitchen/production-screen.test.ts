/** API tests: production screens (Layar Produksi), plotting, bump and table names (orders §2.7, §2.8, §3, §7). */
import { API_MSG, FIELD_MSG, PRODUCTION_MSG } from "@waroeng/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dishes, plottings, productionScreens, stations } from "../../db/schema/index.ts";
import { buildStation, buildTable, outletId } from "../../test/factories.ts";
import { createTestApp, type JsonBody, type TestApp } from "../../test/harness.ts";
import { readLiveOrder } from "../dishes/live-order.ts";
import { addUnits, openNote, outletIdOf, sendToKitchen } from "../orders/orders.test-helpers.ts";

let t: TestApp;
let screenIds: Record<string, number>;
let stationIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await outletIdOf(t.db);
  const screens = await t.db.select().from(productionScreens).where(eq(productionScreens.outletId, demo));
  screenIds = Object.fromEntries(screens.map((s) => [s.name, s.id]));
  const st = await t.db.select().from(stations).where(eq(stations.outletId, demo));
  stationIds = Object.fromEntries(st.map((s) => [s.name, s.id]));
});
afterAll(async () => {
  await t.close();
});

const SIDES = ["left_queue", "right_queue", "left_additional", "right_additional"] as const;

async function detail(screen: number, as = "dapur") {
  const res = await t.call("GET", `/api/m-layar-produksi/detail-screen/${screen}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Where each of `dishIds` shows: "Screen.side" for every place it appears. */
async function placesOf(dishIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(dishIds.map((id) => [id, []]));
  for (const [name, id] of Object.entries(screenIds)) {
    const d = await detail(id);
    for (const side of SIDES) {
      for (const entry of d[side]) {
        for (const dish of entry.m_dish_status) {
          out.get(dish.id)?.push(`${name}.${side}`);
        }
      }
    }
  }
  return out;
}

async function dishesOf(orderId: number): Promise<Array<{ id: number; m_menu_nama: string; is_ready: number }>> {
  return (await t.call("GET", `/api/m-dish-status/by-transaction/${orderId}`, { as: "dapur" })).body.data;
}

async function sentOrder(table: string, items: Array<[string, number]>, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await openNote(t, { table, customer: `Tamu ${table}`, extra });
  for (const [item, n] of items) {
    await addUnits(t, id, item, n);
  }
  await sendToKitchen(t, id);
  return id;
}

const plottingRows = () => t.db.select().from(plottings).orderBy(asc(plottings.id));

async function setPlotting(body: unknown, as = "dapur") {
  return t.call("POST", "/api/plot-produksi/set", { as, body });
}

describe("plotting lists", () => {
  it("lists the demo screens with both halves, JSON-encoded ids and names", async () => {
    const res = await t.call("GET", "/api/m-layar-produksi/all", { as: "kasir" });
    expect(res.status).toBe(200);
    const bar = res.body.data.find((s: JsonBody) => s.layar_name === "Bar");
    expect(bar.plotting.map((p: JsonBody) => p.side)).toEqual(["left", "right"]);
    expect(bar.plotting[0].m_plotting_type_plot_produksi_id).toBe(`[${stationIds.Minum}]`);
    expect(bar.plotting[0].plot_produksi.map((s: JsonBody) => s.m_plot_produksi_nama)).toEqual(["Minum"]);
    expect(bar.plotting[0].type_transaction.map((s: JsonBody) => s.name)).toEqual(["Dine In", "Take Away"]);
    expect(JSON.parse(bar.plotting[1].m_plotting_type_transaction_id)).toEqual([3, 4, 5, 6, 7]);
  });

  it("lists transaction types, the outlet's stations and table names", async () => {
    const types = await t.call("GET", "/api/m-layar-produksi/type-name", { as: "dapur" });
    expect(types.body.data[0]).toEqual({ id: 1, name: "Dine In" });
    const station = await buildStation(t);
    const klStation = await buildStation(t, { outlet: "DEMO-KL" });
    const stationNames = async (outlet: "DEMO" | "DEMO-KL") =>
      (
        await t.db
          .select()
          .from(stations)
          .where(eq(stations.outletId, await outletId(t, outlet)))
      )
        .map((s) => s.name)
        .sort();
    const plots = await t.call("GET", "/api/m-layar-produksi/plot-name", { as: "dapur" });
    expect(plots.body.data.map((s: JsonBody) => s.name).sort()).toEqual(await stationNames("DEMO"));
    expect(plots.body.data.map((s: JsonBody) => s.name)).toContain(station.name);
    expect(plots.body.data.map((s: JsonBody) => s.name)).not.toContain(klStation.name);
    expect(plots.body.data[0].id).toBe(plots.body.data[0].m_plot_produksi_id);
    const kl = await t.call("GET", "/api/m-layar-produksi/plot-name", { as: "kasir.kl@demo.test" });
    expect(kl.body.data.map((s: JsonBody) => s.name).sort()).toEqual(await stationNames("DEMO-KL"));
    expect(kl.body.data.map((s: JsonBody) => s.name)).toContain(klStation.name);
    const table = await buildTable(t);
    const klTable = await buildTable(t, { outlet: "DEMO-KL" });
    const names = await t.call("GET", "/api/m-transaction-table/table-name", { as: "pelayan" });
    expect(names.body.data[String(table.tableId)]).toBe(table.name);
    expect(Object.values(names.body.data)).not.toContain(klTable.name);
    const klNames = await t.call("GET", "/api/m-transaction-table/table-name", { as: "kasir.kl@demo.test" });
    expect(klNames.body.data[String(klTable.tableId)]).toBe(klTable.name);
    expect(Object.keys(klNames.body.data).some((id) => id in names.body.data)).toBe(false);
  });
});

describe("Layar Produksi detail", () => {
  it("routes each dish to exactly one side of one screen, by station and transaction type", async () => {
    const dineIn = await sentOrder("Meja 1", [
      ["Ayam Goreng Dada", 2],
      ["Sambal Bawang", 1],
      ["Es Teh Manis", 1],
    ]);
    const grab = await sentOrder("Bungkus 2", [["Es Teh Manis", 1]], {
      tmp_transaction_m_t_t_name: "grab",
      tmp_transaction_note_number: "777",
    });
    const all = [...(await dishesOf(dineIn)), ...(await dishesOf(grab))];
    const places = await placesOf(all.map((d) => d.id));
    const where = (name: string) =>
      [...places.entries()].filter(([id]) => all.find((d) => d.id === id)?.m_menu_nama === name).map(([, p]) => p);
    expect(where("Ayam Goreng Dada")).toEqual([["Dapur.left_queue"], ["Dapur.left_queue"]]);
    expect(where("Sambal Bawang")).toEqual([["Dapur.right_queue"]]);
    const teh = (await dishesOf(dineIn)).find((d) => d.m_menu_nama === "Es Teh Manis")?.id ?? 0;
    const tehGrab = (await dishesOf(grab))[0]?.id ?? 0;
    expect(places.get(teh)).toEqual(["Bar.left_queue"]);
    expect(places.get(tehGrab)).toEqual(["Bar.right_queue"]);

    const dapur = await detail(screenIds.Dapur ?? 0);
    const ayam = dapur.left_queue.find((e: JsonBody) => e.m_menu_nama === "Ayam Goreng Dada");
    expect(ayam.count).toBe(2);
    expect(ayam.m_dish_status[0].menu_detail).toMatchObject({
      m_transaction_table_id: dineIn,
      m_transaction_table_customer_name: "Tamu Meja 1",
      name: "Dine In",
      m_transaction_menu_custom_menu: "",
    });
    const names = (await t.call("GET", "/api/m-transaction-table/table-name", { as: "dapur" })).body.data;
    expect(ayam.m_dish_status[0].menu_detail.m_transaction_table_table_list.map((id: number) => names[String(id)])).toEqual(["Meja 1"]);
    expect(dapur.left.plot_produksi.map((s: JsonBody) => s.name)).toEqual(["Goreng", "Bakaran"]);
    expect(dapur.m_menu_jenis_ids.length).toBe(1);
  });

  it("puts dishes sent after the nota's first send under Tambahan, and drops ready ones", async () => {
    const id = await sentOrder("Meja 2", [["Lele Goreng", 1]]);
    await addUnits(t, id, "Lele Goreng", 1);
    await sendToKitchen(t, id);
    const [first, second] = await dishesOf(id);
    let d = await detail(screenIds.Dapur ?? 0);
    const ids = (list: JsonBody[]) => list.flatMap((e) => e.m_dish_status.map((x: JsonBody) => x.id));
    expect(ids(d.left_queue)).toContain(first?.id);
    expect(ids(d.left_additional)).toEqual([second?.id]);
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${first?.id}`, { as: "dapur" })).status).toBe(200);
    d = await detail(screenIds.Dapur ?? 0);
    expect(ids(d.left_queue)).not.toContain(first?.id);
  });

  it("lists a cancelled dish under cancelled, on the screens that showed it", async () => {
    const id = await sentOrder("Meja 3", [
      ["Cah Kangkung", 1],
      ["Es Jeruk", 1],
    ]);
    const kangkung = (await dishesOf(id)).find((d) => d.m_menu_nama === "Cah Kangkung");
    const res = await t.call("POST", "/api/m-dish-status/cancel-dishes", {
      as: "kacab",
      body: { m_dish_status_id: [kangkung?.id], reason: "Kesalahan Input" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const dapur = await detail(screenIds.Dapur ?? 0);
    expect(dapur.cancelled[0]).toMatchObject({ id: kangkung?.id, m_menu_nama: "Cah Kangkung" });
    expect(SIDES.flatMap((s) => dapur[s]).some((e: JsonBody) => e.m_dish_status.some((x: JsonBody) => x.id === kangkung?.id))).toBe(false);
    const bar = await detail(screenIds.Bar ?? 0);
    expect(bar.cancelled.map((c: JsonBody) => c.id)).not.toContain(kangkung?.id);
  });

  it("lists a dish's tables in the order the live event's nota lists them (main table, then the tables' order)", async () => {
    // Made so that the tables' order (m_meja_urut) is not their id order.
    const main = await buildTable(t, { sortOrder: 5 });
    const late = await buildTable(t, { sortOrder: 9 });
    const early = await buildTable(t, { sortOrder: 1 });
    const id = await sentOrder(main.name, [["Ayam Goreng Dada", 1]], { tmp_transaction_table_list: `${late.tableId},${early.tableId}` });
    const demo = await outletIdOf(t.db);
    const live = await readLiveOrder(t.db, demo, id);
    expect(live?.nota.m_transaction_table_table_list).toEqual([main.tableId, early.tableId, late.tableId]);
    const dapur = await detail(screenIds.Dapur ?? 0);
    const shown = dapur.left_queue
      .flatMap((e: JsonBody) => e.m_dish_status)
      .find((d: JsonBody) => d.menu_detail.m_transaction_table_id === id);
    expect(shown.menu_detail.m_transaction_table_table_list).toEqual(live?.nota.m_transaction_table_table_list);
  });

  it("refuses another outlet's screen and an unknown one", async () => {
    const kl = await t.call("GET", `/api/m-layar-produksi/detail-screen/${screenIds.Dapur}`, { as: "kasir.kl@demo.test" });
    expect(kl.status).toBe(404);
    expect(kl.body.meta.message).toBe(PRODUCTION_MSG.SCREEN_NOT_FOUND);
    expect((await t.call("GET", "/api/m-layar-produksi/detail-screen/999999", { as: "dapur" })).status).toBe(404);
    expect((await t.call("GET", "/api/m-layar-produksi/detail-screen/abc", { as: "dapur" })).status).toBe(422);
  });
});

describe("bump", () => {
  it("marks every dish of a card ready in one call", async () => {
    const id = await sentOrder("Meja 5", [["Ayam Bakar", 3]]);
    const list = await dishesOf(id);
    const res = await t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: list.map((d) => d.id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ready).toBe(3);
    expect((await dishesOf(id)).every((d) => d.is_ready === 1)).toBe(true);
    const again = await t.call("POST", "/api/m-dish-status/bump", {
      as: "dapur",
      body: { m_dish_status_id: list.map((d) => d.id).join(",") },
    });
    expect(again.status).toBe(200);
  });

  it("refuses a cancelled, unknown or other outlet's dish, a role outside the kitchen, and changes nothing", async () => {
    const id = await sentOrder("Meja 6", [["Ayam Penyet", 2]]);
    const [a, b] = await dishesOf(id);
    await t.call("POST", "/api/m-dish-status/cancel-dishes", {
      as: "kacab",
      body: { m_dish_status_id: [b?.id], reason: "Kesalahan Input" },
    });
    const before = await t.db.select().from(dishes).orderBy(asc(dishes.id));
    const cancelled = await t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: [a?.id, b?.id] } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.meta.message).toBe(API_MSG.DISH_CANCELLED);
    const unknown = await t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: [a?.id, 999999] } });
    expect(unknown.status).toBe(404);
    const otherOutlet = await t.call("POST", "/api/m-dish-status/bump", { as: "kasir.kl@demo.test", body: { m_dish_status_id: [a?.id] } });
    expect(otherOutlet.status).toBe(404);
    expect((await t.call("POST", "/api/m-dish-status/bump", { as: "pelayan", body: { m_dish_status_id: [a?.id] } })).status).toBe(403);
    const empty = await t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.meta.message).toBe(FIELD_MSG.ID_REQUIRED);
    expect(await t.db.select().from(dishes).orderBy(asc(dishes.id))).toEqual(before);
  });
});

describe("bump undo", () => {
  const bump = (ids: number[]) => t.call("POST", "/api/m-dish-status/bump", { as: "dapur", body: { m_dish_status_id: ids } });
  const undo = (body: Record<string, unknown>, as = "dapur") => t.call("POST", "/api/m-dish-status/bump/undo", { as, body });
  const readyOf = async (orderId: number) => Object.fromEntries((await dishesOf(orderId)).map((d) => [d.id, d.is_ready]));

  it("takes back exactly the dishes Siap semua turned ready, and only those", async () => {
    const id = await sentOrder("Meja 10", [["Ayam Goreng Paha", 4]]);
    const [a = 0, b = 0, c = 0, d = 0] = (await dishesOf(id)).map((x) => x.id);
    // `a` was ready before the bump (Hal Tata): the bump leaves it, so its undo must too.
    expect((await t.call("GET", `/api/m-dish-status/set-ready/${a}`, { as: "dapur" })).status).toBe(200);
    const bumped = await bump([a, b, c, d]);
    expect(bumped.status, JSON.stringify(bumped.body)).toBe(200);
    expect(bumped.body.data.bumped).toEqual([b, c, d]);
    // After the bump a waiter serves `c`: it stays served and ready.
    expect((await t.call("GET", `/api/m-dish-status/set-served/${c}`, { as: "pelayan" })).status).toBe(200);
    const res = await undo({ m_dish_status_id: bumped.body.data.bumped, undo_token: bumped.body.data.undo_token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(PRODUCTION_MSG.BUMP_UNDONE);
    expect(res.body.data).toEqual({ m_dish_status_id: [b, d], kept: [c] });
    expect(await readyOf(id)).toEqual({ [a]: 1, [b]: 0, [c]: 1, [d]: 0 });
    // Back on the production screen, the two taken back wait again.
    expect((await placesOf([b, d])).get(b)?.length).toBeGreaterThan(0);
    // A second undo of the same bump changes nothing.
    const again = await undo({ m_dish_status_id: bumped.body.data.bumped, undo_token: bumped.body.data.undo_token });
    expect(again.body.data).toEqual({ m_dish_status_id: [], kept: [b, c, d] });
  });

  it("leaves a dish readied again after the bump, refuses another bump's token, unknown ids and other roles", async () => {
    const id = await sentOrder("Meja 11", [["Ayam Goreng Dada", 2]]);
    const [a = 0, b = 0] = (await dishesOf(id)).map((x) => x.id);
    const first = await bump([a, b]);
    // Hal Tata un-readies `a` and readies it again: no longer the bump's doing.
    await t.call("GET", `/api/m-dish-status/set-not-ready/${a}`, { as: "dapur" });
    await t.call("GET", `/api/m-dish-status/set-ready/${a}`, { as: "dapur" });
    const wrongToken = await undo({ m_dish_status_id: [b], undo_token: "1" });
    expect(wrongToken.body.data).toEqual({ m_dish_status_id: [], kept: [b] });
    const before = await t.db.select().from(dishes).orderBy(asc(dishes.id));
    expect((await undo({ m_dish_status_id: [a, 999999], undo_token: first.body.data.undo_token })).status).toBe(404);
    const kl = await undo({ m_dish_status_id: [a], undo_token: first.body.data.undo_token }, "kasir.kl@demo.test");
    expect(kl.status).toBe(404);
    expect((await undo({ m_dish_status_id: [a], undo_token: first.body.data.undo_token }, "pelayan")).status).toBe(403);
    expect((await undo({ m_dish_status_id: [a] })).status).toBe(422);
    expect(await t.db.select().from(dishes).orderBy(asc(dishes.id))).toEqual(before);
    const res = await undo({ m_dish_status_id: first.body.data.bumped, undo_token: first.body.data.undo_token });
    expect(res.body.data).toEqual({ m_dish_status_id: [b], kept: [a] });
    expect(await readyOf(id)).toEqual({ [a]: 1, [b]: 0 });
  });
});

describe("POST /plot-produksi/set", () => {
  it("re-routes dishes: a station moved to another screen takes its waiting dishes there", async () => {
    const id = await sentOrder("Meja 7", [["Telur Dadar", 1]]); // Lauk: station Goreng
    const [dish] = await dishesOf(id);
    expect((await placesOf([dish?.id ?? 0])).get(dish?.id ?? 0)).toEqual(["Dapur.left_queue"]);
    const res = await setPlotting({
      id: screenIds.Bar,
      left_plot_produksi: [stationIds.Minum],
      left_type_transaction: [1, 2],
      right_plot_produksi: [stationIds.Minum, stationIds.Goreng],
      right_type_transaction: [3, 4, 5, 6, 7],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.message).toBe(PRODUCTION_MSG.PLOTTING_SAVED);
    // Goreng on Dapur left (all types) and Bar right (ojol types): a dine-in dish stays on Dapur only.
    expect((await placesOf([dish?.id ?? 0])).get(dish?.id ?? 0)).toEqual(["Dapur.left_queue"]);
    await setPlotting({
      id: screenIds.Dapur,
      left_plot_produksi: [stationIds.Bakaran],
      left_type_transaction: [1, 2, 3, 4, 5, 6, 7],
      right_plot_produksi: [stationIds.Sambal, stationIds.Sayur, stationIds.Nasi],
      right_type_transaction: [1, 2, 3, 4, 5, 6, 7],
    });
    await setPlotting({
      id: screenIds.Bar,
      left_plot_produksi: [stationIds.Minum, stationIds.Goreng],
      left_type_transaction: [1, 2],
      right_plot_produksi: [stationIds.Minum],
      right_type_transaction: [3, 4, 5, 6, 7],
    });
    expect((await placesOf([dish?.id ?? 0])).get(dish?.id ?? 0)).toEqual(["Bar.left_queue"]);
  });

  it("accepts the form urlencoded with x[] fields, and empty halves (Belum di set): a screen with nothing plotted", async () => {
    const token = await t.login("kacab");
    const form = `id=${screenIds.Bar}&left_plot_produksi%5B%5D=${stationIds.Minum}&left_type_transaction%5B%5D=1&left_type_transaction%5B%5D=2`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/plot-produksi/set",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const screen = res.json().data;
    expect(screen.plotting[0].m_plotting_type_transaction_id).toBe("[1,2]");
    expect(screen.plotting[1]).toMatchObject({ m_plotting_type_plot_produksi_id: "[]", plot_produksi: [], type_transaction: [] });

    const empty = await setPlotting({
      id: screenIds.Bar,
      left_plot_produksi: [],
      left_type_transaction: [],
      right_plot_produksi: "",
      right_type_transaction: "[]",
    });
    expect(empty.status).toBe(200);
    await sentOrder("Meja 8", [["Es Teh Tawar", 1]]);
    const bar = await detail(screenIds.Bar ?? 0);
    expect(SIDES.map((s) => bar[s].length)).toEqual([0, 0, 0, 0]);
    expect(bar.left.m_plotting_type_plot_produksi_id).toBe("[]");
    expect(bar.m_menu_jenis_ids).toEqual([]);
  });

  it("refuses unknown or other outlet's stations, unknown types, overlapping halves, other outlet's screens and non-kitchen roles; nothing changes", async () => {
    const klStation = (await t.call("GET", "/api/m-layar-produksi/plot-name", { as: "kasir.kl@demo.test" })).body.data[0].id;
    const base = {
      id: screenIds.Dapur,
      left_plot_produksi: [stationIds.Goreng],
      left_type_transaction: [1],
      right_plot_produksi: [],
      right_type_transaction: [],
    };
    const before = await plottingRows();
    const cases: Array<[unknown, string, number, string]> = [
      [{ ...base, left_plot_produksi: [klStation] }, "dapur", 422, PRODUCTION_MSG.STATION_NOT_FOUND],
      [{ ...base, right_plot_produksi: [999999] }, "dapur", 422, PRODUCTION_MSG.STATION_NOT_FOUND],
      [{ ...base, left_type_transaction: [99] }, "dapur", 422, API_MSG.TRANSACTION_TYPE_INVALID],
      [{ ...base, right_plot_produksi: [stationIds.Goreng], right_type_transaction: [1, 3] }, "dapur", 422, PRODUCTION_MSG.SIDES_OVERLAP],
      [{ ...base, id: 999999 }, "dapur", 404, PRODUCTION_MSG.SCREEN_NOT_FOUND],
      [{ ...base, id: undefined }, "dapur", 422, FIELD_MSG.ID_REQUIRED],
      [{ ...base, left_type_transaction: ["x"] }, "dapur", 422, FIELD_MSG.ID_REQUIRED],
      [base, "kasir.kl@demo.test", 404, PRODUCTION_MSG.SCREEN_NOT_FOUND],
    ];
    for (const [body, as, status, message] of cases) {
      const res = await setPlotting(body, as);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.meta.message).toBe(message);
    }
    expect((await setPlotting(base, "pelayan")).status).toBe(403);
    expect(await plottingRows()).toEqual(before);
  });

  it("lets a station be plotted on several screens", async () => {
    const res = await setPlotting({
      id: screenIds.Bar,
      left_plot_produksi: [stationIds.Minum, stationIds.Nasi],
      left_type_transaction: [1, 2],
      right_plot_produksi: [stationIds.Minum],
      right_type_transaction: [3, 4, 5, 6, 7],
    });
    expect(res.status).toBe(200);
    const id = await sentOrder("Meja 9", [["Nasi Putih", 1]]);
    const [dish] = await dishesOf(id);
    expect((await placesOf([dish?.id ?? 0])).get(dish?.id ?? 0)).toEqual(["Dapur.right_queue", "Bar.left_queue"]);
  });
});
