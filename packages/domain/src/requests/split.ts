/**
 * The split-bill fields of POST /recap-transactions (payment spec §7: "split adds nota_number,
 * split_menu (JSON), splitId"). With `splitId` the payment is a split (payment/split.service.ts);
 * without it the other two are ignored and the order is paid whole.
 */

import { z } from "zod";
import { MAX_ID, MAX_ITEMS, parseJsonArray, quantityAmount, SPLIT_MSG } from "../index.ts";
import { payBody } from "./payment.ts";

/** Longest child note number: the order's (≤ 40 characters, tmp_transaction check) plus its `-S{n}`. */
const NOTA_MAX = 60;

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function toInt(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** One moved line of `split_menu`: the order line and the units moved (other fields the spec's client sends are ignored). */
const splitMenuLine = z.object({
  tmp_transaction_detail_id: z.preprocess(
    toInt,
    z
      .number({ error: SPLIT_MSG.MENU_INVALID })
      .int({ error: SPLIT_MSG.MENU_INVALID })
      .min(1, { error: SPLIT_MSG.MENU_INVALID })
      .max(MAX_ID),
  ),
  tmp_transaction_detail_qty: z.preprocess(toInt, quantityAmount()),
});

/** A moved line of a split: order line id and units (integer ≥ 0; lines at 0 are dropped by the service). */
export type SplitMenuLine = z.output<typeof splitMenuLine>;

/** The split fields: all optional here; the service requires `split_menu` and `nota_number` once `splitId` is given. */
export const splitFields = {
  splitId: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: SPLIT_MSG.SPLIT_ID_INVALID })
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: SPLIT_MSG.SPLIT_ID_INVALID })
      .optional(),
  ),
  nota_number: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === "number" ? String(v) : v),
    z
      .string({ error: SPLIT_MSG.NOTA_INVALID })
      .trim()
      .min(1, { error: SPLIT_MSG.NOTA_INVALID })
      .max(NOTA_MAX, { error: SPLIT_MSG.NOTA_INVALID })
      .optional(),
  ),
  split_menu: z.preprocess(
    (v) => (blank(v) ? undefined : parseJsonArray(v)),
    z.array(splitMenuLine, { error: SPLIT_MSG.MENU_INVALID }).max(MAX_ITEMS, { error: SPLIT_MSG.MENU_INVALID }).optional(),
  ),
};

/** Body of POST /recap-transactions: the payment form plus the optional split fields. */
export const payOrSplitBody = payBody.extend(splitFields);
export type PayOrSplitBody = z.output<typeof payOrSplitBody>;
