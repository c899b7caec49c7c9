/**
 * Head office's settings (contracts/hq-settings.ts): GET/PUT /hq/settings/summary (owner only,
 * `hq.manage`, checked before the body), GET/PATCH /hq/me/phone (any head-office role, its own account).
 */
import { HQ_MSG } from "@waroeng/domain";
import { hqMePhoneBody, hqSummarySettingsBody } from "@waroeng/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { requireHq } from "./guard.ts";
import { getOwnPhone, getSummarySettings, saveOwnPhone, saveSummarySettings } from "./settings.service.ts";

export const hqSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { hq: true };
  const owner = requireHq("hq.manage");
  const anyone = requireHq("hq.read");
  const tags = ["hq"];
  app.get("/hq/settings/summary", { config, onRequest: owner, schema: { tags } }, async () => ok(await getSummarySettings(app.db)));
  app.put("/hq/settings/summary", { config, onRequest: owner, schema: { body: hqSummarySettingsBody, tags } }, async (req) =>
    ok(await saveSummarySettings(app.db, req.hq.userId, req.body), {}, 200, HQ_MSG.SETTINGS_SAVED),
  );
  app.get("/hq/me/phone", { config, onRequest: anyone, schema: { tags } }, async (req) => ok(await getOwnPhone(app.db, req.hq.userId)));
  app.patch("/hq/me/phone", { config, onRequest: anyone, schema: { body: hqMePhoneBody, tags } }, async (req) =>
    ok(await saveOwnPhone(app.db, req.hq.userId, req.body.phone), {}, 200, HQ_MSG.PHONE_SAVED),
  );
};
