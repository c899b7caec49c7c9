/**
 * The contract of head office's settings (`ROLE=hq`): the daily WhatsApp summary's hour and extra
 * recipients (owner only, `hq.manage`; every change audited in `hq_change_log`), and the signed-in
 * account's own WhatsApp number (any head-office role). Numbers are typed freely ("+62 812-3456-7890",
 * "0812 3456 7890") and stored as international digits, checked against the country's numbering plan
 * (phone.ts `waInternational`: a leading 0 is an Indonesian number).
 */
import { z } from "zod";
import { HQ_MSG, MSG } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import { hqPhoneField } from "./hq-phone.ts";
import type { RouteContracts } from "./types.ts";

/** A required WhatsApp number, normalised; refused with a message saying how to write one. */
const recipientPhone = hqPhoneField(HQ_MSG.PHONE_FORMAT, false);

/** `PUT /hq/settings/summary`: the hour (Asia/Jakarta, 0–23) and at most 10 extra numbers (duplicates dropped). */
export const hqSummarySettingsBody = z.strictObject({
  summary_hour: z.number().int().min(0).max(23),
  recipients: z
    .array(recipientPhone)
    .max(10)
    .transform((list) => [...new Set(list)]),
});
export type HqSummarySettingsBody = z.input<typeof hqSummarySettingsBody>;

/** `PATCH /hq/me`: the account's own WhatsApp number ("" removes it). */
export const hqMePhoneBody = z.strictObject({
  phone: hqPhoneField(HQ_MSG.PHONE_FORMAT, true),
});
export type HqMePhoneBody = z.input<typeof hqMePhoneBody>;

/** The summary's settings as stored. */
export const hqSummarySettings = z.strictObject({ summary_hour: z.number().int(), recipients: z.array(z.string()) });
export type HqSummarySettings = z.infer<typeof hqSummarySettings>;

export const hqSettingsReplies = {
  summary: envelope(hqSummarySettings),
  phone: envelope(z.strictObject({ phone: z.string().nullable() })),
};

const denied = { when: "not the owner", status: 403, message: MSG.ACCESS_DENIED_TITLE };
const noSession = { when: "no live head-office session", status: 401, message: MSG.SESSION_ENDED };
const notHq = { when: "this server is an outlet (ROLE is not hq)", status: 404, message: HQ_MSG.NOT_HQ };
const badPhone = {
  when: "no valid phone number (libphonenumber: too short, too long, or not in the country's numbering plan)",
  status: 422,
  message: HQ_MSG.PHONE_FORMAT,
};

export const hqSettingsContract: RouteContracts = {
  "GET /hq/settings/summary": {
    summary: "The daily WhatsApp summary's settings",
    description: "Owner only: the hour (WIB) by which the summary goes out, and the extra recipients' numbers (normalised).",
    response: replies(200, hqSettingsReplies.summary),
    refusals: [denied, noSession, notHq],
  },
  "PUT /hq/settings/summary": {
    summary: "Change the daily WhatsApp summary's settings",
    description:
      "Owner only. Numbers are checked and normalised by libphonenumber (international digits; a leading 0 is Indonesian, a leading + or 00 international) and deduplicated; the change is audited (who, when, before → after).",
    response: replies(200, hqSettingsReplies.summary),
    refusals: [badPhone, denied, noSession, notHq],
  },
  "GET /hq/me/phone": {
    summary: "The signed-in account's WhatsApp number",
    description: "Any head-office role; `phone` null when none.",
    response: replies(200, hqSettingsReplies.phone),
    refusals: [noSession, notHq],
  },
  "PATCH /hq/me/phone": {
    summary: "Change one's own WhatsApp number",
    description: 'Any head-office role, for its own account only; "" removes the number. Normalised as the recipients; audited.',
    response: replies(200, hqSettingsReplies.phone),
    refusals: [badPhone, noSession, notHq],
  },
};
