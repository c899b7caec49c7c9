/** The contract of the language routes (reply schemas, summary, description; lib/contract.ts). */
import { languageReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const LANGUAGE_NOTE =
  "`language`: the user's own choice (`id`, `en`, `ms`), `null` when the user follows the outlet; `outlet_default`: `ms` at a ringgit (RM) outlet, else `id`. The web app sends the language it shows as the `X-Language` header on every call, and the server words `meta.message` in it; without the header every reply is Indonesian, as the spec.";

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
