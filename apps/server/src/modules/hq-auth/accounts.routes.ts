/**
 * Head-office accounts (owner only, `hq.manage`; contracts/hq.ts): GET /hq/accounts,
 * POST /hq/accounts, PATCH /hq/accounts/{id}. The role is checked before the body (requireHq).
 */

import { HQ_MSG } from "@waroeng/domain";
import { hqAccountCreateBody, hqAccountParam, hqAccountUpdateBody } from "@waroeng/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { createHqAccount, listHqAccounts, updateHqAccount } from "./accounts.service.ts";
import { requireHq } from "./guard.ts";

export const hqAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { hq: true };
  const onRequest = requireHq("hq.manage");
  app.get("/hq/accounts", { config, onRequest, schema: { tags: ["hq"] } }, async () => ok(await listHqAccounts(app.db)));

  app.post("/hq/accounts", { config, onRequest, schema: { body: hqAccountCreateBody, tags: ["hq"] } }, async (req, reply) => {
    reply.code(201);
    return ok(await createHqAccount(app.db, req.hq.userId, req.body), {}, 201, HQ_MSG.ACCOUNT_SAVED);
  });

  app.patch(
    "/hq/accounts/:id",
    { config, onRequest, schema: { params: hqAccountParam, body: hqAccountUpdateBody, tags: ["hq"] } },
    async (req) => ok(await updateHqAccount(app.db, req.hq.userId, req.params.id, req.body), {}, 200, HQ_MSG.ACCOUNT_SAVED),
  );
};
