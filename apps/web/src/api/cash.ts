/**
 * Cash-session calls (docs/API.md "Cash session (opening cash)"; payment §2.8, §7).
 */

import type { FormOf, saveModalBody, WaroengIdParam } from "@waroeng/domain/requests";
import type { denominationCount, openingCashForm, savedOpeningCash } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, resetOutletCurrency } from "./client.ts";
import { cashReplies, requestSchemas } from "./replies.ts";

/** One denomination row of the opening-cash form; `m_modal_tipe_urut` is its value in minor units. */
export type Denomination = z.output<typeof denominationCount>;

/** GET /m-modal/get-modal: modal_id 0 when no session is open. */
export type OpeningCashForm = z.output<typeof openingCashForm>;

/** POST /m-modal/save-modal form; money in minor units here. */
export type SaveOpeningCashPayload = FormOf<typeof saveModalBody>;

export interface SaveOpeningCashReply {
  error: number;
  msg: string;
  struct: string;
  data: z.output<typeof savedOpeningCash>;
}

/** GET /cek-modal: 1 when the user has an open cash session, else 0. */
export async function checkCashSession(): Promise<number> {
  return Number((await api.get<number>("cek-modal")).data);
}

export async function getOpeningCash(): Promise<OpeningCashForm> {
  return (await api.get<OpeningCashForm>("m-modal/get-modal", undefined, { reply: cashReplies.form })).data;
}

/** POST /m-modal/save-modal; a refusal throws ApiError with the server's message. */
export async function saveOpeningCash(payload: SaveOpeningCashPayload): Promise<SaveOpeningCashReply> {
  const reply = await api.post<SaveOpeningCashReply["data"]>("m-modal/save-modal", payload, undefined, {
    body: requestSchemas.saveModalBody,
    reply: cashReplies.save,
  });
  return {
    error: Number(reply.error ?? reply.meta.error),
    msg: String(reply.msg ?? reply.meta.message),
    struct: String(reply.struct ?? ""),
    data: reply.data,
  };
}

/** One outlet of GET /m-waroeng/waroeng-user. */
export interface WorkableOutlet {
  m_w_id: number;
  m_w_nama: string;
}

/** GET /m-waroeng/waroeng-user: the outlets the user may work in (kacab: every outlet; else the own one). */
export async function getWorkableOutlets(): Promise<WorkableOutlet[]> {
  return (await api.get<WorkableOutlet[]>("m-waroeng/waroeng-user")).data;
}

/**
 * GET /cashier/tmp-user-waroeng/{waroengId}: works in that outlet from now on (refused while a cash
 * session is open). The client's cached outlet currency is forgotten on success: the next money
 * conversion reads the new outlet's (Rp ↔ RM), so its replies are not read in the old unit.
 */
export async function switchOutlet(waroengId: WaroengIdParam["waroengId"]): Promise<WorkableOutlet> {
  const reply = await api.get<WorkableOutlet>(`cashier/tmp-user-waroeng/${waroengId}`, undefined, { reply: cashReplies.switchOutlet });
  resetOutletCurrency();
  return reply.data;
}

/** GET /open-laci/saldo-awal: records the drawer opening for the opening cash and kicks the drawer. */
export async function kickDrawerForOpening(): Promise<void> {
  await api.get<null>("open-laci/saldo-awal");
}

/** GET /cashier/print-saldo-awal/{id}: queues the opening-cash slip; `printed` false when no kasir printer is set; `struct` an android printer's image link. */
export async function printOpeningSlip(cashSessionId: number): Promise<{ printed: boolean; struct: string }> {
  const res = await api.get<null>(`cashier/print-saldo-awal/${cashSessionId}`, undefined, { reply: cashReplies.printOpening });
  return { printed: res.printed === true, struct: String(res.struct ?? "") };
}
