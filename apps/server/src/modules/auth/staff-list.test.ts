/**
 * GET /users gives each role what its screens need: the kitchen has no screen listing staff (403),
 * the till and the staff side see names and roles, only the back office sees login emails.
 */
import { MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /users", () => {
  it("refuses the kitchen", async () => {
    const res = await t.call("GET", "/api/users", { as: "dapur" });
    expect(res.status).toBe(403);
    expect(res.body.meta.message).toBe(MSG.ACCESS_DENIED);
  });

  it("lists names and roles without login emails for the till and the waiter", async () => {
    for (const role of ["kasir", "pelayan"]) {
      const res = await t.call("GET", "/api/users", { as: role });
      expect(res.status, role).toBe(200);
      const siti = res.body.data.find((u: { name: string }) => u.name === "Siti Kasir");
      expect(siti, role).toMatchObject({ name: "Siti Kasir", role: "kasir" });
      expect(JSON.stringify(res.body), role).not.toContain("@demo.test");
    }
  });

  it("shows login emails to the branch head, who manages staff", async () => {
    const res = await t.call("GET", "/api/users", { as: "kacab" });
    expect(res.status).toBe(200);
    expect(res.body.data.find((u: { name: string }) => u.name === "Siti Kasir")).toMatchObject({ email: "kasir@demo.test" });
  });

  it("GET /users/{id} leaves the email out for the kitchen", async () => {
    const list = await t.call("GET", "/api/users", { as: "kacab" });
    const id = list.body.data.find((u: { name: string }) => u.name === "Siti Kasir").id;
    const res = await t.call("GET", `/api/users/${id}`, { as: "dapur" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, name: "Siti Kasir", role: "kasir" });
  });
});
