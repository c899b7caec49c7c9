/**
 * HTTPS beside plain HTTP, one Fastify app: an `https.Server` whose requests go to `app.routing`
 * (Fastify's own request handler, the one its HTTP server calls), so every route, hook and plugin
 * answers on both ports, `request.protocol` is `https` on this one (the session cookie is then
 * `Secure`: plugins/auth.ts), and the live stream (/api/events) works on both. Fastify serves one
 * server of its own; this second one follows its timeouts and is closed by `app.close()` (an
 * onClose hook: after the live streams ended in preClose, idle connections at once, the rest
 * after a grace period).
 *
 * The certificate is swapped without a restart (`setSecureContext`): `keepRenewed` asks
 * `StallTls.refresh()` every ten minutes and gives the server a new one when it changed; connections
 * already open keep theirs.
 */
import https from "node:https";
import type { FastifyInstance } from "fastify";
import type { StallTls } from "./stall-tls.ts";

/** The HTTPS server of an app. */
export interface HttpsServing {
  server: https.Server;
  /** Starts listening (after `app.listen`, when the app is ready). */
  listen: (port: number, host: string) => Promise<void>;
  /** Serves `context` to new connections from now on. */
  update: (context: { key: string; cert: string }) => void;
}

/** How long open HTTPS requests get to finish when the app closes, ms. */
const CLOSE_GRACE_MS = 3000;

/**
 * Creates the HTTPS server for `app` with `context` (PEM key and certificate chain); call before
 * `app.listen` (it adds the onClose hook), then `listen()` after it.
 */
export function attachHttps(app: FastifyInstance, context: { key: string; cert: string }): HttpsServing {
  const server = https.createServer({ ...context, minVersion: "TLSv1.2" }, (req, res) => {
    app.routing(req, res);
  });
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.headersTimeout = app.server.headersTimeout;
  app.addHook("onClose", async () => {
    if (!server.listening) {
      return;
    }
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
  });
  return {
    server,
    listen: (port, host) =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen({ port, host, exclusive: true }, () => {
          server.off("error", reject);
          resolve();
        });
      }),
    update: (next) => server.setSecureContext({ ...next, minVersion: "TLSv1.2" }),
  };
}

/**
 * Checks the certificate every `everyMs` (default ten minutes) and serves the renewed one.
 * @returns a function that stops the checks.
 */
export function keepRenewed(
  tls: StallTls,
  serving: Pick<HttpsServing, "update">,
  log: { info: (msg: string) => void; error: (msg: string) => void },
  everyMs = 600_000,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    tls
      .refresh()
      .then((why) => {
        if (why) {
          serving.update(tls.context());
          log.info(`HTTPS certificate renewed: ${why}`);
        }
      })
      .catch((err: unknown) => log.error(`HTTPS certificate not renewed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
