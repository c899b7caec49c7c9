/** Back office · Staf and Meja (docs/API.md "Back office"): staff accounts, tables, QR codes, tables CSV. */
import type { FormOf, staffCreateBody, staffUpdateBody, tableBody } from "@waroeng/domain/requests";
import type {
  adminProduction,
  adminQrRotated,
  adminStaff,
  adminStaffList,
  adminTable,
  adminTableImport,
  adminTableList,
} from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type StaffList = z.output<typeof adminStaffList>;
export type Staff = z.output<typeof adminStaff>;
export type StaffCreateForm = FormOf<typeof staffCreateBody>;
export type StaffUpdateForm = FormOf<typeof staffUpdateBody>;
export type TableList = z.output<typeof adminTableList>;
export type AdminTable = z.output<typeof adminTable>;
export type TableForm = FormOf<typeof tableBody>;
export type TableImport = z.output<typeof adminTableImport>;
export type QrRotated = z.output<typeof adminQrRotated>;

export const getStaff = async () => (await api.get<StaffList>("admin/staff")).data;
export const createStaff = async (form: StaffCreateForm) => (await api.post<Staff>("admin/staff", form)).data;
export const updateStaff = async (id: number, form: StaffUpdateForm) => (await api.post<Staff>(`admin/staff/${id}`, form)).data;
export const resetStaffPassword = async (id: number, password: string) =>
  (await api.post<Staff>(`admin/staff/${id}/password`, { password })).data;
export const setStaffActive = async (id: number, active: boolean) =>
  (await api.post<Staff>(`admin/staff/${id}/${active ? "activate" : "deactivate"}`)).data;

export const getAdminTables = async () => (await api.get<TableList>("admin/tables")).data;
export const createTable = async (form: TableForm) => (await api.post<AdminTable>("admin/tables", form)).data;
export const updateTable = async (id: number, form: TableForm) => (await api.post<AdminTable>(`admin/tables/${id}`, form)).data;
export const setTableActive = async (id: number, active: boolean) =>
  (await api.post<AdminTable>(`admin/tables/${id}/${active ? "activate" : "deactivate"}`)).data;
export const deleteTable = async (id: number) => (await api.del<{ m_meja_id: number }>(`admin/tables/${id}`)).data;
export const rotateTableQr = async (id: number) => (await api.post<QrRotated>(`admin/tables/${id}/rotate-qr`)).data;
export const importTables = async (csv: string, mode: "preview" | "apply") =>
  (await api.post<TableImport>("admin/tables/import", { csv, mode })).data;

export type Production = z.output<typeof adminProduction>;
export const getProduction = async () => (await api.get<Production>("admin/production")).data;
export const saveStation = async (id: number | null, name: string) =>
  (await api.post<Production["stations"][number]>(id === null ? "admin/stations" : `admin/stations/${id}`, { m_plot_produksi_nama: name }))
    .data;
export const saveScreen = async (id: number | null, name: string) =>
  (await api.post<Production["screens"][number]>(id === null ? "admin/screens" : `admin/screens/${id}`, { layar_name: name })).data;
