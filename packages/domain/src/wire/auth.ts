/** Auth replies (docs/API.md "Auth"; foundations §7). */
import { z } from "zod";
import { ROLES } from "../constants.ts";
import { envelope, wireId } from "./envelope.ts";

export const wireRole = z.enum(ROLES);

/** `POST /login` data: the token is for API clients; the web app's session is the cookie. */
export const loginReply = z.strictObject({ token: z.string(), id: wireId, name: z.string(), role: wireRole });
/** `GET /user` data. */
export const currentUser = z.strictObject({ id: wireId, name: z.string(), email: z.string(), role: wireRole, m_w_id: wireId });
/** `GET /users` item, `GET /users/{id}` data. */
export const userItem = z.strictObject({ id: wireId, name: z.string(), email: z.string(), role: wireRole });
/** `GET /users/{id}` data for a member id (payment §5 Member ID): the member's name. */
export const memberItem = z.strictObject({ id: wireId, member_id: z.string(), name: z.string() });

export const authReplies = {
  login: envelope(loginReply),
  user: envelope(currentUser),
  users: envelope(z.array(userItem)),
  userById: envelope(z.union([userItem, memberItem])),
  logout: envelope(z.null()),
};
