/**
 * The contract of tables (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Table replies (docs/API.md "Tables and open orders"; foundations §3).
 *
 * The contract of each table route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { envelope, replies, wireId } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Reply schemas ──

/** `GET /m-meja` item. */
export const diningTable = z.strictObject({
  m_meja_id: wireId,
  m_meja_nama: z.string(),
  m_meja_type: z.string().describe('"meja", "bungkus" or "express"'),
  m_meja_jenis_id: wireId,
  m_meja_jenis_nama: z.string(),
});
/** `GET /meja/meja-kosong` item. */
export const freeTable = z.strictObject({ m_meja_id: wireId, m_meja_nama: z.string() });

export const tablesReplies = {
  tables: envelope(z.array(diningTable)),
  free: envelope(z.array(freeTable)),
};

// ── Route contracts ──

const tablesDocs = {
  tables: {
    summary: "Tables of the outlet",
    description: 'The outlet\'s active tables in display order; `m_meja_type` "meja"/"bungkus"/"express".',
  },
  free: {
    summary: "Free dine-in tables",
    description: "The outlet's active dine-in tables (type neither bungkus nor express) that no open order holds, in display order.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const tablesContract: RouteContracts = {
  "GET /m-meja": { ...tablesDocs.tables, response: replies(200, tablesReplies.tables) },
  "GET /meja/meja-kosong": { ...tablesDocs.free, response: replies(200, tablesReplies.free) },
};
