/**
 * The contract of each table route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { replies, tablesReplies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const tablesContract: RouteContracts = {
  "GET /m-meja": { ...tablesDocs.tables, response: replies(200, tablesReplies.tables) },
  "GET /meja/meja-kosong": { ...tablesDocs.free, response: replies(200, tablesReplies.free) },
};
