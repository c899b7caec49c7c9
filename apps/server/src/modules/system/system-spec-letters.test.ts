/**
 * Foundations as a client written from the spec reads them: the version label v4.2506.27 (§1), the
 * login refusal of an empty field in the body (§5: `meta.error 1` and the message, as for a wrong
 * password), and the Indonesian interface at every outlet, RM or not (§1).
 */
import { FIELD_MSG, MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the version label", () => {
  it("is v4.2506.27, as foundations §1 names it", async () => {
    const res = await t.call("GET", "/api/version");
    expect(res.status).toBe(200);
    expect(res.body.data.label).toBe("v4.2506.27");
  });
});

describe("login with an empty field", () => {
  it("answers as a wrong password does: HTTP 200, meta.error 1 and the message in the body", async () => {
    const wrong = await t.call("POST", "/api/login", { body: { email: "kasir@demo.test", password: "salah-sekali" } });
    expect(wrong.status).toBe(200);
    expect(wrong.body.meta).toMatchObject({ error: 1, code: 401, message: MSG.LOGIN_FAILED });

    const cases: Array<[Record<string, string>, string]> = [
      [{ email: "", password: "demo12345" }, FIELD_MSG.EMAIL_REQUIRED],
      [{ email: "kasir@demo.test", password: "" }, FIELD_MSG.PASSWORD_REQUIRED],
      [{ password: "demo12345" }, FIELD_MSG.EMAIL_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await t.call("POST", "/api/login", { body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.meta).toMatchObject({ error: 1, code: 422, message });
      expect(res.body.data).toBeNull();
    }
  });

  it("keeps HTTP 422 for an empty field on other routes", async () => {
    const res = await t.call("POST", "/api/m-modal/close-modal", { as: "kasir", body: { nominal_cash: "abc" } });
    expect(res.status).toBe(422);
  });
});

describe("the interface language", () => {
  it("is Indonesian at a ringgit outlet: RM changes the currency, not the language", async () => {
    const kl = await t.call("GET", "/api/user/language", { as: "kasir.kl" });
    expect(kl.body.data).toEqual({ language: null, outlet_default: "id" });
    const info = await t.call("GET", "/api/m-waroeng/waroeng-info", { as: "kasir.kl" });
    expect(info.body.data.currency).toBe("RM");
  });

  it("stays a choice of the user, which wins", async () => {
    const saved = await t.call("PUT", "/api/user/language", { as: "kasir.kl", body: { language: "ms" } });
    expect(saved.body.data).toEqual({ language: "ms", outlet_default: "id" });
    expect((await t.call("GET", "/api/user/language", { as: "kasir.kl" })).body.data.language).toBe("ms");
  });
});
