/**
 * The customer display's calls (docs/API.md "POST /customer-display/code" and after). The till's
 * (pairing, current bill, Putuskan) go through the session's client; the display's own (pair, state)
 * are public and carry only its HttpOnly `waroeng_display` cookie, so they use `fetch` directly: a
 * 401 there means "not paired", never "sign in" (the client would send the device to /login).
 * The state's money arrives in the major unit and stays so: the display only formats it.
 */
import type { customerDisplayReplies, DisplayState } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api } from "./client.ts";

export type { DisplayState };
export type DisplayCode = z.output<typeof customerDisplayReplies.code>["data"];
export type DisplayPairing = z.output<typeof customerDisplayReplies.pairing>["data"];
export type DisplayPhase = DisplayState["phase"];

/** POST /customer-display/code: a new 6-digit code for this till's display (`displayId` it kept, if any). */
export async function newDisplayCode(displayId: number | null, tillName: string): Promise<DisplayCode> {
  return (await api.post<DisplayCode>("customer-display/code", { display_id: displayId ?? 0, till_name: tillName })).data;
}

/** GET /customer-display/{id}: whether the display is paired. */
export async function loadDisplayPairing(id: number): Promise<DisplayPairing> {
  return (await api.get<DisplayPairing>(`customer-display/${id}`)).data;
}

/** DELETE /customer-display/{id}: Putuskan. */
export async function disconnectDisplay(id: number): Promise<DisplayPairing> {
  return (await api.del<DisplayPairing>(`customer-display/${id}`)).data;
}

/** PUT /customer-display/current: the till's current bill (`orderId` null when idle) and phase. */
export async function publishCurrent(id: number, orderId: number | null, phase: DisplayPhase): Promise<DisplayPairing> {
  return (await api.put<DisplayPairing>("customer-display/current", { display_id: id, tmp_transaction_id: orderId ?? 0, phase })).data;
}

/** A refusal of the display's own calls: the server's message and status (401 = not paired). */
export class DisplayCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function displayCall<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/customer-display/${path}`, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new DisplayCallError("", 0);
  }
  const json = (await res.json().catch(() => null)) as { data?: T; meta?: { message?: string } } | null;
  if (!res.ok || !json?.data) {
    throw new DisplayCallError(json?.meta?.message ?? String(res.status), res.status);
  }
  return json.data;
}

/** POST /customer-display/pair: this device becomes the display of the till that showed `code`. */
export function pairThisDisplay(code: string): Promise<{ display_id: number }> {
  return displayCall("POST", "pair", { code });
}

/** GET /customer-display/state: what this display shows (DisplayCallError 401 when not paired). */
export function loadDisplayState(): Promise<DisplayState> {
  return displayCall("GET", "state");
}
