/**
 * Request schemas of the order-level actions (payment spec §5, §7; orders spec §7): PUT
 * /tmp-transaction/{id}, POST /m-transaction-table/pull-menu, GET /voucher/get-voucher. Forms arrive
 * as JSON, urlencoded or multipart; a list comes as `x[]` fields, an array, a JSON string or "1,2".
 */

import { z } from "zod";
import { boundedText, cashWithdrawalAmount, FIELD_MSG, MAX_ID, MAX_ITEMS, MAX_LENGTH, ORDER_MSG, optionalId } from "../index.ts";

/** "1" / "0" / true / "true" / "on" → boolean; blank or absent → undefined. */
function switchInput(value: unknown): unknown {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return undefined;
  }
  if (typeof value === "boolean") {
    return value;
  }
  const text = String(value).trim().toLowerCase();
  if (["1", "true", "on", "ya"].includes(text)) {
    return true;
  }
  if (["0", "false", "off", "tidak"].includes(text)) {
    return false;
  }
  return value;
}

const serviceSwitch = () => z.preprocess(switchInput, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional());

/**
 * `PUT /tmp-transaction/{id}`: the service-charge switch and Tarik Tunai, cashier-side
 * (`tmp_transaction_detail_*`) or staff-side (`m_transaction_menu_*`) names.
 */
export const orderChargesBody = z.object({
  tmp_transaction_detail_service_charge: serviceSwitch(),
  m_transaction_menu_service_charge: serviceSwitch(),
  tmp_transaction_detail_tarik_tunai: cashWithdrawalAmount(),
  m_transaction_menu_tarik_tunai: cashWithdrawalAmount(),
});
export type OrderChargesBody = z.output<typeof orderChargesBody>;

/** A list field as it arrives: array, JSON array string, "1,2" or a single value → array. */
function listInput(value: unknown): unknown {
  if (value === undefined || value === null || value === "") {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value;
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text.split(",").map((v) => v.trim());
  }
  return [value];
}

function intInput(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

const idItem = z.preprocess(intInput, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID, FIELD_MSG.ID_REQUIRED));
const qtyItem = z.preprocess(
  intInput,
  z.number({ error: ORDER_MSG.PULL_QTY_INVALID }).int(ORDER_MSG.PULL_QTY_INVALID).min(1, ORDER_MSG.PULL_QTY_INVALID).max(MAX_ID),
);

/**
 * `POST /m-transaction-table/pull-menu`: `m_transaction_menu_ids[]` the lines to pull out, and
 * optionally `m_transaction_menu_qty[]`, the units of each (same order; absent = the whole line).
 * JSON clients may name the fields with or without `[]`.
 */
export const pullMenuBody = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
      return raw;
    }
    const body = raw as Record<string, unknown>;
    return {
      m_transaction_menu_ids: body.m_transaction_menu_ids ?? body["m_transaction_menu_ids[]"],
      m_transaction_menu_qty: body.m_transaction_menu_qty ?? body["m_transaction_menu_qty[]"],
      target_transaction_id: body.target_transaction_id,
    };
  },
  z
    .object({
      m_transaction_menu_ids: z.preprocess(
        listInput,
        z.array(idItem, { error: ORDER_MSG.PULL_EMPTY }).min(1, ORDER_MSG.PULL_EMPTY).max(MAX_ITEMS, FIELD_MSG.ID_REQUIRED).optional(),
      ),
      m_transaction_menu_qty: z.preprocess(listInput, z.array(qtyItem).max(MAX_ITEMS).optional()),
      target_transaction_id: optionalId().describe(
        'an open note of the outlet to move the lines to; absent, 0, "" or null: a new take-away note (the default)',
      ),
    })
    .refine((b) => !b.m_transaction_menu_qty || b.m_transaction_menu_qty.length === (b.m_transaction_menu_ids?.length ?? 0), {
      message: ORDER_MSG.PULL_QTY_INVALID,
      path: ["m_transaction_menu_qty"],
    }),
);
export type PullMenuBody = z.output<typeof pullMenuBody>;

/** `GET /voucher/get-voucher?voucher_code=`. */
export const voucherQuery = z.object({
  voucher_code: boundedText(MAX_LENGTH.query, ORDER_MSG.VOUCHER_NOT_FOUND).optional(),
});
