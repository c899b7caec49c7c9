/**
 * docs/API.md, generated (`npm run docs:api`): the prose that is not per route
 * (docs/api/intro.md, verbatim, with the role matrix and the refusal table filled in), then every
 * route of the OpenAPI document (`app.swagger()`, built from the request schemas and the route
 * contracts, packages/domain/src/contracts/<area>.ts) grouped by area (`SECTIONS`): a table of the area's calls with
 * who may call each (`x-access`, read from the route's declaration: lib/route-access.ts), then per
 * call its method, path, summary, description, request fields (path, query, body: type, required,
 * limits) and reply fields of the success status. `api-docs.test.ts` fails when docs/API.md differs
 * from this output, misses a route the app declares, or gives a route other access than it enforces.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Action, PERMISSIONS, rolesFor } from "@waroeng/domain";
import { buildApp } from "../app.ts";
import type { Db } from "../db/client.ts";
import { describeAccess, type RouteAccess } from "../lib/route-access.ts";
import { routeContracts } from "../modules/index.ts";
import { refusalTable } from "./refusals.ts";

/** The repository root (this file is apps/server/src/docs/api-docs.ts). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const API_MD = path.join(repoRoot, "docs/API.md");
const INTRO_MD = path.join(repoRoot, "docs/api/intro.md");

/**
 * Section title of each OpenAPI tag (the route's `schema.tags`), in the order of the document. A tag
 * missing here still gets a section, titled by the tag, after these; a route with no tag goes to "Other".
 */
const SECTIONS: Array<[tag: string, title: string]> = [
  ["auth", "Auth"],
  ["language", "Languages"],
  ["outlet", "Outlet"],
  ["cash", "Cash session (opening cash)"],
  ["cash book", "Cash book and shift (Kas Kasir, Uang Tips, recaps, Tutup Saldo, Ganti Shift)"],
  ["tables", "Tables"],
  ["orders", "Open orders, lines and production"],
  ["menu", "Menu"],
  ["kitchen", "Kitchen and pickup"],
  ["production", "Production screens (Layar Produksi, plotting)"],
  ["stock", "Stock: opening stock, sold-out menus, waste log, packing"],
  ["payment", "Payment"],
  ["qris", "QRIS (static QRIS with the amount)"],
  ["history", "History and receipts"],
  ["refund", "Refund, history by date and search"],
  ["receipts", "Digital receipts (WhatsApp, PDF)"],
  ["online", "Online orders and QR (guest page, table codes)"],
  ["customer-display", "Customer display (pairing, the till's current bill)"],
  ["access", "Access (cashier permission matrix, Role Setting)"],
  ["printing", "Printers, print queue and cash drawer"],
  ["reports", "Reports (Laporan)"],
  ["admin", "Back office · outlet, audit, configuration, staff, tables, production"],
  ["menu-admin", "Back office · Menu"],
  ["system", "System (version)"],
  ["sync", "Chain sync (head office ↔ outlets, Update Data)"],
  ["hq", "Head office (ROLE=hq: sign-in, accounts, today, reports)"],
  ["device-setup", "Device setup (the stall's HTTPS, /pasang)"],
];
const UNTAGGED = "Other";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
}

