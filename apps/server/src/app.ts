/**
 * buildApp(options): the Fastify application with every plugin and route, no listen() (DESIGN §2).
 * Routes live under /api; the built SPA (when present) is served for every other path.
 */
import { existsSync } from "node:fs";
import swagger from "@fastify/swagger";
import { BODY_LIMITS } from "@waroeng/domain";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "./db/client.ts";
import { attachContracts } from "./lib/contract.ts";
import type { DiskWatch } from "./lib/disk-space.ts";
import { accessLogHook, logDestination, loggerOptions } from "./lib/logger.ts";
import { digitsOnlyParams } from "./lib/path-ids.ts";
import { checkingSerializer, plainSerializer } from "./lib/replies.ts";
import { PLAIN_HTTP_ONLY, type StallNetwork } from "./lib/tls/stall-network.ts";
import { readLiveOrder } from "./modules/dishes/live-order.ts";
import { reingestLegacyRecords } from "./modules/hq-ingest/legacy.ts";
import { rootRouteModules, routeContracts, routeModules } from "./modules/index.ts";
import { NO_GATEWAY, type QrisGatewayOptions } from "./modules/qris/gateway/gateway.ts";
import { qrisGatewayPlugin } from "./modules/qris-gateway/qris-gateway.plugin.ts";
import { NO_WHATSAPP, type WhatsAppOptions, whatsappPlugin } from "./modules/receipts/whatsapp.plugin.ts";
import { setOutboxQueueing } from "./modules/sync/outbox-switch.ts";
import { OutletSync } from "./modules/sync/outlet.service.ts";
import type { HqTransport } from "./modules/sync/transport.ts";
import { appVersion } from "./ops/backup.ts";
import { authPlugin } from "./plugins/auth.ts";
import { bodyPlugin } from "./plugins/body.ts";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.ts";
import { httpsRedirectPlugin } from "./plugins/https-redirect.ts";
import { idempotencyPlugin } from "./plugins/idempotency.ts";
import { localePlugin } from "./plugins/locale.ts";
import { moneyPlugin } from "./plugins/money.ts";
import { realtimePlugin } from "./plugins/realtime.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { storagePlugin } from "./plugins/storage.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppOptions {
  db: Db;
  /** Connection string for the LISTEN connection of live screens; without it /api/events only pings. */
  databaseUrl?: string;
  /** Folder of the built web app to serve; skipped when missing. */
  webDist?: string;
  /** Request logging (credentials redacted, lib/logger.ts); a stream receives the lines instead of stdout. */
  logger?: boolean | { stream: { write: (line: string) => void } };
  /** Interval of the live streams' keep-alive ping and session re-check, ms (default 20 s). */
  eventsPingMs?: number;
  /** Fastify's trustProxy (config TRUST_PROXY); off by default: forwarded headers are ignored. */
  trustProxy?: boolean | string;
  /**
   * Check every reply against its route's reply schema (the API tests; lib/replies.ts). Off in
   * production: replies are plain `JSON.stringify`. A mismatch answers 500 and calls `onReplyMismatch`.
   */
  validateReplies?: boolean;
  onReplyMismatch?: (message: string) => void;
  /** WhatsApp gateway, retry policy and worker (modules/receipts; main.ts reads WA_* from the environment); default not configured. */
  whatsapp?: WhatsAppOptions;
  /** Gateway QRIS (modules/qris/gateway; main.ts reads PAYMENT_GATEWAY, MIDTRANS_*, PUBLIC_URL); default none: static QRIS only. */
  qrisGateway?: QrisGatewayOptions;
  /** Called with every route as it is declared, before any other route hook (docs/api-docs.test.ts reads each route's access). */
  onRoute?: (route: RouteOptions) => void;
  /** The data disk's free space (lib/disk-space.ts; main.ts): low → replies warn, full → changes refused 507. */
  disk?: DiskWatch;
  /** Chain sync (modules/sync): `role` (config ROLE, default outlet) and, at an outlet, the way to head office. */
  sync?: { role?: "hq" | "outlet"; transport?: HqTransport };
  /** The stall's network (ports, LAN_NAME, the CA; lib/tls/stall-network.ts); default plain HTTP only. */
  network?: StallNetwork;
  /** Head office (`ROLE=hq`, modules/hq): an outlet silent for longer than `staleAfterMinutes` (2 × SYNC_EVERY_MINUTES) shows stale. */
  hq?: { staleAfterMinutes?: number };
}

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

