/**
 * Head office creates and deletes the chain's option groups, options, categories and stations
 * (POST /hq/menu/options|categories|stations/create and /delete; docs/chain-sync.md "One menu for
 * the chain"): outlet box A (Waroeng Demo) pulls them through `inject` (Update Data) and its till and
 * back office show the change; a replayed call changes nothing; a delete that would leave items
 * without a category, dishes without a station or a required group without its option is refused;
 * the accountant and an area manager outside their outlets are refused; every change is in Riwayat
 * Perubahan with the outlets it reached.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem } from "../../test/factories/menu.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createHqTestApp, type HqTestApp } from "../hq-auth/hq.test-helpers.ts";
import { openCash, openOrder, outletIdOf } from "../payment/payment.factory.ts";
import { issueOutletKey } from "../sync/hq.service.ts";
import { injectTransport } from "../sync/sync.test-helpers.ts";

let hq: HqTestApp;
let a: TestApp;
let demo: number;
let kl: number;

type What = "options" | "categories" | "stations";

const pull = async () => {
  const res = await a.call("POST", "/api/update-data", { as: "kasir" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
/** POST /hq/menu/<what>/<action> as `as`; @returns the reply. */
const hqCall = (what: What, action: "create" | "delete", body: Record<string, unknown>, as = "owner") =>
  hq.hqCall("POST", `/api/hq/menu/${what}/${action}`, { as, body });
/** The same, expected to go through; @returns its data. */
const hqDone = async (what: What, action: "create" | "delete", body: Record<string, unknown>, as = "owner") => {
  const res = await hqCall(what, action, body, as);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { outlets: number; existing?: number };
};
/** The names in `table` (name column `col`) at Waroeng Demo, on box `db`. */
const names = async (db: TestApp["db"], table: string, col: string) =>
  (
    await db.execute<{ n: string }>(sql`select ${sql.identifier(col)} as n from ${sql.identifier(table)} where m_w_id = ${demo} order by 1`)
  ).rows.map((r) => r.n);
/** The newest change-log entry as the owner reads it. */
const lastChange = async () => {
  const res = await hq.hqCall("GET", "/api/hq/change-log", { as: "owner" });
  return (res.body.data as { rows: Array<{ entity: string; subject: string; outlets: Array<{ m_w_id: number }> }> }).rows[0];
};
type TillItem = { m_menu_nama: string; option_groups: Array<{ name: string; options: Array<{ name: string; price: number }> }> };
const till = async () => (await a.call("GET", "/api/mmenu", { as: "kasir" })).body.data as TillItem[];

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  a = await createTestApp({ sync: { transport: injectTransport(hq.app, await issueOutletKey(hq.db, demo)) } });
  await pull();
});
afterAll(async () => {
  await Promise.all([a?.close(), hq?.close()]);
});

