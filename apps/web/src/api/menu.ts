/**
 * Menu calls (docs/API.md "Menu"; orders §2.5, payment §2.1).
 */
import { api } from "./client.ts";

export interface MenuType {
  m_menu_jenis_id: number;
  m_menu_jenis_nama: string;
  m_jenis_produk_id: number;
  m_jenis_produk_nama: string;
}

export interface Category {
  m_kategori_id: number;
  m_kategori_nama: string;
  m_kategori_m_menu_jenis_id: number;
}

/** Menu item; `m_menu_harga_nominal` is the price (minor units) for the order's transaction type. */
export interface MenuItem {
  m_menu_id: number;
  m_menu_nama: string;
  m_menu_m_menu_jenis_id: number;
  m_menu_m_kategori_id: number;
  m_produk_id: number;
  m_produk_nama: string;
  m_menu_harga_nominal: number;
  /** "tidak" when sold out. */
  m_menu_harga_qr_status: string;
  type: string;
}

export async function listMenuTypes(): Promise<MenuType[]> {
  return (await api.get<MenuType[]>("m-menu-jenis")).data;
}

export async function listCategories(menuTypeId: number): Promise<Category[]> {
  return (await api.get<Category[]>("m-kategori", { m_kategori_m_menu_jenis_id: menuTypeId })).data;
}

/** GET /mmenu (all, or one menu type) priced for the order. */
export async function listMenus(transactionId: number | string, menuTypeId?: number): Promise<MenuItem[]> {
  return (await api.get<MenuItem[]>("mmenu", { transactionId, m_menu_m_menu_jenis_id: menuTypeId })).data;
}

export async function listMenusByCategory(categoryId: number, transactionId: number | string): Promise<MenuItem[]> {
  return (await api.get<MenuItem[]>(`m-menu/byKategori/${categoryId}`, { transactionId })).data;
}
