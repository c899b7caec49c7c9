/**
 * The user menu's Refresh (foundations §7 GET /transaksi/clearTmp) and the back office (issue 14,
 * docs/API.md "Back office").
 */
import type { clearTmpData } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

/** GET /transaksi/clearTmp data. */
export type ClearTmpResult = z.output<typeof clearTmpData>;

/** Deletes the caller's empty draft orders and frees their tables (the user menu's Refresh). */
export async function clearTmp(): Promise<ClearTmpResult> {
  return (await api.get<ClearTmpResult>("transaksi/clearTmp")).data;
}
