/**
 * Head office · one menu for the chain (contracts/hq-menu.ts; docs/chain-sync.md "One menu for the
 * chain"): GET /hq/menu, POST /hq/menu/link, POST /hq/menu/{id},
 * DELETE /hq/menu/{id}/outlets/{m_w_id}/overrides/{field}, GET and POST /hq/menu/options,
 * /hq/menu/categories, /hq/menu/stations and their /create and /delete for `hq.menu` (owner; an
 * area manager on their outlets only), POST /hq/menu/policy for `hq.manage` (owner). validate → authorize → service.
 */
import { CHAIN_MENU_MSG } from "@waroeng/domain";
import {
  hqCategoryCreateBody,
  hqCategoryDeleteBody,
  hqCategoryEditBody,
  hqMenuEditBody,
  hqMenuIdParam,
  hqMenuOverrideParams,
  hqMenuPolicyBody,
  hqOptionCreateBody,
  hqOptionDeleteBody,
  hqOptionEditBody,
  hqStationCreateBody,
  hqStationDeleteBody,
  hqStationEditBody,
} from "@waroeng/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { hqOutletScope, requireHq } from "../hq-auth/guard.ts";
import {
  type CreateResult,
  createChainCategory,
  createChainOption,
  createChainStation,
  deleteChainCategory,
  deleteChainOption,
  deleteChainStation,
} from "./chain-parts.create.ts";
import { listChainCategories, listChainOptions, listChainStations } from "./chain-parts.read.ts";
import { editChainCategory, editChainOption, editChainStation, listPartOverrides } from "./chain-parts.service.ts";
import { clearOverride, editChainItem, linkChainItems, listChainMenu, readPolicy, savePolicy } from "./hq-menu.service.ts";

export const hqMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { hq: true };
  const tags = ["hq"];
  const onRequest = requireHq("hq.menu");

  app.get("/hq/menu", { config, onRequest, schema: { tags } }, async (req) =>
    ok({
      items: await listChainMenu(app.db, hqOutletScope(req)),
      parts: await listPartOverrides(app.db, hqOutletScope(req)),
      policy: await readPolicy(app.db),
    }),
  );

  app.post("/hq/menu/link", { config, onRequest, schema: { tags } }, async (req) => {
    const created = await linkChainItems(app.db, hqOutletScope(req), req.hq.userId);
    return ok({ created }, {}, 200, CHAIN_MENU_MSG.LINKED(created));
  });

  app.post("/hq/menu/policy", { config, onRequest: requireHq("hq.manage"), schema: { body: hqMenuPolicyBody, tags } }, async (req) => {
    await savePolicy(app.db, Object.fromEntries(req.body.policy.map((p) => [p.field, p.outlet_may_edit])), req.hq.userId);
    return ok(await readPolicy(app.db), {}, 200, CHAIN_MENU_MSG.POLICY_SAVED);
  });

  app.get("/hq/menu/options", { config, onRequest, schema: { tags } }, async (req) =>
    ok(await listChainOptions(app.db, hqOutletScope(req))),
  );
  app.get("/hq/menu/categories", { config, onRequest, schema: { tags } }, async (req) =>
    ok(await listChainCategories(app.db, hqOutletScope(req))),
  );
  app.get("/hq/menu/stations", { config, onRequest, schema: { tags } }, async (req) =>
    ok(await listChainStations(app.db, hqOutletScope(req))),
  );

  app.post("/hq/menu/options", { config, onRequest, schema: { body: hqOptionEditBody, tags } }, async (req) =>
    ok({ outlets: await editChainOption(app.db, hqOutletScope(req), req.body, req.hq.userId) }, {}, 200, CHAIN_MENU_MSG.SAVED),
  );
  app.post("/hq/menu/categories", { config, onRequest, schema: { body: hqCategoryEditBody, tags } }, async (req) =>
    ok({ outlets: await editChainCategory(app.db, hqOutletScope(req), req.body, req.hq.userId) }, {}, 200, CHAIN_MENU_MSG.SAVED),
  );
  app.post("/hq/menu/stations", { config, onRequest, schema: { body: hqStationEditBody, tags } }, async (req) =>
    ok({ outlets: await editChainStation(app.db, hqOutletScope(req), req.body, req.hq.userId) }, {}, 200, CHAIN_MENU_MSG.SAVED),
  );

  // Create and delete (chain-parts.create.ts): replay-safe, so a retried call changes nothing.
  const created = (r: CreateResult) => ok(r, {}, 200, CHAIN_MENU_MSG.CREATED(r.outlets, r.existing));
  const deleted = (outlets: number) => ok({ outlets }, {}, 200, CHAIN_MENU_MSG.DELETED(outlets));
  app.post("/hq/menu/options/create", { config, onRequest, schema: { body: hqOptionCreateBody, tags } }, async (req) =>
    created(await createChainOption(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );
  app.post("/hq/menu/options/delete", { config, onRequest, schema: { body: hqOptionDeleteBody, tags } }, async (req) =>
    deleted(await deleteChainOption(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );
  app.post("/hq/menu/categories/create", { config, onRequest, schema: { body: hqCategoryCreateBody, tags } }, async (req) =>
    created(await createChainCategory(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );
  app.post("/hq/menu/categories/delete", { config, onRequest, schema: { body: hqCategoryDeleteBody, tags } }, async (req) =>
    deleted(await deleteChainCategory(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );
  app.post("/hq/menu/stations/create", { config, onRequest, schema: { body: hqStationCreateBody, tags } }, async (req) =>
    created(await createChainStation(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );
  app.post("/hq/menu/stations/delete", { config, onRequest, schema: { body: hqStationDeleteBody, tags } }, async (req) =>
    deleted(await deleteChainStation(app.db, hqOutletScope(req), req.body, req.hq.userId)),
  );

  app.post("/hq/menu/:id", { config, onRequest, schema: { params: hqMenuIdParam, body: hqMenuEditBody, tags } }, async (req) => {
    const { outlets, ...values } = req.body;
    const scope = hqOutletScope(req);
    await editChainItem(app.db, scope, req.params.id, values, req.hq.userId, outlets ? hqOutletScope(req, outlets) : undefined);
    return ok({ hq_menu_item_id: req.params.id }, {}, 200, CHAIN_MENU_MSG.SAVED);
  });

  app.delete(
    "/hq/menu/:id/outlets/:m_w_id/overrides/:field",
    { config, onRequest, schema: { params: hqMenuOverrideParams, tags } },
    async (req) => {
      const { id, m_w_id, field } = req.params;
      await clearOverride(app.db, hqOutletScope(req, [m_w_id]), id, m_w_id, field, req.hq.userId);
      return ok({ hq_menu_item_id: id }, {}, 200, CHAIN_MENU_MSG.OVERRIDE_CLEARED);
    },
  );
};