interface Operation {
  summary?: string;
  /** Who may call it (lib/route-access.ts), set from the route's declaration by lib/contract.ts. */
  "x-access"?: RouteAccess;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const SAFE_INT = 2 ** 53 - 1;

/** "integer 1…2147483647", "string ≤ 20", `"makan" | "minum"`, "array of object ≤ 100", "… or null". */
function typeOf(s: JsonSchema): string {
  const alternatives = s.anyOf ?? s.oneOf;
  let t: string;
  if (alternatives) {
    t = alternatives.map(typeOf).join(" or ");
  } else if (s.enum) {
    t = s.enum.map((v) => JSON.stringify(v)).join(" \\| ");
  } else if (s.type === "array") {
    t = `array of ${s.items ? typeOf(s.items) : "any"}${s.maxItems !== undefined ? ` (≤ ${s.maxItems} items)` : ""}`;
  } else if (s.type === "integer" || s.type === "number") {
    const min = s.minimum !== undefined && s.minimum > -SAFE_INT ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : undefined;
    const max = s.maximum !== undefined && s.maximum < SAFE_INT ? s.maximum : undefined;
    const range = min !== undefined || max !== undefined ? ` ${min ?? ""}…${max ?? ""}` : "";
    t = `${s.type}${range}`;
  } else if (s.type === "string") {
    const len = s.maxLength !== undefined ? ` ≤ ${s.maxLength} chars` : "";
    const min = s.minLength !== undefined && s.minLength > 0 ? ` ≥ ${s.minLength}` : "";
    t = `${s.format ? `${s.format} ` : ""}string${min}${len}`;
  } else if (s.type === "object" && !s.properties && s.additionalProperties && typeof s.additionalProperties === "object") {
    t = "object by key";
  } else {
    t = s.type ?? "any";
  }
  return s.nullable ? `${t} or null` : t;
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

/** Rows `[field, type, required, notes]` of an object schema, nested objects and arrays flattened with dotted paths. */
function fields(s: JsonSchema, prefix: string, rows: string[][], requiredHere = true): void {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.some((a) => a.type === "object" || a.type === "array")) {
    alternatives.forEach((a, i) => {
      rows.push([`${prefix} (form ${i + 1})`, typeOf(a), requiredHere ? "yes" : "no", cell(a.description ?? "")]);
      fields(a, prefix, rows, requiredHere);
    });
    return;
  }
  if (s.type === "array" && s.items) {
    fields(s.items, `${prefix}[]`, rows, true);
    return;
  }
  if (s.type === "object" && s.properties) {
    for (const [name, child] of Object.entries(s.properties)) {
      const field = prefix ? `${prefix}.${name}` : name;
      const required = (s.required ?? []).includes(name);
      const notes = [child.description, child.default !== undefined ? `default ${JSON.stringify(child.default)}` : ""].filter(Boolean);
      rows.push([`\`${field}\``, typeOf(child), required ? "yes" : "no", cell(notes.join("; "))]);
      fields(child, field, rows, required);
    }
    return;
  }
  if (s.type === "object" && s.additionalProperties && typeof s.additionalProperties === "object") {
    fields(s.additionalProperties, `${prefix}.{key}`, rows, true);
  }
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function renderOperation(method: string, url: string, op: Operation): string {
  const out = [`### \`${method.toUpperCase()} ${url}\` — ${op.summary ?? ""}`, "", op.description ?? "", ""];
  const request: string[][] = [];
  for (const p of op.parameters ?? []) {
    const notes = [
      p.description ?? p.schema.description,
      p.schema.default !== undefined ? `default ${JSON.stringify(p.schema.default)}` : "",
    ].filter(Boolean);
    request.push([`\`${p.name}\``, p.in, typeOf(p.schema), p.required ? "yes" : "no", cell(notes.join("; "))]);
  }
  const body = op.requestBody?.content["application/json"]?.schema;
  if (body) {
    const rows: string[][] = [];
    fields(body, "", rows);
    request.push(...rows.map(([f = "", t = "", r = "", n = ""]) => [f, "body", t, r, n]));
  }
  if (request.length > 0) {
    out.push("Request:", "", table(["field", "in", "type", "required", "notes"], request), "");
  }
  // A route that also answers refusals with 200 (`replies(201, …, { bodyRefusal: true })`): its success is the other 2xx.
  const successes = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
  const [status, success] = successes.find(([code]) => successes.length === 1 || code !== "200") ?? [];
  const declared = success?.content?.["application/json"]?.schema;
  // A 200 that is "success or refusal" (bodyRefusal): the success is the first alternative.
  const schema = declared?.anyOf?.[0] ?? declared;
  if (status && schema) {
    const rows: string[][] = [];
    const { meta: _meta, ...rest } = schema.properties ?? {};
    fields({ ...schema, properties: rest }, "", rows);
    if (rows.length === 0 && !schema.properties) {
      out.push(`Reply: HTTP ${status}, no body.`, "");
    } else {
      out.push(`Reply (HTTP ${status}; \`meta\` as in Conventions):`, "", table(["field", "type", "required", "notes"], rows), "");
    }
  }
  return out.join("\n");
}

/** What each action of the role matrix guards on the server and shows on the web (docs only). */
const ACTION_DOCS: Record<Action, [calls: string, web: string]> = {
  "order.take": ["create / edit a note, add-menu, reduce-menu", "Daftar Transaksi, the order screen"],
  "order.dineIn": ["create a note on a dine-in (meja) table", "the MEJA card"],
  "order.produce": ["set-production, cashier/print-kitchen", "ORDER KE PRODUKSI"],
  "order.delivery": ["—", "OJOL"],
  "order.pay": ["recap-transactions, open-laci/payment, get-pull-menu, pull-menu", "Bayar, Keluarkan Menu"],
  "order.delete": ["DELETE tmp-transaction/{id} (+ matrix `cancel_transaksi`)", "Hapus Transaksi"],
  "order.discount": ["PUT tmp-transaction/{id}, voucher/get-voucher", "Diskon Transaksi, Service Charge, Tarik Tunai"],
  "history.read": [
    "transaksi/history, history-detail, print-transaksi, cashier/test-wa, cashier/cronjob-wa, download-struct by bill id",
    "History, the receipt page, Test Whatsapp, Kirim WA",
  ],
  "cash.manage": [
    "m-modal/get-modal, m-modal/save-modal, cashier/buka-laci, print-tarikan, open-laci/refund, open-laci/saldo-awal, transaksi/clearTmp",
    "Saldo Awal, Tutup Saldo, Buka Laci, Kas Kasir, Refresh",
  ],
  "cash.openFirst": ["—", "sent to /modal after login and without a cash session"],
  "onlineOrder.view": ["tmp-online list, notif, off-notif, cek-nota", "Online Order (the landing of the other roles)"],
  "onlineOrder.accept": ["tmp-online terima / delete, print-bill-online", "HAPUS / CETAK / TERIMA on Online Order"],
  "qr.manage": ["qr-token list / rotate", "QR Meja sheet (user menu)"],
  "admin.manage": ["admin/* (the back office)", "/admin (Back Office)"],
  "kitchen.prepare": [
    "m-dish-status/set-ready, set-not-ready, table-by-menu; the kitchen's routes of Stock (indexStock, saveStock, …)",
    "Hal Tata, Stok Menu, the sold-out and waste screens",
  ],
  "pickup.serve": ["set-served, set-not-served, set-delivered, bungkusan, set-packed", "Layar Ambil, Hal Ambil, Bungkusan"],
  "order.split": ["split bill", "SPLIT"],
  "order.printBill": ["cashier/print-bill", "PRINTBILL"],
  "order.repeat": ["cashier/print-repeat-order/{id}", "REPEAT (in place of PRINTBILL)"],
  "order.charges": ["PUT tmp-transaction/{id} (a switch only when the order's rate > 0)", "tax / SC switches, Tarik Tunai"],
  "line.cancel": [
    "changeMenuDetail Pembatalan, m-dish-status/cancel-dishes, reduce-menu-multiple on a sent line (+ matrix `cancel_menu`)",
    "the line options Pembatalan, Hapus",
  ],
  "line.warranty": ["changeMenuDetail Garansi", "Garansi"],
  "line.edit": ["changeMenuDetail edit menu (+ matrix `edit_menu`)", "Edit Menu"],
  "line.note": ["customMenu on an unsent line", "the line's note"],
  "line.noteSent": ["customMenu on a sent line", "the note of a sent line"],
  "printer.setting": [
    "list-printer, get-printer-info, jenis-produk, printer-setting, tes-cetak, print-queue",
    "Printer Setting, Antrian Cetak",
  ],
  "printer.logo": ["POST/DELETE printer-logo", "Printer Setting's Logo Struk (Unggah / Hapus Logo)"],
  "report.read": ["laporan", "Laporan Penjualan (/admin/laporan)"],
};

/** The role matrix (`PERMISSIONS` of packages/domain/src/roles.ts) as a table indented under the Roles bullet. */
function roleMatrix(): string {
  const rows = (Object.keys(PERMISSIONS) as Action[]).map((a) => [`\`${a}\``, rolesFor(a).join(" "), ...ACTION_DOCS[a]]);
  return table(["action", "roles", "calls", "the web shows"], rows)
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}

type Entry = [method: string, url: string, op: Operation];

/** Every operation of the document, grouped by area (`SECTIONS`; then unknown tags; then untagged), in route order. */
function sections(paths: Record<string, Record<string, Operation>>): Array<[title: string, ops: Entry[]]> {
  const byTag = new Map<string, Entry[]>();
  for (const [url, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? UNTAGGED;
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, url, op]]);
    }
  }
  const titles = new Map(SECTIONS);
  const order = [...SECTIONS.map(([tag]) => tag), ...[...byTag.keys()].filter((t) => !titles.has(t) && t !== UNTAGGED), UNTAGGED];
  return order.filter((tag) => byTag.has(tag)).map((tag) => [titles.get(tag) ?? tag, byTag.get(tag) ?? []]);
}

