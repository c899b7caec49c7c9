/**
 * Back office · Opsi Menu calls and the Menu Habis toggle of an option (docs/API.md "Back office ·
 * Opsi Menu"). Money fields are minor units here; the client converts them along the shared schemas.
 */
import type { FormOf, optionGroupBody, setOptionHabisBody } from "@waroeng/domain/requests";
import type { adminOptionGroup, optionHabis, optionImportResult } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { optionAdminReplies, requestSchemas } from "./replies.ts";

export type AdminOptionGroup = z.output<typeof adminOptionGroup>;
export type OptionImportResult = z.output<typeof optionImportResult>;
export type OptionHabis = z.output<typeof optionHabis>;
export type OptionGroupForm = FormOf<typeof optionGroupBody>;

/** GET /admin/option-groups: the active groups, or the archived ones. */
export async function listOptionGroups(archived: boolean): Promise<AdminOptionGroup[]> {
  return (
    await api.get<AdminOptionGroup[]>("admin/option-groups", { archived: archived ? "1" : "0" }, { reply: optionAdminReplies.groups })
  ).data;
}

/** Creates (no id) or updates a group; the options and attachments go as arrays (the server takes JSON strings too). */
export async function saveOptionGroup(id: number | undefined, form: OptionGroupForm): Promise<AdminOptionGroup> {
  const path = id ? `admin/option-groups/${id}` : "admin/option-groups";
  return (
    await api.post<AdminOptionGroup>(path, form, undefined, { body: requestSchemas.optionGroupBody, reply: optionAdminReplies.group })
  ).data;
}

export async function archiveOptionGroup(id: number, archived: boolean): Promise<AdminOptionGroup> {
  return (
    await api.post<AdminOptionGroup>(`admin/option-groups/${id}/archive`, { archived }, undefined, { reply: optionAdminReplies.group })
  ).data;
}

/** The preview (`apply` false) or the apply of an option-group CSV file's text. */
export async function importOptionCsv(csv: string, apply: boolean): Promise<OptionImportResult> {
  const path = apply ? "admin/option-groups/import" : "admin/option-groups/import/preview";
  return (await api.post<OptionImportResult>(path, { csv }, undefined, { reply: optionAdminReplies.importResult })).data;
}

/** GET /m-option/habis: the options with whether each is sold out today. */
export async function fetchOptionHabis(): Promise<OptionHabis[]> {
  return (await api.get<OptionHabis[]>("m-option/habis")).data ?? [];
}

/** POST /m-option/set-habis; returns the server's message. */
export async function setOptionHabis(optionId: number, habis: boolean): Promise<string> {
  const body = { m_option_id: optionId, habis: habis ? 1 : 0 } satisfies FormOf<typeof setOptionHabisBody>;
  return (await api.post<OptionHabis>("m-option/set-habis", body)).meta.message;
}
