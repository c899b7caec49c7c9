/**
 * Back office · Opsi Menu CSV: export (the domain's `optionCsv`, as the page downloads it) → import
 * gives back the same groups (options keep their ids, deltas exact, negative ones too, attachments in
 * order); a new group name creates a group; any bad row refuses the whole file and changes nothing.
 */
import { optionCsv } from "@waroeng/domain/csv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, optionGroupLinks, optionGroups, options } from "../../db/schema/index.ts";
import { type BuiltMenu, buildMenu, uniqueName } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let menu: BuiltMenu;
beforeAll(async () => {
  t = await createTestApp();
  menu = await buildMenu(t, { Geprek: { price: 20_000 }, Teh: { price: 5_000, pickup: "minum" } });
});
afterAll(async () => {
  await t.close();
});

interface Group {
  m_option_group_id: number;
  m_option_group_nama: string;
  m_option_group_min: number;
  m_option_group_max: number;
  options: Array<{
    m_option_nama: string;
    m_option_harga: number;
    m_option_default: boolean;
    m_option_active: boolean;
    harga: Array<{ m_t_t_id: number; m_option_harga_nominal: number }>;
  }>;
  attachments: Array<{ m_menu_id: number | null; m_kategori_id: number | null; name: string }>;
}

const groups = async () => (await t.call("GET", "/api/admin/option-groups", { as: "owner" })).body.data as Group[];

/** The CSV the page exports of these groups. */
async function exportCsv(list: Group[]): Promise<string> {
  const opts = (await t.call("GET", "/api/admin/menu-options", { as: "owner" })).body.data as {
    transaction_types: Array<{ m_t_t_id: number; m_t_t_name: string }>;
  };
  const types = opts.transaction_types.map((x) => ({ id: x.m_t_t_id, name: x.m_t_t_name }));
  return optionCsv(
    list.map((g) => ({
      name: g.m_option_group_nama,
      minChoices: g.m_option_group_min,
      maxChoices: g.m_option_group_max,
      options: g.options.map((o) => ({
        name: o.m_option_nama,
        price: o.m_option_harga,
        prices: Object.fromEntries(o.harga.map((p) => [p.m_t_t_id, p.m_option_harga_nominal])),
        isDefault: o.m_option_default,
        active: o.m_option_active,
      })),
      attachments: g.attachments.map((a) => ({ kind: a.m_menu_id ? ("menu" as const) : ("kategori" as const), name: a.name })),
    })),
    types,
    "IDR",
  );
}

