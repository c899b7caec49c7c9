/**
 * Security headers on every reply (@fastify/helmet; docs/API.md "Security headers"), with a Content
 * Security Policy the built web app passes: scripts, styles, images, fonts and connections only from
 * this server; inline `style` attributes allowed (Mantine sets them), nothing else loosened; no
 * framing, no plugins, forms post only here.
 *
 * Left out on purpose: `upgrade-insecure-requests` and HSTS. The box serves plain HTTP beside its
 * own HTTPS (plugins/https-redirect.ts: the guests' QR page, the setup page and the API stay on
 * HTTP); HSTS on the box's address would send a guest's phone to an HTTPS it does not trust.
 * A TLS-terminating proxy in front may add HSTS itself.
 */
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

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

export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
  });
});
