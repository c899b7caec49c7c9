/**
 * Demo data's menu options (docs/API.md "Menu options"): what a waroeng's till asks about a dish.
 * - Level Pedas (Level 0–5, required: pick one, default Level 1) on the sambal dishes and Ayam Geprek;
 * - Topping (optional, up to 3: Telur +3.000, Tempe +2.000, Keju +4.000) on the rice and noodle dishes,
 *   Keju sold out for the day the demo was made (a sold-out option: the dishes stay on sale);
 * - Rasa (Manis / Tawar, required, default Manis) and Suhu (Dingin / Panas, default Dingin) on Es Teh.
 * Prices in minor units (rupiah); groups and options in the sheet's order.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "./client.ts";
import * as s from "./schema/index.ts";

interface GroupSeed {
  name: string;
  min: number;
  max: number;
  options: ReadonlyArray<{ name: string; price?: number; isDefault?: boolean; soldOutToday?: boolean }>;
  /** In the sheet's order: whole categories and single items, by name. */
  categories?: readonly string[];
  items?: readonly string[];
}

const GROUPS: readonly GroupSeed[] = [
  {
    name: "Level Pedas",
    min: 1,
    max: 1,
    options: [0, 1, 2, 3, 4, 5].map((n) => ({ name: `Level ${n}`, isDefault: n === 1 })),
    categories: ["Sambal"],
    items: ["Ayam Geprek"],
  },
  {
    name: "Topping",
    min: 0,
    max: 3,
    options: [
      { name: "Telur", price: 3000 },
      { name: "Tempe", price: 2000 },
      { name: "Keju", price: 4000, soldOutToday: true },
    ],
    categories: ["Nasi", "Mie"],
  },
  { name: "Rasa", min: 1, max: 1, options: [{ name: "Manis", isDefault: true }, { name: "Tawar" }], items: ["Es Teh"] },
  { name: "Suhu", min: 0, max: 1, options: [{ name: "Dingin", isDefault: true }, { name: "Panas" }], items: ["Es Teh"] },
];

/** Creates the demo option groups of `outletId` (its menu already seeded). @throws when a named item or category is missing. */
export async function seedDemoOptions(tx: Tx, outletId: number): Promise<void> {
  const itemNames = GROUPS.flatMap((g) => g.items ?? []);
  const categoryNames = GROUPS.flatMap((g) => g.categories ?? []);
  const items = new Map(
    (
      await tx
        .select({ id: s.menuItems.id, name: s.menuItems.name })
        .from(s.menuItems)
        .where(and(eq(s.menuItems.outletId, outletId), inArray(s.menuItems.name, itemNames)))
    ).map((r) => [r.name, r.id]),
  );
  const categories = new Map(
    (
      await tx
        .select({ id: s.categories.id, name: s.categories.name })
        .from(s.categories)
        .where(and(eq(s.categories.outletId, outletId), inArray(s.categories.name, categoryNames)))
    ).map((r) => [r.name, r.id]),
  );
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) {
      throw new Error(`Seed options refer to unknown "${name}"`);
    }
    return id;
  };
  for (const [i, g] of GROUPS.entries()) {
    const [group] = await tx
      .insert(s.optionGroups)
      .values({ outletId, name: g.name, minChoices: g.min, maxChoices: g.max, sortOrder: i + 1 })
      .returning({ id: s.optionGroups.id });
    if (!group) {
      throw new Error(`Seeding option group ${g.name} returned no row`);
    }
    await tx.insert(s.options).values(
      g.options.map((o, n) => ({
        outletId,
        groupId: group.id,
        name: o.name,
        price: o.price ?? 0,
        isDefault: o.isDefault ?? false,
        soldOutOn: o.soldOutToday ? sql`((now() at time zone 'Asia/Jakarta')::date)` : null,
        sortOrder: n + 1,
      })),
    );
    const links = [
      ...(g.categories ?? []).map((name) => ({ categoryId: idOf(categories, name) })),
      ...(g.items ?? []).map((name) => ({ menuItemId: idOf(items, name) })),
    ];
    await tx.insert(s.optionGroupLinks).values(links.map((l, n) => ({ groupId: group.id, ...l, sortOrder: n + 1 })));
  }
}
