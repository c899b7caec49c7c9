/**
 * Authorise before validating: every route × role pair that `lib/route-access.ts` refuses answers
 * 403 `Akses DiTolak!`, never a 422 naming the fields the call expects, whatever the body and path.
 * And ids in paths are digits only: `1e1`, `0x0a`, ` 7` are not order 10, 10 and 7.
 */
import { MSG, ROLES } from "@waroeng/domain";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeAccess } from "../lib/route-access.ts";
import { openOrder } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

const routes: Array<{ method: string; url: string; roles: readonly string[] }> = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const access = routeAccess(route);
      // Head office's routes (`config.hq`) are not on an outlet (404 here); hq-auth.test.ts checks their roles at head office.
      const hq = (route.config as { hq?: boolean } | undefined)?.hq === true;
      if (access.kind === "roles" && route.url.startsWith("/api/") && !hq) {
        for (const method of [route.method].flat()) {
          if (method !== "HEAD") {
            routes.push({ method, url: route.url, roles: access.roles });
          }
        }
      }
    },
  });
});
afterAll(async () => t.close());

/** A body no route accepts: wrong types in every usual field, money that is not money. */
const BAD_BODY = { id: "x", nominal: "1.2.3", tmp_transaction_id: [], m_w_id: "abc", email: 5 };

describe("a refused role gets 403 before any validation", () => {
  it("walks every guarded route with every role it refuses", async () => {
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    let pairs = 0;
    for (const route of routes) {
      // Path ids that are not ids: the guard answers before the params are read.
      const url = route.url.replace(/:[A-Za-z_]+/g, "1e1");
      for (const role of ROLES.filter((r) => !route.roles.includes(r))) {
        pairs += 1;
        const withBody = route.method !== "GET" && route.method !== "DELETE";
        const res = await t.call(route.method as "GET", url, { as: role, ...(withBody ? { body: BAD_BODY } : {}) });
        if (res.status !== 403 || res.body?.meta?.message !== MSG.ACCESS_DENIED) {
          wrong.push(`${role} ${route.method} ${route.url} → ${res.status} ${res.body?.meta?.message}`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("ids in paths are digits only", () => {
  it("refuses 10e0, 0xa, +10, 10.0 and a padded id where 10 opens an order", async () => {
    const { orderId } = await openOrder(t);
    const plain = await t.call("GET", `/api/tmp-transaction/${orderId}`, { as: "kasir" });
    expect(plain.status).toBe(200);
    for (const form of [`${orderId}e0`, `0x${orderId.toString(16)}`, `+${orderId}`, `${orderId}.0`, `%20${orderId}`]) {
      const res = await t.call("GET", `/api/tmp-transaction/${form}`, { as: "kasir" });
      expect(res.status, form).toBe(422);
      expect(res.body.meta.error, form).toBe(1);
    }
  });
});
