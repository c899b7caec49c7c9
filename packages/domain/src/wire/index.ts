/**
 * `@waroeng/domain/wire`: the reply shapes of every API route (zod), declared once. The server
 * uses them as Fastify reply schemas (validated in the API tests, rendered into OpenAPI and
 * docs/API.md); the web app takes its types from them (`import type`, `z.output`). They live in
 * the area's contract (`../contracts/<area>.ts`); this entry re-exports every contract, the envelope
 * and the live events.
 */
export * from "../contracts/index.ts";
export * from "./envelope.ts";
export * from "./events.ts";
