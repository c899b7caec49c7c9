/** The user's language (docs/API.md "Languages"): GET and PUT /user/language. */
import type { Locale } from "@waroeng/domain";
import type { userLanguageReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { session } from "../lib/session.ts";
import { api } from "./client.ts";

export type UserLanguage = z.output<typeof userLanguageReply>;

/** GET /user/language: the user's own choice (null: follows the outlet) and the outlet's default. */
export async function fetchUserLanguage(): Promise<UserLanguage> {
  return (await api.get<UserLanguage>("user/language")).data;
}

/** The device's key for a choice the server has not confirmed yet (a reload or a lost reply in between): "<user id>:<locale>". */
const PENDING_KEY = "waroeng.language.pending";

/** The signed-in user's choice this device made and the server has not confirmed yet, or null. */
export function pendingUserLanguage(): Locale | null {
  try {
    const [user, locale] = (localStorage.getItem(PENDING_KEY) ?? "").split(":");
    return user === String(session.userId()) && locale ? (locale as Locale) : null;
  } catch {
    return null;
  }
}

/**
 * PUT /user/language: saves the user's choice (null: follow the outlet again). Until the server
 * confirms it, the device keeps it as pending (`pendingUserLanguage`): the next start shows it and
 * sends it again, so a reload right after a switch never brings the old language back.
 */
export async function saveUserLanguage(language: Locale | null): Promise<UserLanguage> {
  const mark = `${session.userId()}:${language ?? ""}`;
  try {
    localStorage.setItem(PENDING_KEY, mark);
  } catch {
    // storage unavailable: the save below is the only copy
  }
  const saved = (await api.put<UserLanguage>("user/language", { language })).data;
  try {
    if (localStorage.getItem(PENDING_KEY) === mark) {
      localStorage.removeItem(PENDING_KEY);
    }
  } catch {
    // nothing to clear
  }
  return saved;
}
