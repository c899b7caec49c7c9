/**
 * Serves the built web app (DESIGN §3 HTTP hardening): the files of `webDist`, with the `.br` /
 * `.gz` siblings written at build time (scripts/precompress.mjs) sent when the browser accepts them
 * (`Vary: accept-encoding`). Hashed files under /assets never change: `Cache-Control: public,
 * max-age=31536000, immutable`. Everything else (index.html, the SPA fallback for client routes)
 * is `no-cache`, so a new build is picked up on the next load. A missing /assets file is a 404, not
 * the SPA page (a stale tab must not get HTML for a script).
 */
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { REQUEST_MSG } from "@waroeng/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { markPublic } from "./auth.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";

export async function registerWebApp(app: FastifyInstance, webDist: string, role: "hq" | "outlet" = "outlet"): Promise<void> {
  // The web app's shell and files need no session (auth is default-deny, plugins/auth.ts).
  await app.register(async (web) => {
    web.addHook("onRoute", markPublic);
    if (role === "hq") {
      // A head office opens the head office's shell (apps/web pages/hq), not an outlet's sign-in.
      web.addHook("onRequest", async (req, reply) => {
        const p = req.url.split("?")[0];
        if (req.method === "GET" && (p === "/" || p === "/login" || p === "/index.html")) {
          return reply.redirect("/hq");
        }
      });
    }
    await serveFiles(web, webDist);
  });
}

async function serveFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const assets = path.join(webDist, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res: unknown, file: string) => {
      (res as FastifyReply).header("cache-control", file.startsWith(assets) ? IMMUTABLE : NO_CACHE);
    },
  });
  app.get("/*", { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url.startsWith("/assets/")) {
      return reply.status(404).send({ meta: { code: 404, error: 1, message: REQUEST_MSG.NOT_FOUND }, data: null });
    }
    return reply.sendFile("index.html");
  });
}
