/**
 * Head office · Menu's option groups, options, categories and stations: the outlets' own edits of a
 * row (GET /hq/menu `parts`, as each outlet last reported them), picked for the row a tab shows and
 * written in words. A part's `name` is head office's name of the row (an option: "group: option"),
 * the same name the tab's lists group by. Money: minor units of the outlet's currency.
 */
import { CHAIN_MENU_MSG, type ChainField } from "@waroeng/domain";
import type { HqMenu } from "../../api/hq.ts";
import { deltaText } from "./chainParts.ts";

/** An outlet's own edit of a part, as GET /hq/menu reports it. */
export type PartOverride = HqMenu["parts"][number];
/** The table of a part: option group, option, category or station. */
export type PartTable = PartOverride["table"];

/** One outlet's own edits of one row. */
export interface OutletEdits {
  m_w_id: number;
  m_w_nama: string;
  edits: Array<{ field: string; value: unknown }>;
}

/**
 * The outlets that changed the row `name` of `table` on their own, each with its edits, in the
 * order of `parts` (by outlet). @returns [] when every outlet follows head office.
 */
export function outletEditsOf(parts: readonly PartOverride[], table: PartTable, name: string): OutletEdits[] {
  const byOutlet = new Map<number, OutletEdits>();
  for (const p of parts) {
    if (p.table !== table || p.name !== name) {
      continue;
    }
    const entry = byOutlet.get(p.m_w_id) ?? { m_w_id: p.m_w_id, m_w_nama: p.m_w_nama, edits: [] };
    entry.edits.push({ field: p.field, value: p.value });
    byOutlet.set(p.m_w_id, entry);
  }
  return [...byOutlet.values()];
}

/**
 * A field in words: "Harga", or "Harga (tipe transaksi grab)" for `price:3` — the type by its name
 * from `types` (GET /hq/menu/options `types`), by its id only when the list does not have it.
 */
export function partFieldText(field: string, types: readonly { m_t_t_id: number; m_t_t_name: string }[] = []): string {
  const [base, type] = field.split(":");
  const label = CHAIN_MENU_MSG.FIELDS[base as ChainField] ?? field;
  if (!type) {
    return label;
  }
  return CHAIN_MENU_MSG.PRICE_OF_TYPE(label, types.find((t) => String(t.m_t_t_id) === type)?.m_t_t_name ?? type);
}

/**
 * An edit's value in words: a price (add-on) in `currency` with its sign, on/off as Aktif/Nonaktif,
 * anything else as it is.
 */
export function partValueText(field: string, value: unknown, currency: string): string {
  if (field === "price" || field.startsWith("price:")) {
    return deltaText(Number(value), currency);
  }
  if (typeof value === "boolean") {
    return value ? CHAIN_MENU_MSG.VALUE_ON : CHAIN_MENU_MSG.VALUE_OFF;
  }
  return String(value ?? "");
}