/** The access sentence of an operation (lib/route-access.ts); a route without `x-access` is said so. */
function accessOf(op: Operation): string {
  return op["x-access"] ? describeAccess(op["x-access"]) : "Access not declared.";
}

/** A section's table of its calls: call, summary, who may call it. */
function sectionIndex(ops: Entry[]): string {
  const rows = ops.map(([method, url, op]) => [`\`${method.toUpperCase()} ${url}\``, cell(op.summary ?? ""), cell(accessOf(op))]);
  return table(["call", "summary", "who"], rows);
}

/** Renders docs/API.md from the app's OpenAPI document and docs/api/intro.md. */
export async function renderApiDocs(): Promise<string> {
  // Routes need no database to be declared: a placeholder is never queried.
  const app = await buildApp({ db: {} as Db });
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  await app.close();
  const intro = (await readFile(INTRO_MD, "utf8"))
    .trimEnd()
    .replace("{{ROLE_MATRIX}}", roleMatrix())
    .replace("{{REFUSALS}}", refusalTable(routeContracts));
  const out = [
    "> Generated by `npm run docs:api` from docs/api/intro.md and the route contracts (packages/domain/src/contracts/<area>.ts): do not edit by hand.",
    "",
    intro,
    "",
  ];
  for (const [title, ops] of sections(doc.paths)) {
    out.push(`## ${title}`, "", sectionIndex(ops), "");
    out.push(...ops.map(([method, url, op]) => renderOperation(method, url, op)));
  }
  return `${out.join("\n").trimEnd()}\n`;
}
