/**
 * The contract of language (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas
 * and the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api.
 * The server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schema of the language setting (docs/API.md "Languages").
 *
 * The user's interface language (docs/API.md "Languages").
 *
 * The contract of the language routes (reply schemas, summary, description; the server's lib/contract.ts).
 */

import { z } from "zod";
import { LANG_MSG } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** `PUT /user/language`: `id`, `en` or `ms`, or `null` to follow the outlet again. */
export const userLanguageBody = z.strictObject({
  language: z.enum(["id", "en", "ms"], { error: LANG_MSG.INVALID }).nullable(),
});

// ── Reply schemas ──

const locale = z.enum(["id", "en", "ms"]);

/**
 * `GET /user/language`, `PUT /user/language` data: the user's own choice (`null`: follows the
 * outlet) and the outlet's default (`ms` at a ringgit outlet, else `id`).
 */
export const userLanguageReply = z.strictObject({ language: locale.nullable(), outlet_default: locale });

export const languageReplies = {
  userLanguage: envelope(userLanguageReply),
};

// ── Route contracts ──

const LANGUAGE_NOTE =
  "`language`: the user's own choice (`id`, `en`, `ms`), `null` when the user has chosen none (the web app then keeps the device's last choice, else Indonesian); `outlet_default`: `id` at every outlet (foundations §1: the interface is Indonesian; an RM outlet changes the currency, not the language). The user's own choice wins over the device's. The web app sends the language it shows as the `X-Language` header on every call, and the server words `meta.message` in it; without the header every reply is Indonesian, as the spec.";

export const languageContract: RouteContracts = {
  "GET /user/language": {
    summary: "The signed-in user's interface language",
    description: LANGUAGE_NOTE,
    response: replies(200, languageReplies.userLanguage),
  },
  "PUT /user/language": {
    summary: "Set the signed-in user's interface language",
    description: `Body \`{ "language": "en" }\` (or \`null\` to follow the outlet again); any other value is refused (422, \`Bahasa harus id, en atau ms\`). ${LANGUAGE_NOTE}`,
    response: replies(200, languageReplies.userLanguage),
  },
};
