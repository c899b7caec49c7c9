/**
 * Back office · Staf: the owner and kacab add, edit, reset and deactivate the outlet's
 * accounts; every other role is refused; a kacab cannot touch owners; nobody deactivates themselves
 * or the last admin; a deactivation ends the user's sessions at once (the next request is 401, even
 * one the session cache would have answered); every change is audited without a password or hash.
 */
import { can, ROLES } from "@waroeng/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { outletIdOf } from "../orders/orders.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const newcomer = (role = "pelayan") => {
  n += 1;
  return { name: `Staf Baru ${n}`, email: `staf${n}@warung.test`, role, password: "rahasia-123" };
};
const create = (body: Record<string, unknown>, as = "owner") => t.call("POST", "/api/admin/staff", { as, body });
const loginAs = async (email: string, password = "rahasia-123") =>
  (await t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } })).json();
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
const snapshot = async () => ({
  users: await t.db.select().from(users).orderBy(users.id),
  audit: await t.db.select().from(auditLog).orderBy(auditLog.id),
});

describe("staff accounts", () => {
  it("the owner adds a waiter who can log in at once; the audit row has no password or hash", async () => {
    const body = newcomer("pelayan");
    const res = await create({ ...body, email: ` ${body.email.toUpperCase()} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ name: body.name, email: body.email, role: "pelayan", active: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.data.id));
    expect(row?.outletId).toBe(await outletIdOf(t.db));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await loginAs(body.email);
    expect(login.meta.error, JSON.stringify(login)).toBe(0);
    expect(login.data.role).toBe("pelayan");

    const [audit] = await auditOf(res.body.data.id);
    expect(audit).toMatchObject({ action: "create", before: null, after: { email: body.email, role: "pelayan" } });
    expect(JSON.stringify(audit)).not.toContain(body.password);
    expect(JSON.stringify(audit)).not.toContain("argon2");

    const list = await t.call("GET", "/api/admin/staff", { as: "kacab" });
    expect(list.body.data.users.map((u: { email: string }) => u.email)).toContain(body.email);
    expect(list.body.data.assignable_roles).not.toContain("owner");
    expect(JSON.stringify(list.body)).not.toContain("argon2");
  });

  it("refuses bad input field by field and a login in use, changing nothing", async () => {
    const ok = newcomer();
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, name: "ab" }, 422, "Nama staf 3 sampai 100 karakter"],
      [{ ...ok, name: "x".repeat(101) }, 422, "Nama staf 3 sampai 100 karakter"],
      [{ ...ok, email: "a b@x.id" }, 422, "Login 3 sampai 254 karakter: huruf, angka, titik, @, _, + atau -"],
      [{ ...ok, email: "x".repeat(255) }, 422, "Login 3 sampai 254 karakter: huruf, angka, titik, @, _, + atau -"],
      [{ ...ok, role: "boss" }, 422, "Role tidak dikenal"],
      [{ ...ok, password: "pendek" }, 422, "Kata sandi 8 sampai 128 karakter"],
      [{ ...ok, password: "x".repeat(129) }, 422, "Kata sandi 8 sampai 128 karakter"],
      [{ ...ok, email: "KASIR@demo.test" }, 409, "Login sudah dipakai"],
    ];
    const before = await snapshot();
    for (const [body, status, message] of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.meta.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("is refused for every role without the back office", async () => {
    const before = await snapshot();
    const [kasir] = await t.db.select().from(users).where(eq(users.email, "kasir@demo.test"));
    for (const role of ROLES.filter((r) => !can(r, "admin.manage"))) {
      for (const [method, url] of [
        ["GET", "/api/admin/staff"],
        ["POST", "/api/admin/staff"],
        ["POST", `/api/admin/staff/${kasir?.id}`],
        ["POST", `/api/admin/staff/${kasir?.id}/password`],
        ["POST", `/api/admin/staff/${kasir?.id}/deactivate`],
        ["POST", `/api/admin/staff/${kasir?.id}/activate`],
      ] as const) {
        const body = method === "POST" ? { body: { ...newcomer(), password: "rahasia-123" } } : {};
        const res = await t.call(method, url, { as: role, ...body });
        expect(res.status, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.call("GET", "/api/admin/staff")).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("a kacab neither creates an owner nor changes an owner's account; the owner may", async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, "owner@demo.test"));
    const id = owner?.id ?? 0;
    const before = await snapshot();
    expect((await create(newcomer("owner"), "kacab")).body.meta.message).toBe("Hanya owner yang boleh mengatur akun owner");
    for (const [url, body] of [
      [`/api/admin/staff/${id}`, { name: "Ganti Nama", role: "owner" }],
      [`/api/admin/staff/${id}/password`, { password: "rahasia-456" }],
      [`/api/admin/staff/${id}/deactivate`, undefined],
    ] as const) {
      const res = await t.call("POST", url, { as: "kacab", ...(body ? { body } : {}) });
      expect(res.status, url).toBe(403);
    }
    const pelayan = (await create(newcomer("pelayan"), "kacab")).body.data;
    const promoted = await t.call("POST", `/api/admin/staff/${pelayan.id}`, { as: "kacab", body: { name: pelayan.name, role: "owner" } });
    expect(promoted.status).toBe(403);
    const { users: after } = await snapshot();
    expect(after.filter((u) => u.id !== pelayan.id)).toEqual(before.users);
    expect((await create(newcomer("owner"), "owner")).status).toBe(200);
  });

  it("edits name and role with the audit before → after; another outlet's account is 404", async () => {
    const u = (await create(newcomer("pelayan"))).body.data;
    const res = await t.call("POST", `/api/admin/staff/${u.id}`, { as: "kacab", body: { name: "Dewi Kasir Baru", role: "kasir" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Dewi Kasir Baru", role: "kasir" });
    const audit = await auditOf(u.id);
    expect(audit.at(-1)).toMatchObject({
      action: "update",
      before: { role: "pelayan" },
      after: { role: "kasir", name: "Dewi Kasir Baru" },
    });

    const [kl] = await t.db.select().from(users).where(eq(users.email, "kasir.kl@demo.test"));
    const before = await snapshot();
    for (const [url, body] of [
      [`/api/admin/staff/${kl?.id}`, { name: "Diambil Alih", role: "kasir" }],
      [`/api/admin/staff/${kl?.id}/password`, { password: "rahasia-456" }],
      [`/api/admin/staff/${kl?.id}/deactivate`, undefined],
      [`/api/admin/staff/${kl?.id}/activate`, undefined],
    ] as const) {
      const r = await t.call("POST", url, { as: "owner", ...(body ? { body } : {}) });
      expect(r.status, url).toBe(404);
      expect(r.body.meta.message).toBe("Staf tidak ditemukan");
    }
    expect(await snapshot()).toEqual(before);
    const list = await t.call("GET", "/api/admin/staff", { as: "owner" });
    expect(list.body.data.users.map((x: { email: string }) => x.email)).not.toContain("kasir.kl@demo.test");
  });
});

describe("deactivation and password reset", () => {
  it("deactivation ends the user's session at once: the very next request is 401, and login is refused", async () => {
    const body = newcomer("pelayan");
    const u = (await create(body)).body.data;
    const { token } = (await loginAs(body.email)).data;
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    const hits = t.app.sessionCache.hits;
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    expect(t.app.sessionCache.hits).toBeGreaterThan(hits); // the session is in the cache now

    const res = await t.call("POST", `/api/admin/staff/${u.id}/deactivate`, { as: "owner" });
    expect(res.status).toBe(200);
    expect(res.body.data.active).toBe(false);
    const next = await t.call("GET", "/api/user", { as: token });
    expect(next.status).toBe(401);
    const login = await loginAs(body.email);
    expect(login.meta).toMatchObject({ error: 1, message: "Email atau password salah" });
    expect((await auditOf(u.id)).at(-1)).toMatchObject({ action: "deactivate", before: { active: true }, after: { active: false } });

    expect((await t.call("POST", `/api/admin/staff/${u.id}/activate`, { as: "kacab" })).body.data.active).toBe(true);
    expect((await loginAs(body.email)).meta.error).toBe(0);
  });

  it("a password reset ends the user's sessions; the new password works, the old does not", async () => {
    const body = newcomer("kasir");
    const u = (await create(body)).body.data;
    const { token } = (await loginAs(body.email)).data;
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(200);
    const res = await t.call("POST", `/api/admin/staff/${u.id}/password`, { as: "kacab", body: { password: "baru-rahasia-9" } });
    expect(res.status).toBe(200);
    expect((await t.call("GET", "/api/user", { as: token })).status).toBe(401);
    expect((await loginAs(body.email)).meta.error).toBe(1);
    expect((await loginAs(body.email, "baru-rahasia-9")).meta.error).toBe(0);
    const audit = (await auditOf(u.id)).at(-1);
    expect(audit).toMatchObject({ action: "reset_password", after: { password_changed: true } });
    expect(JSON.stringify(audit)).not.toContain("baru-rahasia-9");
    expect(JSON.stringify(audit)).not.toContain("argon2");
  });

  it("nobody deactivates or re-roles themselves, nor leaves the outlet without an active owner or kacab", async () => {
    const [kacab] = await t.db.select().from(users).where(eq(users.email, "kacab@demo.test"));
    const [owner] = await t.db.select().from(users).where(eq(users.email, "owner@demo.test"));
    const self = await t.call("POST", `/api/admin/staff/${kacab?.id}/deactivate`, { as: "kacab" });
    expect(self.status).toBe(409);
    expect(self.body.meta.message).toBe("Tidak bisa menonaktifkan atau mengubah role akun sendiri");
    const reRole = await t.call("POST", `/api/admin/staff/${kacab?.id}`, { as: "kacab", body: { name: "Pak Harto", role: "kasir" } });
    expect(reRole.status).toBe(409);

    // A kacab working in another outlet (the session switched to DEMO-KL) manages that outlet's
    // staff: KL's one kacab is its last admin, whom nobody deactivates or demotes.
    const kl = await outletIdOf(t.db, "DEMO-KL");
    const token = (await loginAs("kacab@demo.test", "demo12345")).data.token;
    expect((await t.call("GET", `/api/cashier/tmp-user-waroeng/${kl}`, { as: token })).status).toBe(200);
    const klHead = (await create(newcomer("kacab"), token)).body.data;
    const [row] = await t.db.select().from(users).where(eq(users.id, klHead.id));
    expect(row?.outletId).toBe(kl);
    for (const [url, body] of [
      [`/api/admin/staff/${klHead.id}/deactivate`, undefined],
      [`/api/admin/staff/${klHead.id}`, { name: klHead.name, role: "kasir" }],
    ] as const) {
      const res = await t.call("POST", url, { as: token, ...(body ? { body } : {}) });
      expect(res.status, url).toBe(409);
      expect(res.body.meta.message).toBe("Harus tersisa minimal satu owner atau kacab aktif");
    }
    // From KL, DEMO's accounts are another outlet's: 404.
    expect((await t.call("POST", `/api/admin/staff/${owner?.id}/deactivate`, { as: token })).status).toBe(404);
    // With a second KL admin, the first may go.
    const second = (await create(newcomer("kacab"), token)).body.data;
    expect((await t.call("POST", `/api/admin/staff/${klHead.id}/deactivate`, { as: token })).status).toBe(200);
    expect((await t.call("POST", `/api/admin/staff/${second.id}/deactivate`, { as: token })).status).toBe(409);
  });
});
