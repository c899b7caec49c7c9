/**
 * The contract of system (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * System replies (docs/API.md "System"; foundations §1, the version label).
 *
 * The contract of the system routes (reply schemas, summary, description; the server's lib/contract.ts).
 */

import { z } from "zod";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Reply schemas ──

/** `GET /version` data: the release version (root package.json) and its label as the UI shows it. */
export const versionReply = z.strictObject({ version: z.string(), label: z.string() });

export const systemReplies = {
  version: envelope(versionReply),
};

// ── Route contracts ──

export const systemContract: RouteContracts = {
  "GET /version": {
    summary: "The running release's version",
    description:
      "Public (the login screen shows it). `version` is the root package.json's version of the running server, `label` the same as the UI shows it (foundations §1: `v` before the number: `v4.2506.27`).",
    response: replies(200, systemReplies.version),
  },
};
