/**
 * Options on an open order's line, written straight to the database as add-menu with `options`
 * leaves them (docs/API.md "Menu options"): the chosen options copied onto the line (domain
 * `LineOption`, prices per unit in minor units), their key, and the line's price with them.
 */
import { type LineOption, optionsDelta, optionsKey } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import { orderLines } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { first, nextSequence } from "./core.ts";

const groupIds = new Map<string, number>();
const optionIds = new Map<string, number>();

function idOf(ids: Map<string, number>, key: string): number {
  const known = ids.get(key);
  if (known !== undefined) {
    return known;
  }
  const id = 900_000 + nextSequence();
  ids.set(key, id);
  return id;
}

/**
 * An option as a line carries it: `price` its delta per unit in minor units (may be negative). The
 * same group or option name gets the same id within a test run.
 * @example lineOption("Topping", "Telur", 3_000) // { group_id, group_name: "Topping", option_id, name: "Telur", price: 3000 }
 */
export function lineOption(group: string, name: string, price = 0): LineOption {
  return { group_id: idOf(groupIds, group), group_name: group, option_id: idOf(optionIds, `${group}\u0000${name}`), name, price };
}

/**
 * Gives line `lineId` the `options` (replacing any it had): the line's price becomes its price
 * without the old options plus the new ones' deltas, as a unit added with them would cost.
 * @returns the line's new unit price (minor units).
 */
export async function giveLineOptions(t: TestApp, lineId: number, options: LineOption[]): Promise<number> {
  const line = first(await t.db.select().from(orderLines).where(eq(orderLines.id, lineId)), `line ${lineId}`);
  const price = line.price - optionsDelta(line.options) + optionsDelta(options);
  await t.db
    .update(orderLines)
    .set({ options, optionsKey: optionsKey(options), price })
    .where(eq(orderLines.id, lineId));
  return price;
}
