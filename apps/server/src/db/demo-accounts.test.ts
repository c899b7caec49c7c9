/**
 * Demo accounts in a real stall: the start-up check finds active accounts with the
 * published demo password, and `npm run setup` creates the owner and takes the demo accounts away
 * (deleted, or deactivated with sessions revoked where they have history).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "../config.ts";
import { createTestApp, createTestDb, type TestApp, type TestDb } from "../test/harness.ts";
import { demoPasswordLogins, SetupError, setupOwner } from "./demo-accounts.ts";
import { cashSessions, users } from "./schema/index.ts";
import { DEMO_EMAILS } from "./seed.ts";

let t: TestApp | undefined;
let tdb: TestDb | undefined;

afterEach(async () => {
  await t?.close();
  await tdb?.close();
  t = undefined;
  tdb = undefined;
});

const OWNER = { name: "Bu Sari", email: "Sari@WarungSari.id", password: "rahasia-sari-2026" };

/** `meta.code` of a login (a refused login is HTTP 200 with meta.code 401, foundations §5). */
async function loginStatus(app: TestApp, email: string, password: string): Promise<number> {
  const res = await app.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
  return res.json().meta.code;
}

describe("demo accounts", () => {
  it("are found at start while they still use the published password", async () => {
    t = await createTestApp();
    expect((await demoPasswordLogins(t.db)).sort()).toEqual([...DEMO_EMAILS].sort());
  });

  it("setup creates the owner (kacab) and removes every demo account, keeping history", async () => {
    t = await createTestApp();
    const kasirToken = await t.login("kasir");
    const [kasir] = await t.db.select().from(users).where(eq(users.email, "kasir@demo.test"));
    // The demo cashier has history (a cash session), so the row must stay for the foreign key.
    await t.db
      .insert(cashSessions)
      .values({ outletId: kasir?.outletId ?? 0, cashierId: kasir?.id ?? 0, session: 1, businessDate: "2026-01-05", openingCash: 0 });

    const result = await setupOwner(t.db, OWNER);
    expect(result.outletCode).toBe("DEMO");
    expect(result.deactivated).toEqual(["kasir@demo.test"]);
    expect(result.deleted.sort()).toEqual(DEMO_EMAILS.filter((e) => e !== "kasir@demo.test").sort());

    const owner = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "sari@warungsari.id", password: OWNER.password },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.role).toBe("kacab");
    for (const email of DEMO_EMAILS) {
      expect(await loginStatus(t, email, "demo12345"), email).toBe(401);
    }
    // The demo cashier's open session is revoked.
    const res = await t.call("GET", "/api/m-payment-method", { as: kasirToken });
    expect(res.status).toBe(401);
    const [kept] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, kasir?.id ?? 0));
    expect(kept?.active).toBe(false);
    expect(await demoPasswordLogins(t.db)).toEqual([]);
  });

  it("setup refuses a demo password, a short password, a demo email and an email in use, changing nothing", async () => {
    t = await createTestApp();
    const count = async () => (await t?.db.select({ n: sql<number>`count(*)` }).from(users))?.[0]?.n;
    const before = await count();
    const refusals = [
      { ...OWNER, password: "demo12345" },
      { ...OWNER, password: "short" },
      { ...OWNER, email: "kacab@demo.test" },
      { ...OWNER, email: "not-an-email" },
      { ...OWNER, name: "  " },
      { ...OWNER, email: "KASIR.baru@Waroeng.id", outletCode: "NOPE" },
    ];
    for (const input of refusals) {
      await expect(setupOwner(t.db, input), JSON.stringify(input)).rejects.toBeInstanceOf(SetupError);
    }
    expect(await count()).toBe(before);
    await setupOwner(t.db, OWNER);
    await expect(setupOwner(t.db, { ...OWNER, email: "sari@warungsari.id" })).rejects.toThrow(/already exists/);
  });

  it("npm run setup works without a terminal from flags and the environment, and says what is missing", { timeout: 60_000 }, async () => {
    tdb = await createTestDb();
    const run = (args: string[], env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const proc = spawn(
          process.execPath,
          ["--import", "tsx", path.join(repoRoot, "apps/server/src/setup-cli.ts"), "--non-interactive", ...args],
          {
            cwd: repoRoot,
            env: { ...process.env, DATABASE_URL: tdb?.url ?? "", ...env },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let out = "";
        proc.stdout.on("data", (c: Buffer) => {
          out += c.toString();
        });
        proc.stderr.on("data", (c: Buffer) => {
          out += c.toString();
        });
        proc.on("exit", (code) => resolve({ code, out }));
      });
    const missing = await run(["--name", "Bu Sari", "--email", "sari@warungsari.id"], {});
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/Missing SETUP_PASSWORD/);
    const done = await run(["--name", "Bu Sari", "--email", "sari@warungsari.id"], { SETUP_PASSWORD: OWNER.password });
    expect(done.out).toMatch(/Owner account created: sari@warungsari.id \(kacab, outlet DEMO\)/);
    expect(done.code).toBe(0);
    expect(await demoPasswordLogins(tdb.db)).toEqual([]);
  });
});