// zod's own messages (where a schema gives none) in Indonesian, like the rest of the product.
z.config(z.locales.id());

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const logStream = opts.logger ? logDestination(typeof opts.logger === "object" ? opts.logger.stream : undefined) : undefined;
  const logger = logStream ? loggerOptions(logStream) : false;
  // frameworkErrors: a bad %-escape or too-long path parameter gets the envelope in Indonesian (plugins/errors.ts).
  const app = Fastify({
    logger,
    trustProxy: opts.trustProxy ?? false,
    frameworkErrors,
    bodyLimit: BODY_LIMITS.bytes,
    // One access line per request, written when it is answered (lib/logger.ts), not two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  if (logStream) {
    app.addHook("onResponse", accessLogHook(logStream));
  }
  // Zod validates requests; ids in paths are digits only (lib/path-ids.ts).
  app.setValidatorCompiler(digitsOnlyParams(validatorCompiler));
  app.setSerializerCompiler(opts.validateReplies ? checkingSerializer(opts.onReplyMismatch ?? (() => undefined)) : plainSerializer);
  if (opts.onRoute) {
    app.addHook("onRoute", opts.onRoute);
  }
  app.decorate("db", opts.db);
  const network = opts.network ?? PLAIN_HTTP_ONLY;
  app.decorate("network", network);
  const role = opts.sync?.role ?? "outlet";
  // The push queue fills only while there is a head office to push to (set when sync is configured:
  // main.ts always passes it; an app built without it leaves the database's setting as it is).
  if (opts.sync) {
    await setOutboxQueueing(opts.db, role === "outlet" && Boolean(opts.sync.transport));
  }
  // Head office upgraded from the JSON-documents release: those documents join its tables once.
  if (role === "hq") {
    await reingestLegacyRecords(opts.db);
  }
  app.decorate("hqStaleAfterMinutes", opts.hq?.staleAfterMinutes ?? 30);
  app.decorate("sync", {
    role,
    outlet: role === "outlet" && opts.sync?.transport ? new OutletSync(opts.db, opts.sync.transport) : null,
  });

  if (network.httpsPort !== null) {
    // Other devices' page loads over plain HTTP move to HTTPS, bar the setup page and the guests' (plugins/https-redirect.ts).
    await app.register(httpsRedirectPlugin, { httpsPort: network.httpsPort, lanName: network.lanName });
  }
  // The request's language (X-Language; Indonesian without it) for the catalogue (plugins/locale.ts).
  await app.register(localePlugin);
  // JSON, urlencoded and multipart bodies under one byte and field limit (plugins/body.ts).
  await app.register(bodyPlugin);
  await app.register(swagger, {
    openapi: { info: { title: "Waroeng POS API", version: appVersion() }, servers: [{ url: "/" }] },
    transform: jsonSchemaTransform,
  });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(authPlugin, { db: opts.db });
  await app.register(idempotencyPlugin, { db: opts.db });
  if (opts.disk) {
    // After auth: a refused change on a full disk is said to signed-in users only.
    await app.register(storagePlugin, { disk: opts.disk });
  }
  // Money in the outlet currency's major unit on the wire, minor units inside (plugins/money.ts).
  await app.register(moneyPlugin, { db: opts.db });
  await app.register(realtimePlugin, {
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    ...(opts.eventsPingMs ? { pingMs: opts.eventsPingMs } : {}),
    liveOrder: (outletId, orderId) => readLiveOrder(opts.db, outletId, orderId),
  });

  await app.register(whatsappPlugin, opts.whatsapp ?? NO_WHATSAPP);
  await app.register(qrisGatewayPlugin, opts.qrisGateway ?? NO_GATEWAY);

  // Reply schemas, summary and description of every route (`@waroeng/domain/contracts`).
  attachContracts(app, routeContracts);
  for (const mod of routeModules) {
    await app.register(mod, { prefix: "/api" });
  }
  for (const mod of rootRouteModules) {
    await app.register(mod);
  }
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  if (opts.webDist && existsSync(opts.webDist)) {
    await registerWebApp(app, opts.webDist, role);
  }
  return app;
}
