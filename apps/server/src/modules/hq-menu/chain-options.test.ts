/**
 * The outlet's three-way merge of head office's options, categories and stations on pull
 * (docs/chain-sync.md "One menu for the chain"): an outlet's own edit of a field the chain lets it
 * edit stays until head office changes that same field; head office's change of the field wins.
 * Head office (ROLE=hq) edits them through POST /hq/menu/options, /categories, /stations (the area
 * manager only at their outlets); outlet box A (Waroeng Demo) saves through its back office and
 * pulls through `inject`.
 */
import { optionCsv } from "@waroeng/domain/csv";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey } from "../sync/hq.service.ts";
import { injectTransport } from "../sync/sync.test-helpers.ts";

let hq: HqTestApp;
let a: TestApp;
let demo: number;

const pull = async () => {
  const res = await a.call("POST", "/api/update-data", { as: "kasir" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Head office's edit of an option, category or station (POST /hq/menu/<what>) as `as`; @returns the reply. */
const hqEdit = (what: "options" | "categories" | "stations", body: Record<string, unknown>, as = "owner") =>
  hq.hqCall("POST", `/api/hq/menu/${what}`, { as, body });
const hqSaved = async (what: "options" | "categories" | "stations", body: Record<string, unknown>) => {
  const res = await hqEdit(what, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  a = await createTestApp({ sync: { transport: injectTransport(hq.app, await issueOutletKey(hq.db, demo)) } });
  await pull();
});
afterAll(async () => {
  await Promise.all([a?.close(), hq?.close()]);
});

type Group = {
  m_option_group_id: number;
  m_option_group_nama: string;
  m_option_group_min: number;
  m_option_group_max: number;
  m_option_group_active: boolean;
  options: Array<{
    m_option_id: number;
    m_option_nama: string;
    m_option_harga: number;
    m_option_default: boolean;
    m_option_active: boolean;
    harga: Array<{ m_t_t_id: number; m_option_harga_nominal: number }>;
  }>;
  attachments: Array<{ m_menu_id: number | null; m_kategori_id: number | null }>;
};

/** The outlet's back office saves its option group `name` with `change` applied to an option's delta. */
const outletSaveOption = async (group: string, option: string, delta: number) => {
  const list = (await a.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as Group[];
  const g = list.find((x) => x.m_option_group_nama === group);
  if (!g) {
    throw new Error(`no group ${group}`);
  }
  const body = {
    m_option_group_nama: g.m_option_group_nama,
    m_option_group_min: g.m_option_group_min,
    m_option_group_max: g.m_option_group_max,
    m_option_group_active: g.m_option_group_active,
    options: g.options.map((o) => ({
      m_option_id: o.m_option_id,
      m_option_nama: o.m_option_nama,
      m_option_harga: o.m_option_nama === option ? delta : o.m_option_harga,
      m_option_default: o.m_option_default,
      m_option_active: o.m_option_active,
      harga: o.harga.map((h) => ({ m_t_t_id: h.m_t_t_id, m_option_harga_nominal: h.m_option_harga_nominal })),
    })),
    attachments: g.attachments.map((x) => (x.m_menu_id ? { m_menu_id: x.m_menu_id } : { m_kategori_id: x.m_kategori_id })),
  };
  const res = await a.call("POST", `/api/admin/option-groups/${g.m_option_group_id}`, { as: "owner", body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** An option of Waroeng Demo as a box holds it (name and delta, minor units), by its id. */
const option = async (db: TestApp["db"] | HqTestApp["db"], id: number) =>
  (
    await db.execute<{ name: string; delta: number }>(
      sql`select m_option_nama as name, m_option_harga as delta from m_option where m_option_id = ${id}`,
    )
  ).rows[0];
const optionId = async (name: string) =>
  Number(
    (await hq.db.execute<{ id: number }>(sql`select m_option_id as id from m_option where m_w_id = ${demo} and m_option_nama = ${name}`))
      .rows[0]?.id,
  );

/** The outlets' own edits of options, categories and stations as head office's Menu shows them (GET /hq/menu `parts`). */
const reported = async () => {
  const res = await hq.hqCall("GET", "/api/hq/menu", { as: "owner" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { parts: Array<Record<string, unknown>> }).parts;
};

describe("options, categories and stations of the chain at an outlet", () => {
  it("an outlet's own option delta stays through a pull where head office renamed the option", async () => {
    const telur = await optionId("Telur");
    const tempe = await optionId("Tempe");
    await outletSaveOption("Topping", "Telur", 3500);
    // Head office renames Telur (a field it owns) and prices Tempe anew.
    await hqSaved("options", { group: "Topping", option: "Telur", name: "Telur Ceplok" });
    await hqSaved("options", { group: "Topping", option: "Tempe", price: 2500 });
    await pull();
    expect(await option(a.db, telur)).toEqual({ name: "Telur Ceplok", delta: 3500 });
    expect(await option(a.db, tempe)).toEqual({ name: "Tempe", delta: 2500 });
    // What the till offers: the outlet's delta on the renamed option.
    const menu = (await a.call("GET", "/api/mmenu", { as: "kasir" })).body.data as Array<{
      option_groups: Array<{ name: string; options: Array<{ name: string; price: number }> }>;
    }>;
    const offered = menu.flatMap((m) => m.option_groups).find((g) => g.name === "Topping")?.options;
    expect(offered).toContainEqual(expect.objectContaining({ name: "Telur Ceplok", price: 3500 }));
    // The outlet told head office: its Menu shows the outlet's own delta on head office's option.
    expect(await reported()).toContainEqual({
      m_w_id: demo,
      m_w_nama: "Waroeng Demo",
      table: "m_option",
      id: telur,
      name: "Topping: Telur Ceplok",
      field: "price",
      value: 3500,
    });
  });

  it("head office's change of that same delta wins over the outlet's", async () => {
    const telur = await optionId("Telur Ceplok");
    await hqSaved("options", { group: "Topping", option: "Telur Ceplok", price: 3200, outlets: [demo] });
    await pull();
    expect(await option(a.db, telur)).toEqual({ name: "Telur Ceplok", delta: 3200 });
    // No own delta left to report.
    expect(await reported()).not.toContainEqual(expect.objectContaining({ table: "m_option", id: telur, field: "price" }));
  });

  it("the outlet's back office refuses what head office keeps of its options, with the reason", async () => {
    const list = (await a.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as Group[];
    const g = list.find((x) => x.m_option_group_nama === "Topping");
    if (!g) {
      throw new Error("no Topping");
    }
    const body = (change: (b: Record<string, unknown>, opts: Array<Record<string, unknown>>) => void) => {
      const opts = g.options.map((o) => ({
        m_option_id: o.m_option_id,
        m_option_nama: o.m_option_nama,
        m_option_harga: o.m_option_harga,
        m_option_default: o.m_option_default,
        m_option_active: o.m_option_active,
        harga: o.harga.map((h) => ({ m_t_t_id: h.m_t_t_id, m_option_harga_nominal: h.m_option_harga_nominal })),
      }));
      const b: Record<string, unknown> = {
        m_option_group_nama: g.m_option_group_nama,
        m_option_group_min: g.m_option_group_min,
        m_option_group_max: g.m_option_group_max,
        m_option_group_active: g.m_option_group_active,
        attachments: g.attachments.map((x) => (x.m_menu_id ? { m_menu_id: x.m_menu_id } : { m_kategori_id: x.m_kategori_id })),
      };
      change(b, opts);
      return { ...b, options: opts };
    };
    const save = (b: Record<string, unknown>) =>
      a.call("POST", `/api/admin/option-groups/${g.m_option_group_id}`, { as: "owner", body: b });
    const renamed = await save(
      body((_, o) => {
        (o[0] as Record<string, unknown>).m_option_nama = "Telur Dadar";
      }),
    );
    expect(renamed.status).toBe(403);
    expect(renamed.body.meta.message).toBe("Nama diatur kantor pusat dan tidak dapat diubah di outlet.");
    const removed = await save(body((_, o) => o.splice(1, 1)));
    expect(removed.status).toBe(403);
    expect(removed.body.meta.message).toBe("Pilihan ini dari kantor pusat dan tidak dapat dihapus di outlet. Nonaktifkan saja.");
    const choices = await save(
      body((b) => {
        b.m_option_group_max = 1;
      }),
    );
    expect(choices.status).toBe(403);
    // Turning an option off is the outlet's (the chain's default policy): saved.
    const off = await save(
      body((_, o) => {
        (o[1] as Record<string, unknown>).m_option_active = false;
      }),
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const after = (await a.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as Group[];
    expect(
      after.find((x) => x.m_option_group_id === g.m_option_group_id)?.options.map((o) => [o.m_option_nama, o.m_option_active]),
    ).toEqual(g.options.map((o, i) => [o.m_option_nama, i === 1 ? false : o.m_option_active]));
  });

  it("a category's and a station's names are head office's until the chain opens names to outlets; then the outlet's stays", async () => {
    const options = (await a.call("GET", "/api/admin/menu-options", { as: "owner" })).body.data as {
      categories: Array<{
        m_kategori_id: number;
        m_kategori_nama: string;
        m_kategori_m_menu_jenis_id: number;
        m_plot_produksi_id: number | null;
        m_kategori_urut: number;
      }>;
      stations: Array<{ m_plot_produksi_id: number; m_plot_produksi_nama: string }>;
    };
    const es = options.categories.find((c) => c.m_kategori_nama === "Es");
    const station = options.stations[0];
    if (!es || !station) {
      throw new Error("no category Es or no station");
    }
    const rename = async () => ({
      cat: await a.call("POST", `/api/admin/categories/${es.m_kategori_id}`, {
        as: "owner",
        body: {
          m_kategori_nama: "Es Segar",
          m_kategori_m_menu_jenis_id: es.m_kategori_m_menu_jenis_id,
          ...(es.m_plot_produksi_id ? { m_plot_produksi_id: es.m_plot_produksi_id } : {}),
          m_kategori_urut: es.m_kategori_urut,
        },
      }),
      station: await a.call("POST", `/api/admin/stations/${station.m_plot_produksi_id}`, {
        as: "owner",
        body: { m_plot_produksi_nama: "Dapur Depan" },
      }),
    });
    const names = async () =>
      (
        await a.db.execute<{ cat: string; station: string }>(
          sql`select (select m_kategori_nama from m_kategori where m_kategori_id = ${es.m_kategori_id}) as cat,
            (select m_plot_produksi_nama from m_plot_produksi where m_plot_produksi_id = ${station.m_plot_produksi_id}) as station`,
        )
      ).rows[0];
    // Head office owns names (the chain's default): the outlet's back office refuses the renames.
    const refused = await rename();
    expect([refused.cat.status, refused.station.status]).toEqual([403, 403]);
    expect(refused.cat.body.meta.message).toBe("Nama diatur kantor pusat dan tidak dapat diubah di outlet.");
    expect(await names()).toEqual({ cat: "Es", station: station.m_plot_produksi_nama });
    // The chain opens names to outlets: the outlet's renames stay through head office's other changes.
    expect(
      (await hq.hqCall("POST", "/api/hq/menu/policy", { as: "owner", body: { policy: [{ field: "name", outlet_may_edit: true }] } }))
        .status,
    ).toBe(200);
    await pull();
    const saved = await rename();
    expect([saved.cat.status, saved.station.status], JSON.stringify(saved.cat.body)).toEqual([200, 200]);
    await hqSaved("categories", { category: "Es", sort: es.m_kategori_urut + 1 });
    await pull();
    expect(await names()).toEqual({ cat: "Es Segar", station: "Dapur Depan" });
    // Head office sees both renames, beside its own names of the rows.
    const own = { m_w_id: demo, m_w_nama: "Waroeng Demo", field: "name" };
    const catOwn = { ...own, table: "m_kategori", id: es.m_kategori_id, name: "Es", value: "Es Segar" };
    const stationOwn = {
      ...own,
      table: "m_plot_produksi",
      id: station.m_plot_produksi_id,
      name: station.m_plot_produksi_nama,
      value: "Dapur Depan",
    };
    expect(await reported()).toEqual(expect.arrayContaining([catOwn, stationOwn]));
    // Head office renames the category: its name wins; the station keeps the outlet's.
    await hqSaved("categories", { category: "Es", name: "Es Kantor", outlets: [demo] });
    await pull();
    expect(await names()).toEqual({ cat: "Es Kantor", station: "Dapur Depan" });
    const after = await reported();
    expect(after).toContainEqual(stationOwn);
    expect(after).not.toContainEqual(expect.objectContaining({ table: "m_kategori", id: es.m_kategori_id }));
  });

  it("an option CSV import at the outlet does not change what head office keeps: each such row refused with the reason", async () => {
    const policy = [
      { field: "price", outlet_may_edit: false },
      { field: "active", outlet_may_edit: false },
    ];
    expect((await hq.hqCall("POST", "/api/hq/menu/policy", { as: "owner", body: { policy } })).status).toBe(200);
    await pull();
    const g = ((await a.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as Group[]).find(
      (x) => x.m_option_group_nama === "Topping",
    );
    const types = (
      (await a.call("GET", "/api/admin/menu-options", { as: "owner" })).body.data as {
        transaction_types: Array<{ m_t_t_id: number; m_t_t_name: string }>;
      }
    ).transaction_types.map((x) => ({ id: x.m_t_t_id, name: x.m_t_t_name }));
    if (!g || g.options.length < 2) {
      throw new Error("no Topping group with two options");
    }
    /** The group as a file, options changed by `change` (line 2 is the first option). */
    const file = (change: (o: Group["options"][number], i: number) => Partial<{ price: number; active: boolean }>) =>
      optionCsv(
        [
          {
            name: g.m_option_group_nama,
            minChoices: g.m_option_group_min,
            maxChoices: g.m_option_group_max,
            options: g.options.map((o, i) => ({
              name: o.m_option_nama,
              price: o.m_option_harga,
              prices: Object.fromEntries(o.harga.map((p) => [p.m_t_t_id, p.m_option_harga_nominal])),
              isDefault: o.m_option_default,
              active: o.m_option_active,
              ...change(o, i),
            })),
            attachments: (g.attachments as unknown as Array<{ m_menu_id: number | null; name: string }>).map((x) => ({
              kind: x.m_menu_id ? ("menu" as const) : ("kategori" as const),
              name: x.name,
            })),
          },
        ],
        types,
        "IDR",
      );
    const [first, second] = g.options as [Group["options"][number], Group["options"][number]];
    const csv = file((o, i) => (i === 0 ? { price: o.m_option_harga + 1000 } : i === 1 ? { active: !o.m_option_active } : {}));
    const preview = await a.call("POST", "/api/admin/option-groups/import/preview", { as: "owner", body: { csv } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.errors).toEqual([
      { line: 2, column: null, message: "Harga opsi ini diatur kantor pusat; impor di outlet tidak dapat mengubahnya." },
      { line: 3, column: null, message: "Aktif opsi ini diatur kantor pusat; impor di outlet tidak dapat mengubahnya." },
    ]);
    const applied = await a.call("POST", "/api/admin/option-groups/import", { as: "owner", body: { csv } });
    expect(applied.status).toBe(422);
    expect(applied.body.meta.message).toBe("Impor dibatalkan: 2 kesalahan, tidak ada yang diubah");
    expect(await option(a.db, first.m_option_id)).toEqual({ name: first.m_option_nama, delta: first.m_option_harga });
    // The same group unchanged imports.
    const same = await a.call("POST", "/api/admin/option-groups/import", { as: "owner", body: { csv: file(() => ({})) } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(await option(a.db, second.m_option_id)).toEqual({ name: second.m_option_nama, delta: second.m_option_harga });
  });

  it("an area manager edits options, categories and stations at their outlets only; an accountant at none", async () => {
    const kl = await outletIdOf(hq.db, "DEMO-KL");
    for (const [what, body] of [
      ["options", { group: "Topping", option: "Tempe", active: false }],
      ["categories", { category: "Es Kantor", sort: 9 }],
      ["stations", { station: "Goreng", name: "Goreng Besar" }],
    ] as const) {
      expect((await hqEdit(what, { ...body, outlets: [kl] }, "area")).status, what).toBe(403);
      expect((await hqEdit(what, body, "akuntan")).status, what).toBe(403);
    }
    // Without outlets: the area manager's own (Waroeng Demo) only; the KL outlet's station keeps its name.
    const klStation = async () =>
      (
        await hq.db.execute<{ n: number }>(
          sql`select count(*)::int as n from m_plot_produksi where m_w_id = ${kl} and m_plot_produksi_nama = 'Goreng'`,
        )
      ).rows[0]?.n;
    const klBefore = await klStation();
    const own = await hqEdit("stations", { station: "Goreng", name: "Goreng Besar" }, "area");
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toEqual({ outlets: 1 });
    expect(await klStation()).toBe(klBefore);
    await pull();
    const names = (
      await a.db.execute<{ name: string }>(sql`select m_plot_produksi_nama as name from m_plot_produksi where m_w_id = ${demo}`)
    ).rows.map((r) => r.name);
    expect(names).toContain("Goreng Besar");
    expect((await hqEdit("options", { group: "Topping", option: "Nope", active: false })).status).toBe(404);
  });
});
