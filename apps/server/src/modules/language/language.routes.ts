/**
 * The user's language: GET and PUT /user/language, for every signed-in role (each user
 * sets only their own). The web app sends the chosen language on every call as `X-Language`
 * (plugins/locale.ts); the server never guesses it from the browser.
 */
import { LANG_MSG } from "@waroeng/domain";
import { userLanguageBody } from "@waroeng/domain/requests";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/http.ts";
import { readUserLanguage, saveUserLanguage } from "./language.service.ts";

export const languageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/user/language", { schema: { tags: ["language"] } }, async (req) =>
    ok(await readUserLanguage(app.db, req.auth.outletId, req.auth.userId)),
  );
  app.put("/user/language", { schema: { body: userLanguageBody, tags: ["language"] } }, async (req) =>
    ok(await saveUserLanguage(app.db, req.auth.outletId, req.auth.userId, req.body.language), {}, 200, LANG_MSG.SAVED),
  );
};
