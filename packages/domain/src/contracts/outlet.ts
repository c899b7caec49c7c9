/**
 * The contract of outlet (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Outlet replies (docs/API.md "Outlet"; foundations §3, payment §7).
 *
 * The contract of each outlet route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { envelope, replies, wireId, wirePercent } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Reply schemas ──

/** `GET /info-waroeng` data. */
export const outletInfo = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  m_w_alamat: z.string(),
  m_w_telp: z.string(),
  m_area_nama: z.string(),
});
export const currencyLabel = z.enum(["Rp", "RM"]);
/** `GET /m-waroeng/waroeng-info` data. */
export const outletSettings = z.strictObject({
  m_w_id: wireId,
  m_w_nama: z.string(),
  currency: currencyLabel,
  pajak: wirePercent,
  service_charge: wirePercent,
  pembulatan: z.string().describe('"ya" or "tidak"'),
});
/** `GET /m-waroeng/waroeng-user` item. */
export const workableOutlet = z.strictObject({ m_w_id: wireId, m_w_nama: z.string() });
/** `GET /type-transactions/all` item. */
export const transactionType = z.strictObject({ id: wireId, name: z.string(), group: z.string().describe('"reguler" or "ojol"') });
/** `GET /m-payment-method` item. */
export const paymentMethod = z.strictObject({
  m_payment_method_id: wireId,
  name: z.string(),
  type: z.string().describe('"cash", "transfer", "ewallet", "lostbill", "gratis" or "qris" (rupiah outlets only)'),
  color: z.string(),
});

export const outletReplies = {
  info: envelope(outletInfo),
  settings: envelope(outletSettings, { currency: currencyLabel }),
  workable: envelope(z.array(workableOutlet)),
  transactionTypes: envelope(z.array(transactionType)),
  paymentMethods: envelope(z.array(paymentMethod)),
};

// ── Route contracts ──

const every = "The outlet is the session's (`m_w_id` of `GET /user`).";

const outletDocs = {
  info: { summary: "Outlet name and address", description: every },
  settings: {
    summary: "Outlet settings (currency, tax, service charge, rounding)",
    description: `${every} \`currency\` ("Rp" or "RM") also top-level. \`pajak\`, \`service_charge\` are percent numbers (stored basis points / 100: \`10\`, \`2.5\`); \`pembulatan\` "ya"/"tidak".`,
  },
  workable: {
    summary: "Outlets the user may work in",
    description: `${every} The opening-cash outlet selector: every outlet for kacab, else only the session's outlet.`,
  },
  transactionTypes: {
    summary: "Transaction types",
    description: `${every} By id: 1 dine in, 2 take away, then the delivery platforms; \`group\` "reguler"/"ojol".`,
  },
  paymentMethods: {
    summary: "Payment methods",
    description: `${every} By id; 1 is cash. \`type\` "cash"/"transfer"/"ewallet".`,
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const outletContract: RouteContracts = {
  "GET /info-waroeng": { ...outletDocs.info, response: replies(200, outletReplies.info) },
  "GET /m-waroeng/waroeng-info": { ...outletDocs.settings, response: replies(200, outletReplies.settings) },
  "GET /m-waroeng/waroeng-user": { ...outletDocs.workable, response: replies(200, outletReplies.workable) },
  "GET /type-transactions/all": { ...outletDocs.transactionTypes, response: replies(200, outletReplies.transactionTypes) },
  "GET /m-payment-method": { ...outletDocs.paymentMethods, response: replies(200, outletReplies.paymentMethods) },
};
