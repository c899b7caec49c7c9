/**
 * Head office's lists of the chain's option groups, categories and stations (GET /hq/menu/options,
 * /categories, /stations): one entry per name with each outlet's value; the owner sees every
 * outlet, the area manager only theirs (Waroeng Demo), the accountant none of it (403); an edit
 * through POST shows in the list.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";

let hq: HqTestApp;
let demo: number;
let kl: number;

type Outlet = { m_w_id: number; m_w_nama: string; currency?: string; price?: number; active?: boolean; sort?: number };
type Named = { name: string; outlets: Outlet[] };
type Group = Named & { options: Named[] };

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  // The ringgit outlet has a Topping group too, with Telur at RM 1.50 (off there).
  const { rows } = await hq.db.execute<{ id: number }>(
    sql`insert into m_option_group (m_w_id, m_option_group_nama) values (${kl}, 'Topping') returning m_option_group_id as id`,
  );
  const { rows: made } = await hq.db.execute<{
    id: number;
  }>(sql`insert into m_option (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_active)
    values (${kl}, ${rows[0]?.id}, 'Telur', 150, false) returning m_option_id as id`);
  // On grab it costs RM 2.00 there.
  await hq.db.execute(sql`insert into m_option_harga (m_option_id, m_t_t_id, m_option_harga_nominal) values (${made[0]?.id}, 3, 200)`);
});
afterAll(async () => {
  await hq?.close();
});

const list = async <T>(what: string, as = "owner"): Promise<T> => {
  const res = await hq.hqCall("GET", `/api/hq/menu/${what}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
const byName = <T extends { name: string }>(rows: T[], name: string): T => {
  const row = rows.find((r) => r.name === name);
  if (!row) {
    throw new Error(`no ${name} in ${rows.map((r) => r.name).join(", ")}`);
  }
  return row;
};

describe("GET /hq/menu/options", () => {
  it("gives the owner each group and option by name with every outlet's price, per-type prices and on/off", async () => {
    const { groups, types } = await list<{ groups: Group[]; types: Array<{ m_t_t_id: number; m_t_t_name: string }> }>("options");
    // The transaction types by name, for the per-type prices.
    expect(types).toContainEqual({ m_t_t_id: 3, m_t_t_name: "grab" });
    const topping = byName(groups, "Topping");
    expect(topping.outlets.map((o) => o.m_w_id)).toEqual([demo, kl]);
    const telur = byName(topping.options, "Telur");
    expect(telur.outlets).toEqual([
      { m_w_id: demo, m_w_nama: "Waroeng Demo", currency: "Rp", price: 3000, active: true, prices: [] },
      {
        m_w_id: kl,
        m_w_nama: "Waroeng Demo Kuala Lumpur",
        currency: "RM",
        price: 150,
        active: false,
        prices: [{ m_t_t_id: 3, price: 200 }],
      },
    ]);
    // Only Waroeng Demo has the spice levels.
    expect(byName(groups, "Level Pedas").outlets.map((o) => o.m_w_id)).toEqual([demo]);
  });

  it("gives an area manager only their outlets", async () => {
    const { groups } = await list<{ groups: Group[] }>("options", "area");
    const telur = byName(byName(groups, "Topping").options, "Telur");
    expect(telur.outlets.map((o) => o.m_w_id)).toEqual([demo]);
    expect(groups.flatMap((g) => g.outlets).every((o) => o.m_w_id === demo)).toBe(true);
  });

  it("shows head office's edit of a price", async () => {
    const res = await hq.hqCall("POST", "/api/hq/menu/options", {
      as: "owner",
      body: { group: "Topping", option: "Tempe", price: 2500, outlets: [demo] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { groups } = await list<{ groups: Group[] }>("options");
    expect(byName(byName(groups, "Topping").options, "Tempe").outlets[0]?.price).toBe(2500);
  });
});

describe("GET /hq/menu/categories and /hq/menu/stations", () => {
  it("lists each category with its order at each outlet, each station with its outlets", async () => {
    const { categories, menu_types } = await list<{ categories: Named[]; menu_types: string[] }>("categories");
    // The menu types a new category can go under.
    expect(menu_types).toEqual(expect.arrayContaining(["Makanan", "Minuman"]));
    expect(byName(categories, "Nasi").outlets.map((o) => o.m_w_id)).toEqual([demo, kl]);
    expect(byName(categories, "Roti").outlets.map((o) => o.m_w_id)).toEqual([kl]);
    const { stations } = await list<{ stations: Named[] }>("stations");
    expect(byName(stations, "Minum").outlets.map((o) => o.m_w_nama)).toEqual(["Waroeng Demo", "Waroeng Demo Kuala Lumpur"]);
    expect(byName(stations, "Goreng").outlets.map((o) => o.m_w_id)).toEqual([demo]);
    // What each station cooks at each outlet.
    expect(byName(stations, "Goreng").outlets).toEqual([{ m_w_id: demo, m_w_nama: "Waroeng Demo", categories: ["Ayam", "Lauk"] }]);
  });

  it("gives an area manager only their outlets' categories and stations", async () => {
    const { categories } = await list<{ categories: Named[] }>("categories", "area");
    expect(categories.map((c) => c.name)).not.toContain("Roti");
    const { stations } = await list<{ stations: Named[] }>("stations", "area");
    expect(stations.flatMap((s) => s.outlets).every((o) => o.m_w_id === demo)).toBe(true);
  });
});

describe("who may read the lists", () => {
  it("refuses the accountant (read-only, not the menu) and a caller without a session", async () => {
    for (const what of ["options", "categories", "stations"]) {
      expect((await hq.hqCall("GET", `/api/hq/menu/${what}`, { as: "akuntan" })).status).toBe(403);
      expect((await hq.hqCall("GET", `/api/hq/menu/${what}`)).status).toBe(401);
    }
  });
});
