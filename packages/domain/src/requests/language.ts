/** Request schema of the language setting (issue 16; docs/API.md "Languages"). */
import { z } from "zod";
import { LANG_MSG } from "../index.ts";

/** `PUT /user/language`: `id`, `en` or `ms`, or `null` to follow the outlet again. */
export const userLanguageBody = z.strictObject({
  language: z.enum(["id", "en", "ms"], { error: LANG_MSG.INVALID }).nullable(),
});
