/**
 * The table "Refusals" of docs/API.md (`{{REFUSALS}}` in docs/api/intro.md): every refusal, its HTTP
 * status and its body. Rows common to every route first, then each route's `refusals` from its
 * contract (packages/domain/src/contracts/<area>.ts, `RefusalDoc`), in the contracts' order.
 */
import { API_MSG, MSG, REQUEST_MSG, SYSTEM_MSG } from "@waroeng/domain";
import type { RefusalDoc, RouteContracts } from "../lib/contract.ts";

/** Refusals any route may give (Conventions, Limits). */
const COMMON: Array<RefusalDoc & { call: string }> = [
  { call: "every call but login", when: "no session, expired or revoked", status: 401, message: MSG.SESSION_ENDED },
  {
    call: "a guarded call",
    when: "the role may not (role matrix)",
    status: 403,
    message: MSG.ACCESS_DENIED,
    title: MSG.ACCESS_DENIED_TITLE,
  },
  { call: "a write", when: "from another site's page (cookie session)", status: 403, message: MSG.FOREIGN_ORIGIN },
  { call: "every call", when: "a field fails its schema (`errors: {field: message}`)", status: 422, message: "the field's message" },
  { call: "every call", when: "unknown route", status: 404, message: REQUEST_MSG.NOT_FOUND },
  { call: "every call", when: "body too large, too many fields, a file", status: 413, message: REQUEST_MSG.BODY_TOO_LARGE },
  { call: "every call", when: "unreadable JSON or form", status: 400, message: REQUEST_MSG.JSON_INVALID },
  { call: "every call", when: "a value the database cannot take", status: 422, message: API_MSG.DATA_INVALID },
  { call: "every call", when: "database unavailable (retry)", status: 503, message: SYSTEM_MSG.DATABASE_UNAVAILABLE },
];

function row(call: string, r: RefusalDoc): string {
  const code = r.code ?? r.status;
  const title = r.title ? `, title \`${r.title}\`` : "";
  const body = `\`meta.code ${code}\`, \`meta.error 1\`, \`${r.message.replaceAll("|", "\\|")}\`${title}`;
  return `| ${call} | ${r.when.replaceAll("|", "\\|")} | ${r.status} | ${body} |`;
}

/**
 * Renders the refusal table (markdown).
 * @param contracts - every route's contract, keyed "METHOD /path".
 */
export function refusalTable(contracts: RouteContracts): string {
  const rows = COMMON.map((r) => row(r.call, r));
  for (const [key, contract] of Object.entries(contracts)) {
    for (const r of contract.refusals ?? []) {
      rows.push(row(`\`${key}\``, r));
    }
  }
  return ["| call | when | HTTP | body |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
