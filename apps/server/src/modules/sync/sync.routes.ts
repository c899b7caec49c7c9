/**
 * Chain-sync routes (docs/chain-sync.md): head office's outlet-facing routes under
 * /sync (the outlet key header, no session) and the outlet's Update Data page (payment §2.10):
 * validate → authorize → service → present.
 */
import { rolesFor, SYNC_MSG } from "@waroeng/domain";
import { syncChangesQuery, syncMenuOverridesBody, syncPushBody } from "@waroeng/domain/requests";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError, ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { changesSince, OUTLET_KEY_HEADER, outletOfKey, receivePush } from "./hq.service.ts";
import { receiveOutletOverrides } from "./menu-overrides.ts";
import { type OutletSync, readSyncState } from "./outlet.service.ts";
import { HqError } from "./transport.ts";

export interface SyncAppOptions {
  /** `hq`: head office (serves /sync); `outlet` (default): a stall box, pulls and pushes. */
  role: "hq" | "outlet";
  /** The outlet's sync with head office; null when HQ_URL/HQ_OUTLET_KEY are not set (or on head office). */
  outlet: OutletSync | null;
}

declare module "fastify" {
  interface FastifyInstance {
    sync: SyncAppOptions;
  }
}

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const hqOnly = { public: true };
  // The outlet key is checked first (onRequest: before the body is even parsed or validated), so a caller
  // without a valid key learns nothing but 404 (not head office) or 401.
  const outlets = new WeakMap<FastifyRequest, number>();
  const onRequest = async (req: FastifyRequest): Promise<void> => {
    if (app.sync.role !== "hq") {
      throw new ApiError(404, SYNC_MSG.NOT_HQ);
    }
    const key = req.headers[OUTLET_KEY_HEADER];
    outlets.set(req, await outletOfKey(app.db, typeof key === "string" ? key : undefined));
  };
  const keyed = async (req: FastifyRequest): Promise<number> => {
    const outletId = outlets.get(req);
    if (outletId === undefined) {
      throw new ApiError(404, SYNC_MSG.NOT_HQ);
    }
    return outletId;
  };

  app.get("/sync/whoami", { config: hqOnly, onRequest, schema: { tags: ["sync"] } }, async (req) => {
    const outletId = await keyed(req);
    const { rows } = await app.db.execute<{ m_w_code: string }>(sql`select m_w_code from m_w where m_w_id = ${outletId}`);
    return ok({ m_w_id: outletId, m_w_code: rows[0]?.m_w_code ?? "" });
  });

  app.get("/sync/changes", { config: hqOnly, onRequest, schema: { tags: ["sync"], querystring: syncChangesQuery } }, async (req) => {
    const outletId = await keyed(req);
    return ok(await changesSince(app.db, outletId, req.query.since, req.query.limit));
  });

  app.post("/sync/push", { config: hqOnly, onRequest, schema: { tags: ["sync"], body: syncPushBody } }, async (req) => {
    const outletId = await keyed(req);
    const result = await receivePush(app.db, outletId, req.body);
    return ok({ batch_id: req.body.batch_id, ...result });
  });

  app.post("/sync/menu-overrides", { config: hqOnly, onRequest, schema: { tags: ["sync"], body: syncMenuOverridesBody } }, async (req) => {
    const outletId = await keyed(req);
    return ok({ accepted: await receiveOutletOverrides(app.db, outletId, req.body.overrides, req.body.parts) });
  });

  const presentStatus = async () => {
    const s = await readSyncState(app.db);
    const run = app.sync.outlet;
    return {
      role: app.sync.role,
      configured: run !== null,
      running: run?.busy ?? false,
      phase: run?.phase ?? "idle",
      downloaded: run?.downloaded ?? 0,
      pull_version: s.pullVersion,
      push_pending: s.pushPending,
      last_pull_at: s.lastPullAt?.toISOString() ?? null,
      last_push_at: s.lastPushAt?.toISOString() ?? null,
      last_error: s.lastError,
      last_error_at: s.lastErrorAt?.toISOString() ?? null,
    };
  };

  app.get("/update-data", { preHandler: requireRole(...rolesFor("cash.manage")), schema: { tags: ["sync"] } }, async () =>
    ok(await presentStatus()),
  );

  app.post("/update-data", { preHandler: requireRole(...rolesFor("cash.manage")), schema: { tags: ["sync"] } }, async (req) => {
    if (app.sync.role === "hq") {
      throw new ApiError(409, SYNC_MSG.NOT_AN_OUTLET);
    }
    const run = app.sync.outlet;
    if (!run) {
      throw new ApiError(409, SYNC_MSG.NO_HQ);
    }
    const { outletId } = await readSyncState(app.db);
    if (outletId !== null && outletId !== req.auth.outletId) {
      throw new ApiError(403, SYNC_MSG.OTHER_OUTLET);
    }
    try {
      const r = await run.updateData();
      return ok(
        { applied: r.applied, deleted_orders: r.deletedOrders, pushed: r.pushed, status: await presentStatus() },
        {},
        200,
        SYNC_MSG.DONE,
      );
    } catch (err) {
      if (err instanceof HqError) {
        throw new ApiError(503, err.status === 0 ? SYNC_MSG.HQ_UNREACHABLE : SYNC_MSG.hqRefused(err.status));
      }
      throw err;
    }
  });
};
