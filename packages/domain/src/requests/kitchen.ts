/** Request schemas of the kitchen and pickup area (orders spec §2.1–2.4, §7; docs/API.md "Kitchen and pickup"). */

import { z } from "zod";
import { API_MSG, FIELD_MSG, MAX_ID } from "../index.ts";
import { pathId } from "./common.ts";

export const TYPE_INVALID = API_MSG.SCREEN_TYPE_INVALID;

function blankToUndefined(v: unknown): unknown {
  return v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
}

const positiveId = pathId();

/** Kitchen-prep screen filter: dine_in = orders of type "dine in"; take_away = every other type. */
export const orderKind = z.enum(["dine_in", "take_away"], { error: TYPE_INVALID });
export type OrderKind = z.infer<typeof orderKind>;

/** Pickup screen: which menu types (m_menu_jenis_ambil). */
export const pickupKind = z.enum(["makan", "minum"], { error: TYPE_INVALID });
export type PickupKind = z.infer<typeof pickupKind>;

export const readyStatusQuery = z.object({ type: orderKind });

export const availableQuery = z.object({ type: z.preprocess(blankToUndefined, orderKind.optional()) });

/** `?page` of the paged pickup lists (1-based, default 1). */
export const pageQuery = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: FIELD_MSG.INTEGER_REQUIRED })
      .int({ error: FIELD_MSG.INTEGER_REQUIRED })
      .min(1, { error: FIELD_MSG.INTEGER_REQUIRED })
      .max(MAX_ID, { error: FIELD_MSG.NUMBER_TOO_BIG })
      .default(1),
  ),
});

/** `POST /m-dish-status/ready-by-type` {type: makan | minum}. */
export const readyByTypeBody = z.object({ type: pickupKind });

/** `POST /m-dish-status/active` {type?}: makan | minum, or all when omitted. */
export const activeBody = z.preprocess((v) => v ?? {}, z.object({ type: z.preprocess(blankToUndefined, pickupKind.optional()) }));

/** `GET /m-dish-status/set-delivered?transaction_id&type` (type omitted: every dish of the nota). */
export const setDeliveredQuery = z.object({
  transaction_id: positiveId,
  type: z.preprocess(blankToUndefined, pickupKind.optional()),
});