const snapshot = async () => ({
  groups: await t.db.select().from(optionGroups).orderBy(optionGroups.id),
  options: await t.db.select().from(options).orderBy(options.id),
  links: await t.db.select().from(optionGroupLinks).orderBy(optionGroupLinks.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});

describe("option-group CSV", () => {
  it("export → import round-trips: the same groups, options keeping their ids; a renamed group is created", async () => {
    const level = uniqueName("Level");
    const created = await t.call("POST", "/api/admin/option-groups", {
      as: "owner",
      body: {
        m_option_group_nama: level,
        m_option_group_min: 1,
        m_option_group_max: 1,
        options: JSON.stringify([
          { m_option_nama: "Level 0", m_option_harga: 0 },
          { m_option_nama: "Level 1", m_option_harga: 0, m_option_default: true },
          { m_option_nama: "Porsi kecil", m_option_harga: -2000, harga: [{ m_t_t_id: 3, m_option_harga_nominal: -1500 }] },
          { m_option_nama: "=Jumbo", m_option_harga: 5000, m_option_active: false },
        ]),
        attachments: JSON.stringify([{ m_kategori_id: menu.type("makan").categoryId }, { m_menu_id: menu.item("Teh").menuItemId }]),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const before = await groups();
    const mine = before.filter((g) => g.m_option_group_nama === level);
    const csv = await exportCsv(mine);
    expect(csv).toContain("'=Jumbo");
    expect(csv).toContain("'-2000");

    const preview = await t.call("POST", "/api/admin/option-groups/import/preview", { as: "owner", body: { csv } });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ applied: false, created: 0, updated: 1, errors: [] });
    expect(preview.body.data.groups).toEqual([{ line: 2, action: "update", m_option_group_nama: level, options: 4, attachments: 2 }]);

    const applied = await t.call("POST", "/api/admin/option-groups/import", { as: "owner", body: { csv } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.meta.message).toBe("Impor selesai: 0 grup baru, 1 diubah");
    expect((await groups()).filter((g) => g.m_option_group_nama === level)).toEqual(mine);

    const renamed = uniqueName("Pedas");
    const again = await t.call("POST", "/api/admin/option-groups/import", { as: "owner", body: { csv: csv.replaceAll(level, renamed) } });
    expect(again.body.data).toMatchObject({ created: 1, updated: 0 });
    const copy = (await groups()).find((g) => g.m_option_group_nama === renamed);
    const rules = (g: Group | undefined) => ({
      min: g?.m_option_group_min,
      max: g?.m_option_group_max,
      options: g?.options.map(({ m_option_nama, m_option_harga, m_option_default, m_option_active, harga }) => ({
        m_option_nama,
        m_option_harga,
        m_option_default,
        m_option_active,
        harga,
      })),
      attachments: g?.attachments,
    });
    expect(rules(copy)).toEqual(rules(mine[0]));
    expect(copy?.options[2]).toMatchObject({ m_option_harga: -2000, harga: [{ m_t_t_id: 3, m_option_harga_nominal: -1500 }] });
  });

  it("a file with any bad row is refused whole, every error listed, nothing changed", async () => {
    const header = "grup,min,maks,opsi,harga,default,aktif,pasang";
    const csv = [
      header,
      `${uniqueName("Suhu")},0,1,Dingin,0,ya,ya,menu:${menu.item("Geprek").name}`,
      `${uniqueName("Rasa")},,1,Manis,0,ya,ya,`,
      `${uniqueName("Keju")},0,1,Keju,abc,tidak,ya,menu:Tidak Ada`,
      `${uniqueName("Isi")},1,3,Telur,3000,tidak,ya,kategori:${menu.type("makan").categoryName}`,
    ].join("\n");
    const before = await snapshot();
    const preview = await t.call("POST", "/api/admin/option-groups/import/preview", { as: "owner", body: { csv } });
    expect(preview.body.data.errors).toEqual([
      { line: 3, column: "min", message: "Isi bilangan bulat 0 sampai 20" },
      { line: 4, column: "harga", message: "Harga opsi harus angka (boleh negatif) sampai 999.999.999" },
      { line: 5, column: null, message: "Grup wajib: maksimal pilihan tidak boleh melebihi jumlah opsi" },
    ]);
    const applied = await t.call("POST", "/api/admin/option-groups/import", { as: "owner", body: { csv } });
    expect(applied.status).toBe(422);
    expect(applied.body.meta.message).toBe("Impor dibatalkan: 3 kesalahan, tidak ada yang diubah");
    expect(await snapshot()).toEqual(before);

    const unknown = [header, `${uniqueName("X")},0,1,A,0,tidak,ya,menu:Tidak Ada`, `${uniqueName("Y")},0,1,A,0,tidak,ya,piring:Z`].join(
      "\n",
    );
    const errs = (await t.call("POST", "/api/admin/option-groups/import/preview", { as: "owner", body: { csv: unknown } })).body.data
      .errors;
    expect(errs).toEqual([
      { line: 2, column: "pasang", message: "Menu atau kategori yang dipasang tidak ditemukan: Tidak Ada" },
      { line: 3, column: "pasang", message: "Tulis pasang sebagai menu:Nama atau kategori:Nama, dipisah |" },
    ]);
    const differs = [header, "G1,0,2,A,0,tidak,ya,", "G1,1,2,B,0,tidak,ya,"].join("\n");
    expect(
      (await t.call("POST", "/api/admin/option-groups/import/preview", { as: "owner", body: { csv: differs } })).body.data.errors,
    ).toEqual([{ line: 3, column: null, message: "Isi kolom grup berbeda dengan baris pertama grup ini" }]);
  });
});
