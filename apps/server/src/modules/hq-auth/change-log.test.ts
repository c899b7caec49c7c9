/**
 * Head office's change log (GET /hq/change-log): every head-office change is recorded with who,
 * what, at which outlets, before → after; the owner reads all of it, an area manager only the
 * changes that reached their outlet (Waroeng Demo; naming only it) and their own, the accountant
 * nothing (403); newest first, a page at a time.
 */
import { HQ_LOG_PAGE_SIZE } from "@waroeng/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outletIdOf } from "../payment/payment.factory.ts";
import { logHqChange } from "./change-log.service.ts";
import { createHqTestApp, type HqTestApp } from "./hq.test-helpers.ts";

let hq: HqTestApp;
let demo: number;
let kl: number;

type Row = {
  id: number;
  at: string;
  user: { id: number; name: string };
  entity: string;
  subject: string | null;
  outlets: Array<{ m_w_id: number; m_w_nama: string }>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Page = { rows: Row[]; total: number; page: number; page_size: number };

const read = async (as: string, page?: number): Promise<Page> => {
  const res = await hq.hqCall("GET", "/api/hq/change-log", { as, ...(page ? { query: { page: String(page) } } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page;
};
const saved = async (as: string, what: string, body: Record<string, unknown>) => {
  const res = await hq.hqCall("POST", `/api/hq/menu/${what}`, { as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  hq = await createHqTestApp();
  demo = await outletIdOf(hq.db, "DEMO");
  kl = await outletIdOf(hq.db, "DEMO-KL");
  // In order: the owner renames the Minum station at both outlets, the Roti category at the ringgit
  // outlet only, and sets the summary's hour; the area manager prices Telur at their outlet.
  await saved("owner", "stations", { station: "Minum", name: "Bar Minum" });
  await saved("owner", "categories", { category: "Roti", sort: 9, outlets: [kl] });
  expect((await hq.hqCall("PUT", "/api/hq/settings/summary", { as: "owner", body: { summary_hour: 22, recipients: [] } })).status).toBe(
    200,
  );
  await saved("area", "options", { group: "Topping", option: "Telur", price: 3500 });
});
afterAll(async () => {
  await hq?.close();
});

describe("GET /hq/change-log", () => {
  it("shows the owner every change, newest first: who, what, where, before → after", async () => {
    const { rows, total } = await read("owner");
    expect(total).toBe(4);
    expect(rows.map((r) => r.entity)).toEqual(["menu_option", "summary_settings", "menu_category", "menu_station"]);
    const [telur, summary, roti, minum] = rows;
    expect(telur).toMatchObject({
      user: { name: "Pak Dimas Area" },
      subject: "Topping · Telur",
      outlets: [{ m_w_id: demo, m_w_nama: "Waroeng Demo" }],
      before: { price: 3000 },
      after: { price: 3500, currency: "Rp" },
    });
    expect(summary?.outlets).toEqual([]);
    expect(summary?.after).toMatchObject({ summary_hour: 22 });
    expect(roti).toMatchObject({ subject: "Roti", outlets: [{ m_w_id: kl }], after: { sort: 9 } });
    expect(minum).toMatchObject({ subject: "Minum", before: { name: "Minum" }, after: { name: "Bar Minum" } });
    expect(minum?.outlets.map((o) => o.m_w_id)).toEqual([demo, kl]);
    expect(Date.parse(telur?.at ?? "")).toBeGreaterThanOrEqual(Date.parse(minum?.at ?? ""));
  });

  it("shows an area manager only the changes at their outlet, naming only it, and their own", async () => {
    const { rows, total } = await read("area");
    expect(total).toBe(2);
    expect(rows.map((r) => r.subject)).toEqual(["Topping · Telur", "Minum"]);
    // The station's rename reached both outlets: the area manager is told only of theirs.
    expect(rows[1]?.outlets).toEqual([{ m_w_id: demo, m_w_nama: "Waroeng Demo" }]);
  });

  it("refuses the accountant and a caller without a session", async () => {
    expect((await hq.hqCall("GET", "/api/hq/change-log", { as: "akuntan" })).status).toBe(403);
    expect((await hq.hqCall("GET", "/api/hq/change-log")).status).toBe(401);
  });

  it("records the chain item edits, the link and the policy too", async () => {
    expect((await hq.hqCall("POST", "/api/hq/menu/link", { as: "owner" })).status).toBe(200);
    const policy = await hq.hqCall("POST", "/api/hq/menu/policy", {
      as: "owner",
      body: { policy: [{ field: "price", outlet_may_edit: false }] },
    });
    expect(policy.status).toBe(200);
    const menu = (await hq.hqCall("GET", "/api/hq/menu", { as: "owner" })).body.data.items as Array<{
      hq_menu_item_id: number;
      name: string;
    }>;
    const teh = menu.find((i) => i.name === "Teh Tarik");
    expect((await hq.hqCall("POST", `/api/hq/menu/${teh?.hq_menu_item_id}`, { as: "owner", body: { active: false } })).status).toBe(200);
    const { rows } = await read("owner");
    expect(rows.slice(0, 3).map((r) => [r.entity, r.subject])).toEqual([
      ["menu_item", "Teh Tarik"],
      ["menu_policy", null],
      ["menu_link", null],
    ]);
    expect(rows[0]).toMatchObject({ before: { active: true }, after: { active: false }, outlets: [{ m_w_id: kl }] });
    expect(rows[1]).toMatchObject({ before: { price: true }, after: { price: false } });
  });

  it("pages: page 2 goes on where page 1 stopped", async () => {
    const owner = (await read("owner")).rows[0]?.user.id ?? 0;
    for (let i = 0; i < HQ_LOG_PAGE_SIZE; i++) {
      await logHqChange(hq.db, { userId: owner, entity: "menu_station", subject: `Stasiun ${i}`, outlets: [kl] });
    }
    const first = await read("owner");
    const second = await read("owner", 2);
    expect(first.rows).toHaveLength(HQ_LOG_PAGE_SIZE);
    expect(first.total).toBe(HQ_LOG_PAGE_SIZE + 7);
    expect(first.rows[0]?.subject).toBe(`Stasiun ${HQ_LOG_PAGE_SIZE - 1}`);
    expect(second.rows.map((r) => r.subject)).toEqual(["Teh Tarik", null, null, "Topping · Telur", null, "Roti", "Minum"]);
    expect(second.page).toBe(2);
    // The area manager's count leaves out the ringgit outlet's entries (the link reached theirs too).
    expect((await read("area")).total).toBe(3);
  });

  it("records account changes for the owner alone: what was set, outlets by name, never the password", async () => {
    const added = await hq.hqCall("POST", "/api/hq/accounts", {
      as: "owner",
      body: { email: "Sari@Example.com", name: "Bu Sari", password: "rahasia-sekali-123", role: "accountant" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data.id as number;
    const moved = await hq.hqCall("PATCH", `/api/hq/accounts/${id}`, {
      as: "owner",
      body: { role: "area", m_w_ids: [kl], password: "kata-sandi-baru-456" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await hq.hqCall("PATCH", `/api/hq/accounts/${id}`, { as: "owner", body: { active: false } })).status).toBe(200);
    // Saving the same values again changes nothing and logs nothing.
    expect((await hq.hqCall("PATCH", `/api/hq/accounts/${id}`, { as: "owner", body: { active: false } })).status).toBe(200);

    const { rows } = await read("owner");
    const accounts = rows.filter((r) => r.entity === "hq_account");
    expect(accounts).toHaveLength(3);
    const [off, role, made] = accounts;
    expect(made).toMatchObject({
      subject: "Bu Sari (sari@example.com)",
      user: { name: rows[0]?.user.name },
      before: null,
      after: { email: "sari@example.com", name: "Bu Sari", role: "accountant", active: true, outlets: [] },
      outlets: [],
    });
    expect(role).toMatchObject({
      before: { role: "accountant", outlets: [] },
      after: { role: "area", outlets: ["Waroeng Demo Kuala Lumpur"], password: true },
    });
    expect(off).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(JSON.stringify(accounts)).not.toMatch(/rahasia|kata-sandi-baru|argon/);
    // An area manager is not told of head office's accounts.
    expect((await read("area")).rows.some((r) => r.entity === "hq_account")).toBe(false);
  });
});
