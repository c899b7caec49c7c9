/** GET /version: the release version of the root package.json, without a login (the login screen shows it). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /version", () => {
  it("answers the root package.json's version and its label, logged in or not", async () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string };
    const res = await t.call("GET", "/api/version");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ version, label: `v${version}` });
    expect((await t.call("GET", "/api/version", { as: "kasir" })).body.data.label).toBe(`v${version}`);
  });
});