describe("head office creates and deletes options, categories and stations", () => {
  it("an option group made at head office reaches the outlet's till on its category at the next pull; sent again it makes nothing", async () => {
    const group = {
      group: "Saus Pilihan",
      min_choices: 1,
      max_choices: 1,
      options: [
        { name: "Sedang", price: 0, default: true },
        { name: "Setan", price: 2000 },
      ],
      categories: ["Ayam"],
    };
    // A price over a rupiah and a ringgit outlet at once cannot be one number.
    expect((await hqCall("options", "create", group)).status).toBe(422);
    expect(await hqDone("options", "create", { ...group, outlets: [demo] })).toEqual({ outlets: 1, existing: 0 });
    expect(await hqDone("options", "create", { ...group, outlets: [demo] })).toEqual({ outlets: 0, existing: 1 });
    expect(await lastChange()).toMatchObject({ entity: "menu_option_group_added", subject: "Saus Pilihan", outlets: [{ m_w_id: demo }] });
    // Head office's own list shows it at Waroeng Demo only.
    const list = (await hq.hqCall("GET", "/api/hq/menu/options", { as: "owner" })).body.data;
    const made = list.groups.find((g: { name: string }) => g.name === "Saus Pilihan");
    expect(made.outlets.map((o: { m_w_id: number }) => o.m_w_id)).toEqual([demo]);

    await pull();
    const ayam = (await till()).find((m) => m.m_menu_nama === "Ayam Goreng Dada");
    expect(ayam?.option_groups.find((g) => g.name === "Saus Pilihan")?.options).toEqual([
      expect.objectContaining({ name: "Sedang", price: 0 }),
      expect.objectContaining({ name: "Setan", price: 2000 }),
    ]);
  });

  it("an option is added to and deleted from a group; the option a required group needs is refused", async () => {
    expect(await hqDone("options", "create", { group: "Saus Pilihan", option: { name: "Pedas", price: 1000 }, outlets: [demo] })).toEqual({
      outlets: 1,
      existing: 0,
    });
    expect(await lastChange()).toMatchObject({ entity: "menu_option_added", subject: "Saus Pilihan · Pedas" });
    await pull();
    expect(await names(a.db, "m_option", "m_option_nama")).toContain("Pedas");

    expect(await hqDone("options", "delete", { group: "Saus Pilihan", option: "Setan" })).toEqual({ outlets: 1 });
    expect(await hqDone("options", "delete", { group: "Saus Pilihan", option: "Setan" })).toEqual({ outlets: 0 });
    expect(await hqDone("options", "delete", { group: "Saus Pilihan", option: "Pedas" })).toEqual({ outlets: 1 });
    // Sedang is the last option of a required group.
    const last = await hqCall("options", "delete", { group: "Saus Pilihan", option: "Sedang" });
    expect(last.status).toBe(409);
    expect(last.body.meta.message).toBe(
      "Opsi ini tidak dapat dihapus: grup Saus Pilihan akan kekurangan opsi. Tambah opsi lain dulu atau hapus grupnya.",
    );
    await pull();
    const options = await names(a.db, "m_option", "m_option_nama");
    expect(options).toContain("Sedang");
    expect(options).not.toContain("Setan");
    expect(options).not.toContain("Pedas");
  });

  it("a deleted group leaves the outlet's till with its options and attachments at the next pull", async () => {
    expect(await hqDone("options", "delete", { group: "Saus Pilihan" })).toEqual({ outlets: 1 });
    expect(await lastChange()).toMatchObject({ entity: "menu_option_group_deleted", subject: "Saus Pilihan", outlets: [{ m_w_id: demo }] });
    await pull();
    expect(await names(a.db, "m_option_group", "m_option_group_nama")).not.toContain("Saus Pilihan");
    expect((await till()).flatMap((m) => m.option_groups.map((g) => g.name))).not.toContain("Saus Pilihan");
    expect(await hqDone("options", "delete", { group: "Saus Pilihan" })).toEqual({ outlets: 0 });
  });

  it("a category made at head office reaches the outlet; one items are in cannot be deleted; an empty one goes", async () => {
    const missing = await hqCall("categories", "create", { name: "Promo", menu_type: "Jajanan", outlets: [demo] });
    expect(missing.status).toBe(422);
    expect(missing.body.meta.message).toBe("Jenis menu Jajanan tidak ada di outlet: Waroeng Demo.");
    expect(await hqDone("categories", "create", { name: "Promo", menu_type: "Makanan", outlets: [demo] })).toEqual({
      outlets: 1,
      existing: 0,
    });
    expect(await hqDone("categories", "create", { name: "Promo", menu_type: "Makanan", outlets: [demo] })).toEqual({
      outlets: 0,
      existing: 1,
    });
    await pull();
    expect(await names(a.db, "m_kategori", "m_kategori_nama")).toContain("Promo");
    const back = (await a.call("GET", "/api/admin/menu-options", { as: "owner" })).body.data as {
      categories: Array<{ m_kategori_nama: string }>;
    };
    expect(back.categories.map((c) => c.m_kategori_nama)).toContain("Promo");

    const busy = await hqCall("categories", "delete", { category: "Ayam", outlets: [demo] });
    expect(busy.status).toBe(409);
    expect(busy.body.meta.message).toMatch(
      /^Kategori ini masih berisi \d+ menu \(di Waroeng Demo\)\. Pindahkan menunya ke kategori lain dulu\.$/,
    );

    expect(await hqDone("categories", "delete", { category: "Promo" })).toEqual({ outlets: 1 });
    expect(await lastChange()).toMatchObject({ entity: "menu_category_deleted", subject: "Promo" });
    await pull();
    expect(await names(a.db, "m_kategori", "m_kategori_nama")).not.toContain("Promo");
  });

  it("a station made at head office takes the categories named at the outlet; one that cooks categories cannot be deleted", async () => {
    expect(await hqDone("stations", "create", { name: "Dessert", categories: ["Jus"], outlets: [demo] })).toEqual({
      outlets: 1,
      existing: 0,
    });
    await pull();
    const routed = await a.db.execute<{ station: string }>(sql`select p.m_plot_produksi_nama as station from m_plot_produksi_kategori pk
      join m_plot_produksi p using (m_plot_produksi_id) join m_kategori k using (m_kategori_id)
      where k.m_w_id = ${demo} and k.m_kategori_nama = 'Jus'`);
    expect(routed.rows).toEqual([{ station: "Dessert" }]);
    // Head office's list says what each station cooks.
    const list = (await hq.hqCall("GET", "/api/hq/menu/stations", { as: "owner" })).body.data;
    expect(list.stations.find((s: { name: string }) => s.name === "Dessert").outlets).toEqual([
      { m_w_id: demo, m_w_nama: "Waroeng Demo", categories: ["Jus"] },
    ]);

    const busy = await hqCall("stations", "delete", { station: "Dessert" });
    expect(busy.status).toBe(409);
    expect(busy.body.meta.message).toBe(
      "Plot produksi ini masih memasak kategori Jus (di Waroeng Demo). Pindahkan kategorinya ke plot produksi lain dulu.",
    );
    // Jus back to Minum (the station head office keeps), then Dessert goes — from the kitchen screens' plotting too.
    await hqDone("stations", "create", { name: "Minum Baru", categories: ["Jus"], outlets: [demo] });
    expect(await hqDone("stations", "delete", { station: "Dessert" })).toEqual({ outlets: 1 });
    expect(await lastChange()).toMatchObject({ entity: "menu_station_deleted", subject: "Dessert", outlets: [{ m_w_id: demo }] });
    await pull();
    expect(await names(a.db, "m_plot_produksi", "m_plot_produksi_nama")).not.toContain("Dessert");
    expect(await names(a.db, "m_plot_produksi", "m_plot_produksi_nama")).toContain("Minum Baru");
  });

  it("a category and a station the outlet's past dishes name go at its pull; those dishes stay, naming their item", async () => {
    await hqDone("categories", "create", { name: "Musiman", menu_type: "Minuman", outlets: [demo] });
    await hqDone("stations", "create", { name: "Bar Musiman", categories: ["Musiman"], outlets: [demo] });
    const musiman = await hq.db.execute<{ id: number }>(
      sql`select m_kategori_id as id from m_kategori where m_w_id = ${demo} and m_kategori_nama = 'Musiman'`,
    );
    const item = await buildMenuItem(hq, { category: Number(musiman.rows[0]?.id), name: "Es Kelapa Musiman", price: 9000 });
    await pull();
    // The outlet sells it: its dish goes to Bar Musiman; the bill is closed.
    await openCash(a, "kasir");
    const order = await openOrder(a, { table: "Meja 7", items: [{ name: "Es Kelapa Musiman", qty: 1 }] });
    expect((await a.call("GET", `/api/m-transaction-meja/set-production/${order.orderId}`, { as: "kasir" })).status).toBe(202);
    const dish = async () =>
      (
        await a.db.execute<{ station: number | null; line: string }>(sql`select d.m_dish_status_plot_produksi_id as station,
            m.m_menu_nama as line from m_dish_status d join m_menu m on m.m_menu_id = d.m_dish_status_menu_id
          where d.m_dish_status_table_id = ${order.orderId}`)
      ).rows;
    expect((await dish())[0]?.station).not.toBeNull();
    await a.db.execute(
      sql`update tmp_transaction set tmp_transaction_status = 2, closed_at = now() where tmp_transaction_id = ${order.orderId}`,
    );

    // Head office moves the item to Es, then deletes the category and the station.
    await hq.db.execute(sql`update m_menu set m_menu_m_kategori_id = (select m_kategori_id from m_kategori where m_w_id = ${demo} and m_kategori_nama = 'Es')
      where m_menu_id = ${item.menuItemId}`);
    expect(await hqDone("categories", "delete", { category: "Musiman" })).toEqual({ outlets: 1 });
    expect(await hqDone("stations", "delete", { station: "Bar Musiman" })).toEqual({ outlets: 1 });
    await pull();
    expect(await names(a.db, "m_kategori", "m_kategori_nama")).not.toContain("Musiman");
    expect(await names(a.db, "m_plot_produksi", "m_plot_produksi_nama")).not.toContain("Bar Musiman");
    expect(await dish()).toEqual([{ station: null, line: "Es Kelapa Musiman" }]);
  });

  it("a name the outlet gave a station of its own: head office's new one takes it at the pull, the outlet's is renamed", async () => {
    // The outlet made many rows of its own meanwhile: its ids are far from head office's next one.
    await a.db.execute(sql`select setval(pg_get_serial_sequence('m_plot_produksi', 'm_plot_produksi_id'), 100000)`);
    const own = await a.call("POST", "/api/admin/stations", { as: "owner", body: { m_plot_produksi_nama: "Pastry" } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await hqDone("stations", "create", { name: "Pastry", outlets: [demo] });
    await pull();
    expect(await names(a.db, "m_plot_produksi", "m_plot_produksi_nama")).toEqual(expect.arrayContaining(["Pastry", "Pastry (outlet)"]));
    const hqId = await hq.db.execute<{ id: number }>(
      sql`select m_plot_produksi_id as id from m_plot_produksi where m_w_id = ${demo} and m_plot_produksi_nama = 'Pastry'`,
    );
    const atOutlet = await a.db.execute<{ id: number }>(
      sql`select m_plot_produksi_id as id from m_plot_produksi where m_w_id = ${demo} and m_plot_produksi_nama = 'Pastry'`,
    );
    expect(atOutlet.rows).toEqual(hqId.rows);
  });

  it("the accountant creates and deletes nothing; an area manager only at their outlets", async () => {
    const bodies: Array<[What, Record<string, unknown>, Record<string, unknown>]> = [
      ["options", { group: "Area Grup", options: [{ name: "Satu" }] }, { group: "Area Grup" }],
      ["categories", { name: "Area Kategori", menu_type: "Makanan" }, { category: "Area Kategori" }],
      ["stations", { name: "Area Plot" }, { station: "Area Plot" }],
    ];
    for (const [what, create, remove] of bodies) {
      expect((await hqCall(what, "create", create, "akuntan")).status, what).toBe(403);
      expect((await hqCall(what, "delete", remove, "akuntan")).status, what).toBe(403);
      expect((await hqCall(what, "create", { ...create, outlets: [kl] }, "area")).status, what).toBe(403);
      expect((await hqCall(what, "delete", { ...remove, outlets: [kl] }, "area")).status, what).toBe(403);
      // Without outlets: the area manager's own (Waroeng Demo) only.
      expect(await hqDone(what, "create", create, "area"), what).toEqual({ outlets: 1, existing: 0 });
      expect(await lastChange()).toMatchObject({ outlets: [{ m_w_id: demo }] });
    }
    expect(await names(hq.db, "m_plot_produksi", "m_plot_produksi_nama")).toContain("Area Plot");
    const atKl = await hq.db.execute(sql`select 1 from m_plot_produksi where m_w_id = ${kl} and m_plot_produksi_nama = 'Area Plot'`);
    expect(atKl.rows).toEqual([]);
    for (const [what, , remove] of bodies) {
      expect(await hqDone(what, "delete", remove, "area"), what).toEqual({ outlets: 1 });
    }
  });

  it("a group made at head office attaches to a chain item at each outlet's row of it", async () => {
    expect((await hq.hqCall("POST", "/api/hq/menu/link", { as: "owner" })).status).toBe(200);
    const items = (await hq.hqCall("GET", "/api/hq/menu", { as: "owner" })).body.data.items as Array<{
      hq_menu_item_id: number;
      name: string;
    }>;
    const esTeh = items.find((i) => i.name === "Es Teh");
    expect(
      await hqDone("options", "create", {
        group: "Gula",
        options: [{ name: "Sedikit" }, { name: "Normal" }],
        items: [esTeh?.hq_menu_item_id],
      }),
    ).toMatchObject({
      outlets: 2,
    });
    await pull();
    expect((await till()).find((m) => m.m_menu_nama === "Es Teh")?.option_groups.map((g) => g.name)).toContain("Gula");
  });

  it("a bad body is refused before anything is written: a group without options, min over max, a name too long", async () => {
    const before = await names(hq.db, "m_option_group", "m_option_group_nama");
    expect((await hqCall("options", "create", { group: "Kosong", outlets: [demo] })).status).toBe(422);
    expect(
      (await hqCall("options", "create", { group: "Terbalik", min_choices: 2, max_choices: 1, options: [{ name: "A" }] })).status,
    ).toBe(422);
    expect((await hqCall("options", "create", { group: "x".repeat(41), options: [{ name: "A" }] })).status).toBe(422);
    expect((await hqCall("stations", "create", { name: "" })).status).toBe(422);
    expect(await names(hq.db, "m_option_group", "m_option_group_nama")).toEqual(before);
  });
});
