/** The user's interface language (issue 16; docs/API.md "Languages"). */
import { z } from "zod";
import { envelope } from "./envelope.ts";

const locale = z.enum(["id", "en", "ms"]);

/**
 * `GET /user/language`, `PUT /user/language` data: the user's own choice (`null`: follows the
 * outlet) and the outlet's default (`ms` at a ringgit outlet, else `id`).
 */
export const userLanguageReply = z.strictObject({ language: locale.nullable(), outlet_default: locale });

export const languageReplies = {
  userLanguage: envelope(userLanguageReply),
};
