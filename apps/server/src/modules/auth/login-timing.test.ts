/**
 * Constant-time login: an unknown email, an inactive user and a wrong password each cost
 * exactly one argon2 verify, so the answer time does not tell whether an account exists.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const verifyCalls = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (hashed: string, password: string) => {
      verifyCalls.hashes.push(hashed);
      return real.verify(hashed, password);
    },
  };
});

describe("login costs one argon2 verify whatever the email", () => {
  let t: TestApp;
  let kasirHash: string;
  beforeAll(async () => {
    t = await createTestApp();
    kasirHash = (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, "kasir@demo.test")))[0]?.h ?? "";
    await t.db.update(users).set({ active: false }).where(eq(users.email, "opp@demo.test"));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    verifyCalls.hashes.length = 0;
  });

  const attempt = (email: string, password: string) => t.call("POST", "/api/login", { body: { email, password } });

  it("a wrong password: one verify against the user's hash, 401", async () => {
    expect((await attempt("kasir@demo.test", "salah")).body.meta).toMatchObject({ code: 401, error: 1 });
    expect(verifyCalls.hashes).toEqual([kasirHash]);
  });

  it("an unknown email: one verify against an argon2id dummy hash, the same 401 and message", async () => {
    const res = await attempt("tidak.ada@demo.test", "salah");
    expect([res.status, res.body.meta.code]).toEqual([200, 401]);
    expect(res.body.meta.message).toBe("Email atau password salah");
    expect(verifyCalls.hashes).toHaveLength(1);
    expect(verifyCalls.hashes[0]).toMatch(/^\$argon2id\$/);
    expect(verifyCalls.hashes[0]).not.toBe(kasirHash);
  });

  it("an inactive user with the right password: one verify against the dummy, refused", async () => {
    const res = await attempt("opp@demo.test", "demo12345");
    expect([res.status, res.body.meta.code]).toEqual([200, 401]);
    expect(verifyCalls.hashes).toHaveLength(1);
    expect(verifyCalls.hashes[0]).toMatch(/^\$argon2id\$/);
  });
});
