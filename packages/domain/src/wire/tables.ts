/** Table replies (docs/API.md "Tables and open orders"; foundations §3). */
import { z } from "zod";
import { envelope, wireId } from "./envelope.ts";

/** `GET /m-meja` item. */
export const diningTable = z.strictObject({
  m_meja_id: wireId,
  m_meja_nama: z.string(),
  m_meja_type: z.string().describe('"meja", "bungkus" or "express"'),
  m_meja_jenis_id: wireId,
  m_meja_jenis_nama: z.string(),
});
/** `GET /meja/meja-kosong` item. */
export const freeTable = z.strictObject({ m_meja_id: wireId, m_meja_nama: z.string() });

export const tablesReplies = {
  tables: envelope(z.array(diningTable)),
  free: envelope(z.array(freeTable)),
};
