/** GET /hq/change-log (contracts/hq-log.ts): head office's change log, the owner and area managers (`hq.log`). */
import { hqChangeLogQuery } from "@waroeng/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { listHqChanges } from "./change-log.service.ts";
import { requireHq } from "./guard.ts";

/** GET /hq/change-log: the owner and area managers (`hq.log`). */
export const hqChangeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/hq/change-log",
    { config: { hq: true }, onRequest: requireHq("hq.log"), schema: { querystring: hqChangeLogQuery, tags: ["hq"] } },
    async (req) => ok(await listHqChanges(app.db, req.hq, req.query.page)),
  );
};
