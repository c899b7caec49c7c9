/**
 * The contract of each auth route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { MSG, MSG_TEMPLATES } from "@waroeng/domain";
import { authReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const authDocs = {
  login: {
    summary: "Log in",
    description:
      'Wrong email or password → HTTP 200, `meta: {code: 401, error: 1, message: "Email atau password salah"}` (foundations §5: the client reads `meta.error`); too many failures → HTTP 200, `meta.code 429` (see Login limits). Returns `data.token` (for API clients, sent back as ' +
      "`Authorization: Bearer <token>`) and sets the web app's cookie `waroeng_session` (see Authentication). `remember` " +
      '(true, `"true"` or `"1"`) makes the session last 30 days and the cookie outlive the browser. Rate limited: see Login limits.',
  },
  user: { summary: "The logged-in user", description: "`m_w_id` is the session's outlet." },
  users: { summary: "Users of the outlet", description: "" },
  userById: {
    summary: "One user of the outlet, or a member by member id",
    description:
      "An id written as a member id (exactly 5 characters, or with a dot; payment §5 Member ID) is looked up among the members: `data: {id, member_id, name}` (the name shown beside NIK/ID Member); no dot and not 5 digits above 0 → 422 `ID Tidak Valid`; unknown → 404 `ID Tidak Valid`. Any other id is a staff user of the outlet: `data: {id, name, email, role}`; unknown or another outlet's → 404 `User tidak ditemukan`; not a positive integer → 422.",
  },
  logout: {
    summary: "Log out",
    description: "`data` null; the session stops working (its live streams close) and the cookie is cleared.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const authContract: RouteContracts = {
  "POST /login": {
    ...authDocs.login,
    response: replies(200, authReplies.login, { bodyRefusal: true }),
    refusals: [
      { when: "wrong email or password, inactive user", status: 200, code: 401, message: MSG.LOGIN_FAILED },
      { when: "too many failed logins (`Retry-After` header)", status: 200, code: 429, message: MSG_TEMPLATES.loginThrottled(15) },
    ],
  },
  "GET /user": { ...authDocs.user, response: replies(200, authReplies.user) },
  "GET /users": { ...authDocs.users, response: replies(200, authReplies.users) },
  "GET /users/:id": { ...authDocs.userById, response: replies(200, authReplies.userById) },
  "POST /logout": { ...authDocs.logout, response: replies(200, authReplies.logout) },
};
