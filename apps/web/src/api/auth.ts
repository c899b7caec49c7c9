/**
 * Auth calls (docs/API.md "Auth"; foundations §7): POST /login, POST /logout.
 */

import type { FormOf, loginBody } from "@waroeng/domain/requests";
import type { loginReply } from "@waroeng/domain/wire";
import type { z } from "zod";
import { api, resetOutletCurrency } from "./client.ts";

/**
 * Reply of POST /login (the shared wire schema). The web app keeps only id, name and role
 * (lib/session.ts); `token` is for the spec's API clients, the browser's session is the HttpOnly
 * cookie the same reply sets.
 */
export type LoginReply = z.output<typeof loginReply>;

export type LoginPayload = FormOf<typeof loginBody>;

/** POST /login; a wrong email/password throws ApiError with the server's message. */
export async function login(payload: LoginPayload): Promise<LoginReply> {
  resetOutletCurrency();
  return (await api.post<LoginReply>("login", payload)).data;
}

/** POST /logout: the session stops working and the server clears its cookie. */
export async function logout(): Promise<void> {
  resetOutletCurrency();
  await api.post<null>("logout");
}
