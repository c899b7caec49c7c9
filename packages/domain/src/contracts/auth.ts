/**
 * The contract of auth (docs/ARCHITECTURE.md "Adding a route"): request schemas, reply schemas and
 * the route contracts (summary, description, replies, refusals) per "METHOD /path" under /api. The
 * server validates with the request schemas, attaches the contracts to its routes
 * (apps/server/src/lib/contract.ts) and renders both into OpenAPI and docs/API.md; the web app
 * types its calls with them.
 *
 * Request schemas of the auth area (foundations §5 Login, §7). Limits: MAX_LENGTH of @waroeng/domain.
 *
 * Auth replies (docs/API.md "Auth"; foundations §7).
 *
 * The contract of each auth route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by the server's docs/api-docs.ts), attached to the routes by the server's lib/contract.ts.
 */

import { z } from "zod";
import { ROLES } from "../constants.ts";
import { boundedText, FIELD_MSG, loginSchema, MAX_LENGTH, MSG, MSG_TEMPLATES } from "../index.ts";
import { envelope, replies, wireId } from "../wire/envelope.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

export const loginBody = z.object({
  email: loginSchema.shape.email,
  password: loginSchema.shape.password,
  remember: z.union([z.boolean(), boundedText(MAX_LENGTH.flag, FIELD_MSG.FLAG_INVALID)]).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * `GET /users/{id}`: a staff user id, or a member id (payment §5 Member ID: digits and dots; with
 * no dot exactly 5 digits). At most MAX_LENGTH.memberId characters.
 */
export const userOrMemberParam = z.object({
  id: z
    .string()
    .trim()
    .min(1, FIELD_MSG.ID_REQUIRED)
    .max(MAX_LENGTH.memberId, FIELD_MSG.ID_REQUIRED)
    .regex(/^[\d.]+$/, FIELD_MSG.ID_REQUIRED),
});

// ── Reply schemas ──

export const wireRole = z.enum(ROLES);

/** `POST /login` data: the token is for API clients; the web app's session is the cookie. */
export const loginReply = z.strictObject({ token: z.string(), id: wireId, name: z.string(), role: wireRole });
/** `GET /user` data. */
export const currentUser = z.strictObject({ id: wireId, name: z.string(), email: z.string(), role: wireRole, m_w_id: wireId });
/** `GET /users` item, `GET /users/{id}` data; `email` (the login) only for the back office's roles (admin.manage). */
export const userItem = z.strictObject({ id: wireId, name: z.string(), email: z.string().optional(), role: wireRole });
/** `GET /users/{id}` data for a member id (payment §5 Member ID): the member's name. */
export const memberItem = z.strictObject({ id: wireId, member_id: z.string(), name: z.string() });

export const authReplies = {
  login: envelope(loginReply),
  user: envelope(currentUser),
  users: envelope(z.array(userItem)),
  userById: envelope(z.union([userItem, memberItem])),
  logout: envelope(z.null()),
};

// ── Route contracts ──

const authDocs = {
  login: {
    summary: "Log in",
    description:
      'Wrong email or password → HTTP 200, `meta: {code: 401, error: 1, message: "Email atau password salah"}` (foundations §5: the client reads `meta.error`); an empty or missing email or password → the same shape, HTTP 200, `meta: {code: 422, error: 1, message: "Email harus diisi!" | "Password harus diisi!"}` with `errors: {field: message}`; too many failures → HTTP 200, `meta.code 429` (see Login limits). Returns `data.token` (for API clients, sent back as ' +
      "`Authorization: Bearer <token>`) and sets the web app's cookie `waroeng_session` (see Authentication). `remember` " +
      '(true, `"true"` or `"1"`) makes the session last 30 days and the cookie outlive the browser. Rate limited: see Login limits.',
  },
  user: { summary: "The logged-in user", description: "`m_w_id` is the session's outlet." },
  users: {
    summary: "Users of the outlet",
    description:
      "Active staff by name: `id`, `name`, `role`; `email` (the login) only for roles that manage staff (kacab, owner). For the screens that list staff (Tips, the staff-side order forms, the back office); the kitchen (dapur) → 403.",
  },
  userById: {
    summary: "One user of the outlet, or a member by member id",
    description:
      "An id written as a member id (exactly 5 characters, or with a dot; payment §5 Member ID) is looked up among the members: `data: {id, member_id, name}` (the name shown beside NIK/ID Member); no dot and not 5 digits above 0 → 422 `ID Tidak Valid`; unknown → 404 `ID Tidak Valid`. Any other id is a staff user of the outlet: `data: {id, name, role}` and `email` for roles that manage staff (kacab, owner); unknown or another outlet's → 404 `User tidak ditemukan`; not a positive integer → 422.",
  },
  logout: {
    summary: "Log out",
    description: "`data` null; the session stops working (its live streams close) and the cookie is cleared.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by the server's lib/contract.ts. */
export const authContract: RouteContracts = {
  "POST /login": {
    ...authDocs.login,
    response: replies(200, authReplies.login, { bodyRefusal: true }),
    refusals: [
      { when: "wrong email or password, inactive user", status: 200, code: 401, message: MSG.LOGIN_FAILED },
      { when: "empty email (or empty password: `Password harus diisi!`)", status: 200, code: 422, message: FIELD_MSG.EMAIL_REQUIRED },
      { when: "too many failed logins (`Retry-After` header)", status: 200, code: 429, message: MSG_TEMPLATES.loginThrottled(15) },
    ],
  },
  "GET /user": { ...authDocs.user, response: replies(200, authReplies.user) },
  "GET /users": { ...authDocs.users, response: replies(200, authReplies.users) },
  "GET /users/:id": { ...authDocs.userById, response: replies(200, authReplies.userById) },
  "POST /logout": { ...authDocs.logout, response: replies(200, authReplies.logout) },
};
