/**
 * Menu options a browser test needs, written straight into its test server's embedded PostgreSQL
 * (the back office's option-group API is another area's and not here yet; when it is, these become
 * calls to it): a dish of its own with Level Pedas (required, default Level 1) and Topping (Telur
 * +3.000, Tempe +2.000, Keju +4.000), so no other spec's dish changes. Idempotent by name, so a
 * repeated run or a demo seed that already has the groups finds them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { currentServerPort } from "./servers.ts";

/** The dish with options the paid-options spec orders (its own: no other spec taps it). */
export const OPTION_DISH = "Ayam Geprek Opsi";
/** Its price (rupiah) before options. */
export const OPTION_DISH_PRICE = 16_000;

/** A client of the running test server's database (DATA_DIR/<port>: pg-password, pg/postmaster.pid). */
async function testDb(): Promise<pg.Client> {
  const root = process.env.WAROENG_E2E_DATA_DIR;
  if (!root) {
    throw new Error("WAROENG_E2E_DATA_DIR is not set (playwright.config.ts names it)");
  }
  const dataDir = path.join(root, String(currentServerPort()));
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  // postmaster.pid: line 4 is the port the cluster listens on.
  const port = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "waroeng" });
  await client.connect();
  return client;
}

/** One row's id from `sql`, or null. */
async function idOf(db: pg.Client, sql: string, params: unknown[]): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(sql, params);
  return rows[0]?.id ?? null;
}

async function ensureGroup(db: pg.Client, outlet: number, name: string, min: number, max: number, urut: number): Promise<number> {
  // Two workers may ensure it at once: the unique name settles it, then both read the one row.
  await db.query(
    `insert into m_option_group (m_w_id, m_option_group_nama, m_option_group_min, m_option_group_max, m_option_group_urut)
      values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [outlet, name, min, max, urut],
  );
  return (await idOf(db, "select m_option_group_id as id from m_option_group where m_w_id = $1 and m_option_group_nama = $2", [
    outlet,
    name,
  ])) as number;
}

async function ensureOption(db: pg.Client, outlet: number, group: number, name: string, price: number, isDefault: boolean, urut: number) {
  await db.query(
    `insert into m_option (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_urut)
      values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [outlet, group, name, price, isDefault, urut],
  );
}

/**
 * Makes sure the demo outlet (Waroeng Demo) has `OPTION_DISH` in Ayam Goreng Dada's category, with
 * Level Pedas (min 1, Level 0–5, default Level 1) and Topping (max 3) attached in that order.
 */
export async function ensureOptionDish(): Promise<void> {
  const db = await testDb();
  try {
    await db.query("begin");
    const base = await db.query<{ outlet: number; type: number; category: number }>(
      `select m_w_id as outlet, m_menu_m_menu_jenis_id as type, m_menu_m_kategori_id as category from m_menu
        where m_menu_nama = 'Ayam Goreng Dada' order by m_menu_id limit 1`,
    );
    const { outlet, type, category } = base.rows[0] ?? { outlet: 0, type: 0, category: 0 };
    await db.query(
      `insert into m_menu (m_w_id, m_menu_nama, m_menu_m_menu_jenis_id, m_menu_m_kategori_id, m_menu_harga, m_menu_urut)
        values ($1, $2, $3, $4, $5, 999) on conflict do nothing`,
      [outlet, OPTION_DISH, type, category, OPTION_DISH_PRICE],
    );
    const dish = await idOf(db, "select m_menu_id as id from m_menu where m_w_id = $1 and m_menu_nama = $2", [outlet, OPTION_DISH]);
    const level = await ensureGroup(db, outlet, "Level Pedas", 1, 1, 0);
    for (const n of [0, 1, 2, 3, 4, 5]) {
      await ensureOption(db, outlet, level, `Level ${n}`, 0, n === 1, n);
    }
    const topping = await ensureGroup(db, outlet, "Topping", 0, 3, 1);
    for (const [i, [name, price]] of (
      [
        ["Telur", 3_000],
        ["Tempe", 2_000],
        ["Keju", 4_000],
      ] as const
    ).entries()) {
      await ensureOption(db, outlet, topping, name, price, false, i);
    }
    for (const [urut, group] of [level, topping].entries()) {
      await db.query(
        `insert into m_option_group_menu (m_option_group_id, m_menu_id, m_option_group_menu_urut) values ($1, $2, $3) on conflict do nothing`,
        [group, dish, urut],
      );
    }
    await db.query("commit");
  } catch (err) {
    await db.query("rollback");
    throw err;
  } finally {
    await db.end();
  }
}
