/** Menu option factories: an option group with its options, attached to items and/or categories. */
import { sql } from "drizzle-orm";
import { optionGroupLinks, optionGroups, optionPrices, options } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { first, type OutletRef, outletId, uniqueName } from "./core.ts";

/** An option of `buildOptionGroup`: `price` its delta in minor units (default 0); `prices` per transaction type id. */
export interface OptionSpec {
  name: string;
  price?: number;
  prices?: Record<number, number>;
  isDefault?: boolean;
  /** Sold out for today's business date (Asia/Jakarta). */
  soldOut?: boolean;
  active?: boolean;
}

/**
 * An option group (m_option_group) of the outlet with `options` in order, attached to the `items` and
 * the `categories` given at `sortOrder` (its place in their sheets; default 0). `min`/`max` default 0/1.
 * @returns the group's id and each option's id by name.
 * @example
 *   const level = await buildOptionGroup(t, { name: "Level Pedas", min: 1, options: [{ name: "Level 1", isDefault: true }, { name: "Level 3" }], items: [geprek.menuItemId] });
 *   level.optionIds["Level 3"]
 */
export async function buildOptionGroup(
  t: TestApp,
  opts: {
    outlet?: OutletRef;
    name?: string;
    min?: number;
    max?: number;
    options: OptionSpec[];
    items?: number[];
    categories?: number[];
    sortOrder?: number;
    active?: boolean;
  },
): Promise<{ groupId: number; name: string; optionIds: Record<string, number> }> {
  const outlet = await outletId(t, opts.outlet);
  const name = opts.name ?? uniqueName("Opsi");
  const groupId = first(
    await t.db
      .insert(optionGroups)
      .values({
        outletId: outlet,
        name,
        minChoices: opts.min ?? 0,
        maxChoices: opts.max ?? 1,
        sortOrder: opts.sortOrder ?? 0,
        active: opts.active ?? true,
      })
      .returning({ id: optionGroups.id }),
    "new option group",
  ).id;
  const optionIds: Record<string, number> = {};
  for (const [i, o] of opts.options.entries()) {
    const id = first(
      await t.db
        .insert(options)
        .values({
          outletId: outlet,
          groupId,
          name: o.name,
          price: o.price ?? 0,
          isDefault: o.isDefault ?? false,
          active: o.active ?? true,
          sortOrder: i,
          soldOutOn: o.soldOut ? sql`((now() at time zone 'Asia/Jakarta')::date)` : null,
        })
        .returning({ id: options.id }),
      `option ${o.name}`,
    ).id;
    optionIds[o.name] = id;
    const typed = Object.entries(o.prices ?? {});
    if (typed.length > 0) {
      await t.db.insert(optionPrices).values(typed.map(([typeId, price]) => ({ optionId: id, transactionTypeId: Number(typeId), price })));
    }
  }
  const links = [
    ...(opts.items ?? []).map((menuItemId) => ({ groupId, menuItemId, sortOrder: opts.sortOrder ?? 0 })),
    ...(opts.categories ?? []).map((categoryId) => ({ groupId, categoryId, sortOrder: opts.sortOrder ?? 0 })),
  ];
  if (links.length > 0) {
    await t.db.insert(optionGroupLinks).values(links);
  }
  return { groupId, name, optionIds };
}
