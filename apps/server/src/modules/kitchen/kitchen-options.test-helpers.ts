/**
 * Lines carrying menu options for the kitchen's API tests: inserted straight into the order, as
 * add-menu leaves a unit with chosen options (price = the item's price plus the options' deltas, the
 * options copied as data, `options_key` their identity, `custom_menu` the note alone).
 */
import { type LineOption, optionsDelta, optionsKey } from "@waroeng/domain";
import { orderLines } from "../../db/schema/index.ts";
import { first } from "../../test/factories/core.ts";
import type { BuiltMenu } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";

/** An option as a line carries it; `price` the delta per unit in minor units. */
export function lineOption(groupId: number, group: string, optionId: number, name: string, price = 0): LineOption {
  return { group_id: groupId, group_name: group, option_id: optionId, name, price };
}

/** Level Pedas and Topping as the demo's Ayam Geprek offers them (ids are the test's own). */
export const LEVEL = (n: number) => lineOption(9001, "Level Pedas", 9100 + n, `Level ${n}`);
export const TELUR = lineOption(9002, "Topping", 9201, "Telur", 3_000);
export const KEJU = lineOption(9002, "Topping", 9203, "Keju", 4_000);

/**
 * An unsent status-0 line of `qty` units of the menu's item `label` with `options` and `note` on the
 * open order `orderId`. @returns the line id.
 */
export async function lineWithOptions(
  t: TestApp,
  menu: BuiltMenu,
  orderId: number,
  label: string,
  qty: number,
  options: LineOption[],
  note = "",
): Promise<number> {
  const item = menu.item(label);
  const rows = await t.db
    .insert(orderLines)
    .values({
      orderId,
      menuItemId: item.menuItemId,
      qty,
      originalQty: qty,
      price: item.price + optionsDelta(options),
      options,
      optionsKey: optionsKey(options),
      customMenu: note,
    })
    .returning({ id: orderLines.id });
  return first(rows, "line with options").id;
}
