/**
 * The contract of head office's sign-in and accounts (`ROLE=hq`; docs/ARCHITECTURE.md "Adding a
 * route"): request schemas, reply schemas and the route contracts per "METHOD /path" under /api.
 * Every `/api/hq` route is answered only by a head office (404 at an outlet) and, but for sign-in,
 * only with a head-office session (cookie `waroeng_hq_session` or a bearer token), its role checked
 * against `HQ_PERMISSIONS` (hq-roles.ts) before the body is read: 401 / 403 "Akses DiTolak!".
 * Money at head office is integer minor units with the outlet's `currency` beside it (outlets of
 * one chain may count in different currencies; nothing converts them).
 */
import { z } from "zod";
import { MAX_LENGTH, MIN_LENGTH } from "../constants.ts";
import { HQ_ROLES } from "../hq-roles.ts";
import { FIELD_MSG, HQ_MSG, loginSchema, MSG, MSG_TEMPLATES } from "../index.ts";
import { envelope, replies, wireId, wireInstant } from "../wire/envelope.ts";
import { hqPhoneField } from "./hq-phone.ts";
import type { RouteContracts } from "./types.ts";

// ── Request schemas ──

/** `POST /hq/login`. */
export const hqLoginBody = z.object({
  email: loginSchema.shape.email,
  password: loginSchema.shape.password,
  remember: z.boolean().optional(),
});

/**
 * A WhatsApp number as typed ("+62 812-3456-7890", "0812…") → its international digits (phone.ts
 * `waInternational`, a leading 0 Indonesian); "" clears it; no valid number is refused.
 */
export const hqPhone = hqPhoneField(HQ_MSG.PHONE_INVALID, true);

const hqOutletIds = z.array(z.number().int().positive().max(2_147_483_647)).max(1000);

/** `POST /hq/accounts`: a new head-office account. */
export const hqAccountCreateBody = z.strictObject({
  email: z.email({ error: FIELD_MSG.EMAIL_REQUIRED }).max(MAX_LENGTH.email),
  name: z.string().trim().min(MIN_LENGTH.customerName).max(MAX_LENGTH.name),
  password: z.string().min(8, { error: HQ_MSG.PASSWORD_SHORT }).max(MAX_LENGTH.password),
  role: z.enum(HQ_ROLES),
  m_w_ids: hqOutletIds.optional(),
  phone: hqPhone.optional(),
});
export type HqAccountCreateBody = z.input<typeof hqAccountCreateBody>;

/** `PATCH /hq/accounts/{id}`: any of the fields; `active: false` deactivates (and ends its sessions). */
export const hqAccountUpdateBody = z.strictObject({
  name: z.string().trim().min(MIN_LENGTH.customerName).max(MAX_LENGTH.name).optional(),
  password: z.string().min(8, { error: HQ_MSG.PASSWORD_SHORT }).max(MAX_LENGTH.password).optional(),
  role: z.enum(HQ_ROLES).optional(),
  active: z.boolean().optional(),
  m_w_ids: hqOutletIds.optional(),
  phone: hqPhone.optional(),
});
export type HqAccountUpdateBody = z.input<typeof hqAccountUpdateBody>;

/** `{id}` of an account route. */
export const hqAccountParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ── Reply schemas ──

/** An outlet as head office lists it. */
export const hqOutlet = z.strictObject({ m_w_id: wireId, m_w_nama: z.string(), m_w_code: z.string(), currency: z.string() });

/** `POST /hq/login` data (the token for API clients; the web app's session is the cookie). */
export const hqLoginReply = z.strictObject({ token: z.string(), id: wireId, name: z.string(), role: z.enum(HQ_ROLES) });

/** `GET /hq/me` data: the account and the outlets it may see. */
export const hqMe = z.strictObject({
  id: wireId,
  name: z.string(),
  email: z.string(),
  role: z.enum(HQ_ROLES),
  outlets: z.array(hqOutlet),
});

/** A head-office account (`GET /hq/accounts` item). `m_w_ids`: an area manager's outlets (empty for the others). */
export const hqAccount = z.strictObject({
  id: wireId,
  email: z.string(),
  name: z.string(),
  role: z.enum(HQ_ROLES),
  active: z.boolean(),
  phone: z.string().nullable(),
  m_w_ids: z.array(wireId),
  created_at: wireInstant,
});
export type HqAccount = z.infer<typeof hqAccount>;

export const hqAuthReplies = {
  login: envelope(hqLoginReply),
  me: envelope(hqMe),
  logout: envelope(z.null()),
  accounts: envelope(z.array(hqAccount)),
  account: envelope(hqAccount),
};

// ── Route contracts ──

const denied = { when: "a role the action does not allow, or another's outlet", status: 403, message: MSG.ACCESS_DENIED_TITLE };
const noSession = { when: "no live head-office session", status: 401, message: MSG.SESSION_ENDED };
const notHq = { when: "this server is an outlet (ROLE is not hq)", status: 404, message: HQ_MSG.NOT_HQ };

export const hqAuthContract: RouteContracts = {
  "POST /hq/login": {
    summary: "Head office sign-in",
    description:
      "Sets the HttpOnly cookie `waroeng_hq_session` (Path=/api/hq, SameSite=Strict) and returns the token for API clients (`Authorization: Bearer`). `remember` makes the session last 30 days (else 16 h). The outlets' login limits apply (see Login limits).",
    response: replies(200, hqAuthReplies.login),
    refusals: [
      { when: "wrong email or password, inactive account", status: 401, message: MSG.LOGIN_FAILED },
      { when: "too many failed sign-ins (`Retry-After`)", status: 429, message: MSG_TEMPLATES.loginThrottled(15) },
      notHq,
    ],
  },
  "POST /hq/logout": {
    summary: "Head office sign-out",
    description: "Revokes the session and clears the cookie; `data` null.",
    response: replies(200, hqAuthReplies.logout),
    refusals: [noSession, notHq],
  },
  "GET /hq/me": {
    summary: "The signed-in head-office account",
    description:
      "The account, its role and the outlets it may see (every outlet for owner and accountant, the assigned ones for an area manager).",
    response: replies(200, hqAuthReplies.me),
    refusals: [noSession, notHq],
  },
  "GET /hq/accounts": {
    summary: "Head office accounts",
    description: "Every head-office account (owner only), by name.",
    response: replies(200, hqAuthReplies.accounts),
    refusals: [denied, noSession, notHq],
  },
  "POST /hq/accounts": {
    summary: "Add a head-office account",
    description: "Owner only. An area manager needs at least one outlet (`m_w_ids`); `phone` receives the daily WhatsApp summary (owners).",
    response: replies(201, hqAuthReplies.account),
    refusals: [denied, { when: "email already used", status: 409, message: HQ_MSG.EMAIL_TAKEN }, noSession, notHq],
  },
  "PATCH /hq/accounts/:id": {
    summary: "Change a head-office account",
    description:
      "Owner only: name, password, role, outlets, phone, `active` (false: deactivated, its sessions end). One's own account cannot be deactivated.",
    response: replies(200, hqAuthReplies.account),
    refusals: [denied, { when: "unknown account", status: 404, message: HQ_MSG.ACCOUNT_NOT_FOUND }, noSession, notHq],
  },
};
