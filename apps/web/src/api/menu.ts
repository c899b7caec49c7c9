/**
 * Menu calls (docs/API.md "Menu"; orders §2.5, payment §2.1).
 */
import type { category, menuItem, menuType } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";
import { menuReplies } from "./replies.ts";

export type MenuType = z.output<typeof menuType>;

export type Category = z.output<typeof category>;

/** Menu item; `m_menu_harga_nominal` is the price (minor units) for the order's transaction type. */
export type MenuItem = z.output<typeof menuItem>;

export async function listMenuTypes(): Promise<MenuType[]> {
  return (await api.get<MenuType[]>("m-menu-jenis")).data;
}

export async function listCategories(menuTypeId: number): Promise<Category[]> {
  return (await api.get<Category[]>("m-kategori", { m_kategori_m_menu_jenis_id: menuTypeId })).data;
}

/** GET /mmenu (all, or one menu type) priced for the order. */
export async function listMenus(transactionId: number | string, menuTypeId?: number): Promise<MenuItem[]> {
  return (await api.get<MenuItem[]>("mmenu", { transactionId, m_menu_m_menu_jenis_id: menuTypeId }, { reply: menuReplies.items })).data;
}

export async function listMenusByCategory(categoryId: number, transactionId: number | string): Promise<MenuItem[]> {
  return (await api.get<MenuItem[]>(`m-menu/byKategori/${categoryId}`, { transactionId }, { reply: menuReplies.items })).data;
}
