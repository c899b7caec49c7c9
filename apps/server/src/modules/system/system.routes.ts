/**
 * System routes: GET /version (foundations §1 version label), public: the release version
 * from the root package.json, read once at start.
 */
import { versionLabel } from "@waroeng/domain";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../lib/http.ts";
import { appVersion } from "../../ops/backup.ts";

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const version = appVersion();
  app.get("/version", { config: { public: true }, schema: { tags: ["system"] } }, async () =>
    ok({ version, label: versionLabel(version) }),
  );
};
