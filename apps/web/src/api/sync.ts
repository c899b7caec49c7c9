/** Update Data calls (docs/API.md "Chain sync"; payment §2.10): GET and POST /update-data. */
import type { syncStatusReply, updateDataReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type SyncStatus = z.output<typeof syncStatusReply>;
export type UpdateDataResult = z.output<typeof updateDataReply>;

/** GET /update-data: the outlet's sync state. */
export async function fetchSyncStatus(): Promise<SyncStatus> {
  return (await api.get<SyncStatus>("update-data")).data;
}

/** POST /update-data: pull head office's master data now (unpaid orders are deleted), then push. */
export async function runUpdateData(): Promise<UpdateDataResult> {
  return (await api.post<UpdateDataResult>("update-data")).data;
}
