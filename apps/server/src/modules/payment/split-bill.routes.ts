/**
 * The split screen's server-held state (payment spec §4 "Split bill"; docs/API.md "Split bill"):
 * GET /split-bill/{id}, POST /split-bill/{id}/move, POST /split-bill/{id}/bagi-rata,
 * POST /split-bill/{id}/bagi-rata/share, DELETE /split-bill/{id}. Roles with `order.split`.
 */
import { rolesFor } from "@waroeng/domain";
import { idParam, splitEvenBody, splitMoveBody, splitShareBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireRole } from "../../plugins/auth.ts";
import { clearSplit, getSplitState, moveSplitUnits, setSplitEven, setSplitShare } from "./split-draft.service.ts";

export const splitBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const splitters = requireRole(...rolesFor("order.split"));
  const tags = ["payment"];

  app.get("/split-bill/:id", { preValidation: splitters, schema: { params: idParam, tags } }, async (req) =>
    ok(await getSplitState(req.db, req.auth, req.params.id)),
  );

  app.post("/split-bill/:id/move", { preValidation: splitters, schema: { params: idParam, body: splitMoveBody, tags } }, async (req) =>
    ok(await moveSplitUnits(req.db, req.auth, req.params.id, req.body)),
  );

  app.post("/split-bill/:id/bagi-rata", { preValidation: splitters, schema: { params: idParam, body: splitEvenBody, tags } }, async (req) =>
    ok(await setSplitEven(req.db, req.auth, req.params.id, req.body)),
  );

  app.post(
    "/split-bill/:id/bagi-rata/share",
    { preValidation: splitters, schema: { params: idParam, body: splitShareBody, tags } },
    async (req) => ok(await setSplitShare(req.db, req.auth, req.params.id, req.body)),
  );

  app.delete("/split-bill/:id", { preValidation: splitters, schema: { params: idParam, tags } }, async (req) =>
    ok(await clearSplit(req.db, req.auth, req.params.id)),
  );
};
