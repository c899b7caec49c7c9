/**
 * Request schemas of the line actions (orders §5, §7; payment §5, §7; docs/API.md "Line actions").
 * Forms arrive as JSON, urlencoded or multipart: numbers may be strings, `x[]` arrives as `x`.
 * Each field has its cashier-side name (`tmp_transaction_detail_*`), its staff-side name
 * (`m_transaction_menu_*`) and, where the spec names it so, a short one; ids sent as 0, "" or null
 * are absent. Range rules that need the line (quantity ≤ line quantity) are the services'.
 */

import { z } from "zod";
import { boundedText, FIELD_MSG, LINE_MSG, MAX_ID, MAX_ITEMS, MAX_LENGTH, MAX_QUANTITY, parseJsonArray } from "../index.ts";
import type { WireNamed, WireValue } from "./common.ts";

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** An output that says nothing: absent, null, blank text or an empty list. */
function blankOutput(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

/**
 * A form whose fields arrive under the spec's wire names, read as one internal field each: every
 * wire name of `names[field]` (default: the field's own name) is validated by `shape[field]` and
 * the first one saying something (not absent, blank or an empty list; else the first given) becomes
 * `field`. The request schema (and docs/API.md, OpenAPI) thus shows the wire names; refusals name
 * the wire field that was wrong.
 */
function wireForm<S extends Record<string, z.ZodType>, const N extends { [K in keyof S]?: readonly string[] }>(
  shape: S,
  names: N,
  params?: { error: string },
) {
  const wire: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(shape)) {
    const list: readonly string[] = (names as Record<string, readonly string[] | undefined>)[field] ?? [field];
    list.forEach((name, i) => {
      if (name in wire) {
        throw new Error(`wire field ${name} named twice`);
      }
      const alias = i === 0 ? undefined : `another name of \`${list[0]}\` (the first one sent non-blank is read)`;
      const notes = [schema.description, alias].filter(Boolean).join("; ");
      wire[name] = notes ? schema.describe(notes) : schema;
    });
  }
  const schema = z.object(wire, params).transform((form) => {
    const out: Record<string, unknown> = {};
    for (const field of Object.keys(shape)) {
      const values = ((names as Record<string, readonly string[] | undefined>)[field] ?? [field]).map((name) => form[name]);
      out[field] = values.find((v) => !blankOutput(v)) ?? values.find((v) => v !== undefined);
    }
    return out as { [K in keyof S]: z.output<S[K]> };
  });
  return schema as typeof schema & WireNamed<WireFields<S, N>>;
}

/** The value a client sends for one field: a nested wire form under its own wire names, lists element by element. */
type FieldWire<T> =
  T extends WireNamed<infer W>
    ? W
    : T extends z.ZodPipe<infer _I, infer O>
      ? FieldWire<O>
      : T extends z.ZodArray<infer E>
        ? FieldWire<E>[]
        : T extends z.ZodOptional<infer I>
          ? FieldWire<I> | undefined
          : WireValue<z.output<T>>;

type Union2Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every wire name of every field, optional (any one of a field's names may carry it). */
type WireFields<S, N> = Union2Intersection<
  {
    [K in keyof S]: {
      [W in K extends keyof N ? (N[K] extends readonly (infer E extends string)[] ? E : K & string) : K & string]?: FieldWire<S[K]>;
    };
  }[keyof S]
>;

const intInput = (v: unknown) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** Optional id: absent for undefined, null, "", 0 or "0". */
export const lineId = () =>
  z
    .preprocess(
      (v) => (blank(v) || v === 0 || v === "0" ? undefined : intInput(v)),
      z
        .number({ error: FIELD_MSG.ID_REQUIRED })
        .int({ error: FIELD_MSG.ID_REQUIRED })
        .positive({ error: FIELD_MSG.ID_REQUIRED })
        .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED })
        .optional(),
    )
    .describe('0, "" or null: absent');

/** Optional quantity 0…MAX_QUANTITY (the services check it against the line). */
const qty = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : intInput(v)),
    z
      .number({ error: LINE_MSG.QTY_REQUIRED })
      .int({ error: LINE_MSG.QTY_REQUIRED })
      .min(0, { error: LINE_MSG.QTY_REQUIRED })
      .max(MAX_QUANTITY, { error: LINE_MSG.QTY_TOO_MUCH })
      .optional(),
  );

/** Optional free text (a note or a reason) of at most MAX_LENGTH.note characters, trimmed; blank → "". */
const text = (maxMessage: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : typeof v === "number" ? String(v) : v),
    z.union([z.literal(""), boundedText(MAX_LENGTH.note, maxMessage)]).optional(),
  );

/** A 0/1 switch: 1, "1", true, "true", "on" → true; 0, "0", false, "false", "off", "" → false. */
export const flag = () =>
  z
    .preprocess((v) => {
      if (blank(v)) {
        return undefined;
      }
      const s = String(v).trim().toLowerCase();
      return ["1", "true", "on", "ya"].includes(s) ? true : ["0", "false", "off", "tidak"].includes(s) ? false : v;
    }, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional())
    .describe("0 or 1 (true/false, on/off also read)");

/** One id or a list of ids (`x[]`, a JSON list, "1,2"). */
const idList = () =>
  z.preprocess(
    (v) => {
      const parsed = typeof v === "string" && v.trim().startsWith("[") ? parseJsonArray(v) : v;
      if (blank(parsed)) {
        return [];
      }
      return Array.isArray(parsed) ? parsed : String(parsed).split(",");
    },
    z
      .array(z.preprocess(intInput, z.number({ error: FIELD_MSG.ID_REQUIRED }).int().positive().max(MAX_ID)))
      .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
  );

