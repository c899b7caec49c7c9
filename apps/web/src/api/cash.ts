/**
 * Cash-session calls (docs/API.md "Cash session (opening cash)"; payment §2.8, §7).
 */

import { openingCashSchema } from "@waroeng/domain";
import type { FormOf, saveModalBody } from "@waroeng/domain/requests";
import type { denominationCount, openingCashForm, savedOpeningCash } from "@waroeng/domain/wire";
import { cashReplies } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

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
    body: openingCashSchema,
    reply: cashReplies.save,
  });
  return {
    error: Number(reply.error ?? reply.meta.error),
    msg: String(reply.msg ?? reply.meta.message),
    struct: String(reply.struct ?? ""),
    data: reply.data,
  };
}
