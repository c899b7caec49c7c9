/**
 * Request schemas of every route (zod): the server validates with them (fastify-type-provider-zod),
 * the OpenAPI document and docs/API.md are generated from them, and the web types its call bodies
 * with `z.output` of them (apps/web/src/api/*.ts). They live in the area's contract
 * (`../contracts/<area>.ts`, beside its reply schemas); this entry re-exports every contract.
 * Money fields are the domain money helpers (`moneyAmount` …): integer minor units after the
 * server converts the wire major unit (plugins/money.ts).
 */
export * from "../contracts/index.ts";
export * from "./common.ts";
