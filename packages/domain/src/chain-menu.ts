/**
 * One menu for the chain (docs/chain-sync.md "One menu for the chain"): the fields of a menu item head
 * office edits for every outlet, the chain's policy per field (who may edit it at an outlet), and the
 * three-way merge an outlet applies on pull so that its own edit of an outlet-editable field is never
 * silently overwritten.
 */

/** A menu item's fields as the chain's policy names them. */
/**
 * Appended to the name of an outlet's own group, option, category, station or item when head
 * office's new row takes that name at the outlet's pull ("Topping" → "Topping (outlet)").
 */
export const OUTLET_OWN_SUFFIX = " (outlet)";

export const CHAIN_FIELDS = ["name", "category", "price", "tax", "qr", "active", "sort"] as const;
export type ChainField = (typeof CHAIN_FIELDS)[number];

/**
 * The columns of each field, per master table: a menu item (`m_menu`; its `m_menu_harga` rows are
 * the `price` field too), its options (groups, options and their price deltas per type), categories
 * and stations. A field is edited and merged as a whole: all its columns or none; a column not
 * listed (an option group's min/max, a category's menu type) always takes head office's value.
 */
export const CHAIN_FIELD_COLUMNS: Record<string, Partial<Record<ChainField, readonly string[]>>> = {
  m_menu: {
    name: ["m_menu_nama"],
    category: ["m_menu_m_kategori_id", "m_menu_m_menu_jenis_id"],
    price: ["m_menu_harga"],
    tax: ["m_menu_tax", "m_menu_sc"],
    qr: ["m_menu_qr"],
    active: ["m_menu_active", "m_menu_archived_at"],
    sort: ["m_menu_urut"],
  },
  m_menu_harga: { price: ["m_menu_harga_nominal"] },
  // Options: a group's name, order and on/off; an option's name, price delta (per type too), on/off and order.
  m_option_group: { name: ["m_option_group_nama"], active: ["m_option_group_active"], sort: ["m_option_group_urut"] },
  m_option: { name: ["m_option_nama"], price: ["m_option_harga"], active: ["m_option_active"], sort: ["m_option_urut"] },
  m_option_harga: { price: ["m_option_harga_nominal"] },
  // Categories and stations: their names and order.
  m_kategori: { name: ["m_kategori_nama"], sort: ["m_kategori_urut"] },
  m_plot_produksi: { name: ["m_plot_produksi_nama"] },
};

/** A chain's policy: per field, whether an outlet may edit it (otherwise its back office refuses). */
export type ChainPolicy = Partial<Record<ChainField, boolean>>;

/** The policy a new chain starts with: an outlet may set its own price and turn an item off, nothing else. */
export const DEFAULT_CHAIN_POLICY: Readonly<Record<ChainField, boolean>> = {
  name: false,
  category: false,
  price: true,
  tax: false,
  qr: false,
  active: true,
  sort: false,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The three-way merge of one master row on pull. `base`: head office's row as last pulled (null:
 * never pulled), `local`: the outlet's row now (null: none), `incoming`: head office's row now.
 * For each outlet-editable field of `table` (policy true): the outlet's value stays when the outlet
 * changed it (local ≠ base) and head office did not (incoming = base); head office's wins when it
 * changed the field. Fields head office owns always take head office's value.
 * @returns the columns whose local value is kept (not overwritten by the upsert).
 */
export function keptColumns(
  table: string,
  policy: ChainPolicy,
  base: Record<string, unknown> | null,
  local: Record<string, unknown> | null,
  incoming: Record<string, unknown>,
): string[] {
  const fields = CHAIN_FIELD_COLUMNS[table];
  if (!fields || !base || !local) {
    return [];
  }
  const kept: string[] = [];
  for (const [field, cols] of Object.entries(fields) as [ChainField, readonly string[]][]) {
    if (!policy[field]) {
      continue;
    }
    const outletChanged = cols.some((c) => !same(local[c], base[c]));
    const hqChanged = cols.some((c) => !same(incoming[c], base[c]));
    if (outletChanged && !hqChanged) {
      kept.push(...cols);
    }
  }
  return kept;
}

/**
 * The outlet's own edits of a row (its overrides, reported to head office): the outlet-editable
 * fields whose local value differs from head office's last pulled one. @returns field → local value
 * (the first column's value: the name, the price in minor units, active true/false …).
 */
export function outletOverrides(
  table: string,
  policy: ChainPolicy,
  base: Record<string, unknown>,
  local: Record<string, unknown>,
): Partial<Record<ChainField, unknown>> {
  const out: Partial<Record<ChainField, unknown>> = {};
  for (const [field, cols] of Object.entries(CHAIN_FIELD_COLUMNS[table] ?? {}) as [ChainField, readonly string[]][]) {
    if (policy[field] && cols.some((c) => !same(local[c], base[c]))) {
      out[field] = local[cols[0] as string];
    }
  }
  return out;
}

/**
 * The fields an outlet's edit of an item changes that the chain does not let it edit (its back
 * office refuses the save). `before`/`after`: the item's columns (see CHAIN_FIELD_COLUMNS).
 */
export function lockedChanges(
  table: string,
  policy: ChainPolicy,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ChainField[] {
  const out: ChainField[] = [];
  for (const [field, cols] of Object.entries(CHAIN_FIELD_COLUMNS[table] ?? {}) as [ChainField, readonly string[]][]) {
    if (policy[field] === false && cols.some((c) => c in after && !same(before[c], after[c]))) {
      out.push(field);
    }
  }
  return out;
}