const LINE = ["tmp_transaction_detail_id", "m_transaction_menu_id"] as const;
const ORDER = [
  "tmp_transaction_detail_tmp_transaction_id",
  "m_transaction_menu_table_id",
  "tmp_transaction_id",
  "m_transaction_table_id",
] as const;
const ITEM = ["tmp_transaction_detail_m_produk_id", "m_transaction_menu_menu_id", "m_produk_id", "m_menu_id"] as const;

/** `POST /m-transaction-meja/customMenu`: line, quantity to split off, note, takeaway switch. */
export const customMenuBody = wireForm(
  { line: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX), takeaway: flag() },
  {
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    note: ["custom_menu", "tmp_transaction_detail_custom_menu", "m_transaction_menu_custom_menu"],
    takeaway: ["takeaway_status", "tmp_transaction_detail_takeaway_status", "m_transaction_menu_takeaway_status"],
  },
);

/** `POST /m-transaction-menu/list-menu` and `POST /m-dish-status/list`: an item of an order. */
export const itemOfOrderBody = wireForm(
  { item: lineId(), order: lineId(), line: lineId() },
  { item: [...ITEM, "m_dish_status_menu_id"], order: [...ORDER, "m_dish_status_table_id"], line: LINE },
);

/** `POST /m-transaction-menu/update-menus`: parallel lists of line ids and notes (`[delete]` or blank clears). */
export const updateMenusBody = wireForm(
  {
    ids: idList(),
    notes: z.preprocess(
      (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(
          z.preprocess(
            (v) => (typeof v === "number" ? String(v) : v),
            z.union([z.literal(""), boundedText(MAX_LENGTH.note, FIELD_MSG.NOTE_MAX)]),
          ),
        )
        .max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
    ),
  },
  {
    ids: ["m_transaction_menu_id_custom_menu", "tmp_transaction_detail_id_custom_menu"],
    notes: ["m_transaction_menu_custom_menu", "tmp_transaction_detail_custom_menu"],
  },
);

/** `POST /m-transaction-meja/update-multi-qty`: the line and its new quantity. */
export const multiQtyBody = wireForm(
  { line: lineId(), qty: qty() },
  { line: LINE, qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"] },
);

/** One entry of add-multiple-menu's `menu` list. */
const menuEntry = wireForm(
  { item: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX) },
  {
    item: ITEM,
    qty: ["qty", "m_transaction_menu_qty", "tmp_transaction_detail_qty"],
    note: ["custom_menu", "m_transaction_menu_custom_menu"],
  },
  { error: LINE_MSG.MENU_LIST_INVALID },
);

/** `POST /m-transaction-meja/add-multiple-menu`: the order and `menu`, a JSON list of {m_menu_id, qty, custom_menu?}. */
export const addMultipleBody = wireForm(
  {
    order: lineId(),
    menu: z.preprocess(
      parseJsonArray,
      z.array(menuEntry, { error: LINE_MSG.MENU_LIST_INVALID }).max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
    ),
  },
  { order: ORDER },
);
export type AddMultipleBody = z.output<typeof addMultipleBody>;

/** `POST /m-transaction-meja/reduce-menu-multiple`: line, quantity, reason. */
export const reduceMultipleBody = wireForm(
  { line: lineId(), qty: qty(), reason: text(LINE_MSG.REASON_MAX) },
  {
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    reason: ["reason", "reasone_approve", "reason-approve"],
  },
);

/**
 * `POST /m-transaction-meja/changeMenuDetail`: `status-menu` 2/3/4/5 with `qty-approve` and
 * `reason-approve` (cancel, warranty), or absent / 0 to edit the line (tax and service-charge
 * switches, discount type and value, custom price).
 */
export const changeMenuDetailBody = wireForm(
  {
    line: lineId(),
    item: lineId(),
    order: lineId(),
    status: z.preprocess(
      (v) => (blank(v) ? undefined : intInput(v)),
      z.number({ error: LINE_MSG.STATUS_INVALID }).int({ error: LINE_MSG.STATUS_INVALID }).optional(),
    ),
    qty: qty(),
    reason: text(LINE_MSG.REASON_MAX),
    replaceItem: lineId(),
    taxable: flag(),
    serviceCharged: flag(),
    discountType: z.preprocess((v) => (v === null ? "" : v), z.string().max(20, { error: LINE_MSG.DISCOUNT_TYPE_INVALID }).optional()),
    discountValue: z.preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string().max(20, { error: LINE_MSG.VALUE_INVALID }).optional(),
    ),
    price: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().max(20, { error: LINE_MSG.VALUE_INVALID }).optional()),
  },
  {
    line: LINE,
    item: ITEM,
    order: ORDER,
    status: ["status-menu", "status_menu", "statusMenu"],
    qty: ["qty-approve", "qty_approve", "qtyApprove"],
    reason: ["reason-approve", "reason_approve", "reasonApprove"],
    replaceItem: ["replace_m_produk_id"],
    taxable: ["tax_status", "tmp_transaction_detail_tax_status", "m_transaction_menu_tax"],
    serviceCharged: ["service_charge_status", "tmp_transaction_detail_service_charge_status"],
    discountType: ["discount_type", "tmp_transaction_detail_discount_type"],
    discountValue: ["discount", "tmp_transaction_detail_discount", "discount_value"],
    price: ["price", "custom_price"],
  },
);
export type ChangeMenuDetailBody = z.output<typeof changeMenuDetailBody>;

/** `POST /m-dish-status/cancel-dishes`: `m_dish_status_id[]` and an optional reason. */
export const cancelDishesBody = wireForm(
  { ids: idList(), reason: text(LINE_MSG.REASON_MAX) },
  { ids: ["m_dish_status_id"], reason: ["reason", "reason-approve", "reason_approve"] },
);
