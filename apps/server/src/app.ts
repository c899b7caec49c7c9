/**
 * buildApp(options): the Fastify application with every plugin and route, no listen() (DESIGN §2).
 * Routes live under /api; the built SPA (when present) is served for every other path.
 */
import { existsSync } from "node:fs";
import qs from "node:querystring";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "./db/client.ts";
import { routeModules } from "./modules/index.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { realtimePlugin } from "./plugins/realtime.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppOptions {
  db: Db;
  /** Connection string for the LISTEN connection of live screens; without it /api/events only pings. */
  databaseUrl?: string;
  /** Folder of the built web app to serve; skipped when missing. */
  webDist?: string;
  logger?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

/** Form fields named `x[]` (PHP style) arrive as arrays under `x`. */
function normaliseBrackets(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.endsWith("[]")) {
      out[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

// zod's own messages (where a schema gives none) in Indonesian, like the rest of the product.
z.config(z.locales.id());

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ? { level: "info" } : false, trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", opts.db);

  await app.register(formbody, { parser: (str) => normaliseBrackets(qs.parse(str) as Record<string, unknown>) });
  await app.register(multipart, { attachFieldsToBody: "keyValues", limits: { fileSize: 1_000_000, files: 1 } });
  app.addHook("preValidation", async (req) => {
    if (req.body && typeof req.body === "object" && !Array.isArray(req.body) && req.isMultipart()) {
      req.body = normaliseBrackets(req.body as Record<string, unknown>);
    }
  });
  await app.register(swagger, {
    openapi: { info: { title: "Waroeng POS API", version: "0.1.0" }, servers: [{ url: "/" }] },
    transform: jsonSchemaTransform,
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { db: opts.db });
  await app.register(realtimePlugin, opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {});

  for (const mod of routeModules) {
    await app.register(mod, { prefix: "/api" });
  }
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  if (opts.webDist && existsSync(opts.webDist)) {
    await registerWebApp(app, opts.webDist);
  }
  return app;
}
