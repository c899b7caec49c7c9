/**
 * Menu options for a spec (docs/API.md "Menu options"): option groups with their options, attached
 * to a menu item, as the back office makes them. Written straight into the test server's embedded
 * PostgreSQL — the cluster in its DATA_DIR (playwright.config.ts: `<WAROENG_E2E_DATA_DIR>/<port>`),
 * its port from `pg/postmaster.pid`, its password from `pg-password` — so a spec does not wait on the
 * back-office screens. Every group gets a name of its own; `removeOptionGroups` takes them away.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { currentServerPort } from "./servers.ts";

export interface OptionSpec {
  name: string;
  /** Delta per unit, minor units (rupiah). */
  price?: number;
  isDefault?: boolean;
  /** Sold out for today (Asia/Jakarta). */
  soldOut?: boolean;
}

export interface GroupSpec {
  name: string;
  min: number;
  max: number;
  options: OptionSpec[];
}

/** The groups made: their ids, and each option's id by name. */
export interface BuiltOptions {
  groupIds: number[];
  optionIds: Record<string, number>;
}

/** A client of the running test server's database (`waroeng`). */
async function serverDb(): Promise<pg.Client> {
  const port = currentServerPort();
  const dataDir = path.join(process.env.WAROENG_E2E_DATA_DIR ?? "", String(port));
  const pgPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", password, database: "waroeng" });
  await client.connect();
  return client;
}

/**
 * Attaches `groups` (in this order) to the menu item `menuItemId`, each group named `<name> <suffix>`
 * so parallel runs never share one; returns their ids.
 */
export async function attachOptionGroups(menuItemId: number, groups: GroupSpec[], suffix: string): Promise<BuiltOptions> {
  const db = await serverDb();
  try {
    const outlet = (await db.query("select m_w_id from m_menu where m_menu_id = $1", [menuItemId])).rows[0]?.m_w_id;
    const built: BuiltOptions = { groupIds: [], optionIds: {} };
    for (const [g, group] of groups.entries()) {
      const groupId = (
        await db.query(
          "insert into m_option_group (m_w_id, m_option_group_nama, m_option_group_min, m_option_group_max, m_option_group_urut) values ($1, $2, $3, $4, $5) returning m_option_group_id",
          [outlet, `${group.name} ${suffix}`, group.min, group.max, g],
        )
      ).rows[0].m_option_group_id as number;
      built.groupIds.push(groupId);
      for (const [i, o] of group.options.entries()) {
        const optionId = (
          await db.query(
            `insert into m_option (m_w_id, m_option_group_id, m_option_nama, m_option_harga, m_option_default, m_option_urut, m_option_habis_tanggal)
             values ($1, $2, $3, $4, $5, $6, case when $7 then (now() at time zone 'Asia/Jakarta')::date end) returning m_option_id`,
            [outlet, groupId, o.name, o.price ?? 0, o.isDefault ?? false, i, o.soldOut ?? false],
          )
        ).rows[0].m_option_id as number;
        built.optionIds[o.name] = optionId;
      }
      await db.query("insert into m_option_group_menu (m_option_group_id, m_menu_id, m_option_group_menu_urut) values ($1, $2, $3)", [
        groupId,
        menuItemId,
        g,
      ]);
    }
    return built;
  } finally {
    await db.end();
  }
}

/** Takes the groups away (their options and attachments with them); lines keep the options they were added with. */
export async function removeOptionGroups(groupIds: number[]): Promise<void> {
  const db = await serverDb();
  try {
    await db.query("delete from m_option_group where m_option_group_id = any($1::int[])", [groupIds]);
  } finally {
    await db.end();
  }
}
