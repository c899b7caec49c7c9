/**
 * Back office · Menu calls (docs/API.md "Back office · Menu"). Money fields are minor
 * units here; the client converts them along the shared schemas (request and reply).
 */
import type { categoryBody, FormOf, menuItemBody, menuPhotoBody, menuTypeBody } from "@waroeng/domain/requests";
import type { adminCategory, adminMenuItem, adminMenuOptions, adminMenuPhoto, adminMenuType, menuImportResult } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { menuAdminReplies, requestSchemas } from "./replies.ts";

export type AdminMenuItem = z.output<typeof adminMenuItem>;
export type AdminMenuOptions = z.output<typeof adminMenuOptions>;
export type AdminMenuType = z.output<typeof adminMenuType>;
export type AdminCategory = z.output<typeof adminCategory>;
export type MenuImportResult = z.output<typeof menuImportResult>;
export type AdminMenuPhoto = z.output<typeof adminMenuPhoto>;
export type MenuItemForm = FormOf<typeof menuItemBody>;
export type MenuTypeForm = FormOf<typeof menuTypeBody>;
export type CategoryForm = FormOf<typeof categoryBody>;

export async function getMenuOptions(): Promise<AdminMenuOptions> {
  return (await api.get<AdminMenuOptions>("admin/menu-options")).data;
}

export async function listAdminMenu(search: string, archived: boolean): Promise<AdminMenuItem[]> {
  return (await api.get<AdminMenuItem[]>("admin/menu", { search, archived: archived ? "1" : "0" }, { reply: menuAdminReplies.items })).data;
}

/** Creates (no id) or updates an item. */
export async function saveMenuItem(id: number | undefined, form: MenuItemForm): Promise<AdminMenuItem> {
  const path = id ? `admin/menu/${id}` : "admin/menu";
  return (await api.post<AdminMenuItem>(path, form, undefined, { body: requestSchemas.menuItemBody, reply: menuAdminReplies.item })).data;
}

export async function archiveMenuItem(id: number, archived: boolean): Promise<AdminMenuItem> {
  return (await api.post<AdminMenuItem>(`admin/menu/${id}/archive`, { archived }, undefined, { reply: menuAdminReplies.item })).data;
}

export async function deleteMenuItem(id: number): Promise<void> {
  await api.del(`admin/menu/${id}`);
}

export async function saveMenuType(id: number | undefined, form: MenuTypeForm): Promise<AdminMenuType> {
  return (await api.post<AdminMenuType>(id ? `admin/menu-types/${id}` : "admin/menu-types", form)).data;
}

export async function saveCategory(id: number | undefined, form: CategoryForm): Promise<AdminCategory> {
  return (await api.post<AdminCategory>(id ? `admin/categories/${id}` : "admin/categories", form)).data;
}

/** The preview (`apply` false) or the apply of a CSV file's text. */
export async function importMenuCsv(csv: string, apply: boolean): Promise<MenuImportResult> {
  const path = apply ? "admin/menu/import" : "admin/menu/import/preview";
  return (await api.post<MenuImportResult>(path, { csv }, undefined, { reply: menuAdminReplies.importResult })).data;
}

/** POST /admin/menu/items/{id}/photo: `dataUrl` a JPEG, PNG or WebP data URL (already shrunk). */
export async function uploadMenuPhoto(id: number, dataUrl: string): Promise<AdminMenuPhoto> {
  const body = { photo: dataUrl } satisfies FormOf<typeof menuPhotoBody>;
  return (await api.post<AdminMenuPhoto>(`admin/menu/items/${id}/photo`, body, undefined, { reply: menuAdminReplies.photo })).data;
}

/** DELETE /admin/menu/items/{id}/photo. */
export async function removeMenuPhoto(id: number): Promise<void> {
  await api.del(`admin/menu/items/${id}/photo`);
}

/** The picture of item `id` (GET /menu-photo/{id}, the session cookie); `version` its photo_version (cache-buster). */
export function menuPhotoUrl(id: number, version: number): string {
  return `/api/menu-photo/${id}?v=${version}`;
}
