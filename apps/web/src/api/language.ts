/** The user's language (docs/API.md "Languages"): GET and PUT /user/language. */
import type { Locale } from "@waroeng/domain";
import type { userLanguageReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type UserLanguage = z.output<typeof userLanguageReply>;

/** GET /user/language: the user's own choice (null: follows the outlet) and the outlet's default. */
export async function fetchUserLanguage(): Promise<UserLanguage> {
  return (await api.get<UserLanguage>("user/language")).data;
}

/** PUT /user/language: saves the user's choice (null: follow the outlet again). */
export async function saveUserLanguage(language: Locale | null): Promise<UserLanguage> {
  return (await api.put<UserLanguage>("user/language", { language })).data;
}
