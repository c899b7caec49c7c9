/**
 * Request schemas of the line actions (orders §5, §7; payment §5, §7; docs/API.md "Line actions").
 * Forms arrive as JSON, urlencoded or multipart: numbers may be strings, `x[]` arrives as `x`.
 * Each field has its cashier-side name (`tmp_transaction_detail_*`), its staff-side name
 * (`m_transaction_menu_*`) and, where the spec names it so, a short one; ids sent as 0, "" or null
 * are absent. Range rules that need the line (quantity ≤ line quantity) are the services'.
 */
import { boundedText, FIELD_MSG, LINE_MSG, MAX_ID, MAX_ITEMS, MAX_LENGTH, MAX_QUANTITY, parseJsonArray } from "@waroeng/domain";
import { z } from "zod";

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** Copies the first non-blank of `names` (else the first given, "" or null) onto `to` (so one schema reads every name a client may send). */
function aliases(map: Record<string, string[]>) {
  return (input: unknown): unknown => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return input;
    }
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [to, names] of Object.entries(map)) {
      const found = names.find((n) => !blank(out[n])) ?? names.find((n) => out[n] !== undefined);
      out[to] = found === undefined ? undefined : out[found];
    }
    return out;
  };
}

const intInput = (v: unknown) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** Optional id: absent for undefined, null, "", 0 or "0". */
export const lineId = () =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === "0" ? undefined : intInput(v)),
    z
      .number({ error: FIELD_MSG.ID_REQUIRED })
      .int({ error: FIELD_MSG.ID_REQUIRED })
      .positive({ error: FIELD_MSG.ID_REQUIRED })
      .max(MAX_ID, { error: FIELD_MSG.ID_REQUIRED })
      .optional(),
  );

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
const flag = () =>
  z.preprocess((v) => {
    if (blank(v)) {
      return undefined;
    }
    const s = String(v).trim().toLowerCase();
    return ["1", "true", "on", "ya"].includes(s) ? true : ["0", "false", "off", "tidak"].includes(s) ? false : v;
  }, z.boolean({ error: FIELD_MSG.FLAG_INVALID }).optional());

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

const LINE = ["tmp_transaction_detail_id", "m_transaction_menu_id"];
const ORDER = ["tmp_transaction_detail_tmp_transaction_id", "m_transaction_menu_table_id", "tmp_transaction_id", "m_transaction_table_id"];
const ITEM = ["tmp_transaction_detail_m_produk_id", "m_transaction_menu_menu_id", "m_produk_id", "m_menu_id"];

/** `POST /m-transaction-meja/customMenu`: line, quantity to split off, note, takeaway switch. */
export const customMenuBody = z.preprocess(
  aliases({
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    note: ["custom_menu", "tmp_transaction_detail_custom_menu", "m_transaction_menu_custom_menu"],
    takeaway: ["takeaway_status", "tmp_transaction_detail_takeaway_status", "m_transaction_menu_takeaway_status"],
  }),
  z.object({ line: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX), takeaway: flag() }),
);

/** `POST /m-transaction-menu/list-menu` and `POST /m-dish-status/list`: an item of an order. */
export const itemOfOrderBody = z.preprocess(
  aliases({ item: [...ITEM, "m_dish_status_menu_id"], order: [...ORDER, "m_dish_status_table_id"], line: LINE }),
  z.object({ item: lineId(), order: lineId(), line: lineId() }),
);

/** `POST /m-transaction-menu/update-menus`: parallel lists of line ids and notes (`[delete]` or blank clears). */
export const updateMenusBody = z.preprocess(
  aliases({
    ids: ["m_transaction_menu_id_custom_menu", "tmp_transaction_detail_id_custom_menu"],
    notes: ["m_transaction_menu_custom_menu", "tmp_transaction_detail_custom_menu"],
  }),
  z.object({
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
  }),
);

/** `POST /m-transaction-meja/update-multi-qty`: the line and its new quantity. */
export const multiQtyBody = z.preprocess(
  aliases({ line: LINE, qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"] }),
  z.object({ line: lineId(), qty: qty() }),
);

/** One entry of add-multiple-menu's `menu` list. */
const menuEntry = z.preprocess(
  aliases({
    item: ITEM,
    qty: ["qty", "m_transaction_menu_qty", "tmp_transaction_detail_qty"],
    note: ["custom_menu", "m_transaction_menu_custom_menu"],
  }),
  z.object({ item: lineId(), qty: qty(), note: text(FIELD_MSG.NOTE_MAX) }, { error: LINE_MSG.MENU_LIST_INVALID }),
);

/** `POST /m-transaction-meja/add-multiple-menu`: the order and `menu`, a JSON list of {m_menu_id, qty, custom_menu?}. */
export const addMultipleBody = z.preprocess(
  aliases({ order: ORDER }),
  z.object({
    order: lineId(),
    menu: z.preprocess(
      parseJsonArray,
      z.array(menuEntry, { error: LINE_MSG.MENU_LIST_INVALID }).max(MAX_ITEMS, { error: FIELD_MSG.LIST_MAX }),
    ),
  }),
);
export type AddMultipleBody = z.output<typeof addMultipleBody>;

/** `POST /m-transaction-meja/reduce-menu-multiple`: line, quantity, reason. */
export const reduceMultipleBody = z.preprocess(
  aliases({
    line: LINE,
    qty: ["qty", "tmp_transaction_detail_qty", "m_transaction_menu_qty"],
    reason: ["reason", "reasone_approve", "reason-approve"],
  }),
  z.object({ line: lineId(), qty: qty(), reason: text(LINE_MSG.REASON_MAX) }),
);

/**
 * `POST /m-transaction-meja/changeMenuDetail`: `status-menu` 2/3/4/5 with `qty-approve` and
 * `reason-approve` (cancel, warranty), or absent / 0 to edit the line (tax and service-charge
 * switches, discount type and value, custom price).
 */
export const changeMenuDetailBody = z.preprocess(
  aliases({
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
  }),
  z.object({
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
  }),
);
export type ChangeMenuDetailBody = z.output<typeof changeMenuDetailBody>;

/** `POST /m-dish-status/cancel-dishes`: `m_dish_status_id[]` and an optional reason. */
export const cancelDishesBody = z.preprocess(
  aliases({ ids: ["m_dish_status_id"], reason: ["reason", "reason-approve", "reason_approve"] }),
  z.object({ ids: idList(), reason: text(LINE_MSG.REASON_MAX) }),
);
