/**
 * Plain HTTP from another device goes to HTTPS (docs/API.md "Device setup"): a page navigation
 * (GET or HEAD, not under /api) that came over plain HTTP from a socket that is not this machine's
 * loopback is answered `302` to `https://<the same host name>:<HTTPS_PORT><the same path and query>`.
 * Only when HTTPS is on. Answered on plain HTTP all the same:
 *
 * - `/api/…`: the spec's clients and head office sync never follow a redirect;
 * - what a device needs before it trusts the CA: the setup page `/pasang`, `/ca.crt`, `/ca.der`;
 * - what never needs the CA: the guests' QR order page `/:outlet/qr/:token` (apps/web routes.tsx)
 *   and the files it loads: `/assets/…`, `/icons/…`, `/sounds/…` and any file at the top (a last
 *   path part with a dot: `/zod-jitless.js`, `/manifest.webmanifest`). The Android print app's image
 *   links are under /api.
 *
 * The front door (`/` and `/login`) goes to the setup page instead: a device that types the box's
 * plain address has not installed the CA yet as often as not, and `/pasang` sends a device that
 * already trusts it on to the HTTPS login by itself, so no device meets a certificate warning first.
 *
 * The box itself (loopback, or a reverse proxy on it) is never redirected; behind a trusted proxy
 * (TRUST_PROXY) `X-Forwarded-Proto: https` counts as HTTPS.
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isHostName, isLoopback } from "../lib/tls/lan.ts";

const GUEST_PAGE = /^\/[^/]+\/qr\/[^/]+\/?$/;
const FILE_FOLDERS = ["/assets/", "/icons/", "/sounds/"];
const BEFORE_TRUST = new Set(["/pasang", "/ca.crt", "/ca.der"]);
/** The paths a person types or bookmarks: sent to the setup page rather than to an HTTPS the device may not trust yet. */
const FRONT_DOOR = new Set(["/", "/login"]);

/**
 * True when a plain-HTTP request for `path` (no query) by `method` must move to HTTPS.
 * @example pageNeedsHttps("GET", "/dashboard") // → true
 * @example pageNeedsHttps("GET", "/1/qr/AbC") // → false (the guest's page)
 */
export function pageNeedsHttps(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") {
    return false;
  }
  if (path === "/api" || path.startsWith("/api/")) {
    return false;
  }
  if (BEFORE_TRUST.has(path) || path.startsWith("/pasang/") || GUEST_PAGE.test(path)) {
    return false;
  }
  if (FILE_FOLDERS.some((f) => path.startsWith(f)) || (path.split("/").pop() ?? "").includes(".")) {
    return false;
  }
  return true;
}

/** The host to send the device to: the name it asked for, when it is a host name or an address. */
function hostOf(req: FastifyRequest, fallback: string): string {
  const host = req.hostname;
  return isHostName(host) || /^\[[0-9a-f:.]+\]$/i.test(host) ? host : fallback;
}

export const httpsRedirectPlugin = fp<{ httpsPort: number; lanName: string }>(async (app, opts) => {
  const portPart = opts.httpsPort === 443 ? "" : `:${opts.httpsPort}`;
  app.addHook("onRequest", async (req, reply) => {
    if (req.protocol === "https" || isLoopback(req.socket.remoteAddress)) {
      return;
    }
    const path = req.url.split("?")[0] ?? "/";
    if (!pageNeedsHttps(req.method, path)) {
      return;
    }
    if (FRONT_DOOR.has(path)) {
      return reply.redirect("/pasang", 302);
    }
    return reply.redirect(`https://${hostOf(req, opts.lanName)}${portPart}${req.url}`, 302);
  });
});
