/**
 * The payment gateway of the app (`PAYMENT_GATEWAY`, qris/gateway/gateway.ts `gatewayFromEnv`, passed
 * in by main.ts) and the worker that asks it about pending charges every `workerMs` until their time is
 * up (qris-gateway.service.ts `pollPendingCharges`). Decorates `app.qrisGateway`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { QrisGatewayOptions } from "../qris/gateway/gateway.ts";
import { pollPendingCharges } from "./qris-gateway.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    qrisGateway: QrisGatewayOptions;
  }
}

export const qrisGatewayPlugin = fp<QrisGatewayOptions>(async (app: FastifyInstance, opts) => {
  app.decorate("qrisGateway", opts);
  const gateway = opts.gateway;
  if (!gateway || opts.workerMs <= 0) {
    return;
  }
  let running: Promise<unknown> | null = null;
  let closed = false;
  const timer = setInterval(() => {
    if (running || closed) {
      return;
    }
    running = pollPendingCharges(app.db, gateway)
      .then((r) => r.failed > 0 && app.log.warn({ asked: r.asked, failed: r.failed }, "qris gateway: no answer for some charges"))
      .catch((err: unknown) => app.log.warn({ err: err instanceof Error ? err.message : String(err) }, "qris gateway worker tick failed"))
      .finally(() => {
        running = null;
      });
  }, opts.workerMs);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
