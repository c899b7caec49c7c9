/** Request schemas of Stock, Menu Habis, Gagal Proses, Bungkusan and table-by-menu (docs/API.md "Stock"). */

import { z } from "zod";
import { FIELD_MSG, MAX_ID, MAX_ITEMS, MAX_QUANTITY, optionalId } from "../index.ts";
import { orderKind } from "./kitchen.ts";

const id = z.coerce
  .number({ error: FIELD_MSG.ID_REQUIRED })
  .int({ error: FIELD_MSG.ID_REQUIRED })
  .positive({ error: FIELD_MSG.ID_REQUIRED })
  .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED });

function blankToUndefined(v: unknown): unknown {
  return v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
}

/** `?m_menu_m_menu_jenis_id` (blank, 0, null: every menu type). */
export const menuTypeQuery = z.object({ m_menu_m_menu_jenis_id: optionalId() });

/** An opening stock: a whole number 0…MAX_QUANTITY, or blank / null = not counted. */
const openingStock = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
  z.coerce
    .number({ error: FIELD_MSG.INTEGER_REQUIRED })
    .int({ error: FIELD_MSG.INTEGER_REQUIRED })
    .min(0, { error: FIELD_MSG.INTEGER_REQUIRED })
    .max(MAX_QUANTITY, { error: FIELD_MSG.NUMBER_TOO_BIG })
    .nullable(),
);

/** `POST /m-menu/saveStock` {data: [{m_menu_id, m_stock_stock_awal}]}: 1…MAX_ITEMS items. */
export const saveStockBody = z.object({
  data: z
    .array(z.object({ m_menu_id: id, m_stock_stock_awal: openingStock }), { error: FIELD_MSG.ID_REQUIRED })
    .min(1, { error: FIELD_MSG.ID_REQUIRED })
    .max(MAX_ITEMS, { error: FIELD_MSG.NUMBER_TOO_BIG }),
});

/** `POST /m-menu/set-habis` {m_menu_id, m_stock_habis: 1 sold out | 0 available}. */
export const setHabisBody = z.object({
  m_menu_id: id,
  m_stock_habis: z.coerce
    .number({ error: FIELD_MSG.INTEGER_REQUIRED })
    .int({ error: FIELD_MSG.INTEGER_REQUIRED })
    .min(0, { error: FIELD_MSG.INTEGER_REQUIRED })
    .max(1, { error: FIELD_MSG.INTEGER_REQUIRED }),
});

/** `GET /m-dish-status/gagal-proses?tanggal=YYYY-MM-DD` (today when omitted). */
export const wasteQuery = z.object({
  tanggal: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: FIELD_MSG.DATE_INVALID })
      .optional(),
  ),
});

/** `POST /m-dish-status/set-packed` {transaction_id}. */
export const packBody = z.object({ transaction_id: id });

export const menuIdParam = z.object({ menuId: id });

/** `?type` dine_in | take_away, or all when omitted. */
export const optionalKindQuery = z.object({ type: z.preprocess(blankToUndefined, orderKind.optional()) });
