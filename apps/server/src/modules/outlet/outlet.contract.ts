/**
 * The contract of each outlet route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { outletReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

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

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const outletContract: RouteContracts = {
  "GET /info-waroeng": { ...outletDocs.info, response: replies(200, outletReplies.info) },
  "GET /m-waroeng/waroeng-info": { ...outletDocs.settings, response: replies(200, outletReplies.settings) },
  "GET /m-waroeng/waroeng-user": { ...outletDocs.workable, response: replies(200, outletReplies.workable) },
  "GET /type-transactions/all": { ...outletDocs.transactionTypes, response: replies(200, outletReplies.transactionTypes) },
  "GET /m-payment-method": { ...outletDocs.paymentMethods, response: replies(200, outletReplies.paymentMethods) },
};
