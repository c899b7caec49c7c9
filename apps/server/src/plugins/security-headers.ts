/**
 * Security headers on every reply (helmet; docs/API.md "Security headers"), with a Content
 * Security Policy the built web app passes: scripts, styles, images, fonts and connections only from
 * this server; inline `style` attributes allowed (Mantine sets them), nothing else loosened; no
 * framing, no plugins, forms post only here.
 *
 * One page connects further: the device setup page (`/pasang`, opened over plain HTTP) asks the box's
 * HTTPS origin whether this device already trusts it (a fetch of `<https origin>/api/device-setup/ping`,
 * another origin), so its page load alone allows `connect-src https:`; every other page keeps 'self'.
 *
 * Left out on purpose: `upgrade-insecure-requests` and HSTS. The box serves plain HTTP beside its
 * own HTTPS (plugins/https-redirect.ts: the guests' QR page, the setup page and the API stay on
 * HTTP); HSTS on the box's address would send a guest's phone to an HTTPS it does not trust.
 * A TLS-terminating proxy in front may add HSTS itself.
 *
 * The headers are the same on every reply, so helmet runs once at start and each request gets the
 * resulting header set (running helmet per request rebuilt its middleware and the policy each time).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "script-src-attr": ["'none'"],
};

/** The device setup page's path (web routes.tsx `devicePage`), with or without a query. */
const SETUP_PAGE = /^\/pasang\/?(\?|$)/;

/** The headers helmet sets with `options` (lower-case names), captured from one run of its middleware. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(async (app) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
  });
  const entries = Object.entries(headers);
  // On the raw response, as helmet does: also a reply that takes over the socket (the event stream) has them.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of entries) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
  // A callback hook, not an async one: every reply passes here, and only the setup page changes anything.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method === "GET" && SETUP_PAGE.test(request.url)) {
      const csp = reply.getHeader("content-security-policy");
      if (typeof csp === "string") {
        reply.header("content-security-policy", csp.replace("connect-src 'self'", "connect-src 'self' https:"));
      }
    }
    done(null, payload);
  });
});
