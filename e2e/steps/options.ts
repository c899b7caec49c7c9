/**
 * Menu options for a spec (docs/API.md "Menu options", "Back office · Opsi Menu"): option groups with
 * their options, attached to a menu item, made through the back-office API as the Opsi Menu
 * page makes them, and a sold-out option marked through Menu Habis. Every group gets a name of its own;
 * `removeOptionGroups` archives them (off every menu; lines keep the options they were added with).
 */
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { type ApiUser, apiLogin } from "./api.ts";

export interface OptionSpec {
  name: string;
  /** Delta per unit, minor units (rupiah). */
  price?: number;
  isDefault?: boolean;
  /** Sold out for today (Asia/Jakarta). */
  soldOut?: boolean;
}

export interface GroupSpec {
  name: string;
  min: number;
  max: number;
  options: OptionSpec[];
}

/** The groups made: their ids, and each option's id by name. */
export interface BuiltOptions {
  groupIds: number[];
  optionIds: Record<string, number>;
}

/**
 * The branch head's API session on the spec's test server (kacab: the back office and Menu Habis
 * both), and a way to let its request context go.
 */
async function owner(): Promise<{ user: ApiUser; dispose: () => Promise<void> }> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  return { user: await apiLogin(context, "kacab@demo.test"), dispose: () => context.dispose() };
}

/**
 * Attaches `groups` (in this order) to the menu item `menuItemId`, each group named `<name> <suffix>`
 * so parallel runs never share one; returns their ids and their options' ids by name.
 */
export async function attachOptionGroups(menuItemId: number, groups: GroupSpec[], suffix: string): Promise<BuiltOptions> {
  const { user, dispose } = await owner();
  try {
    const built: BuiltOptions = { groupIds: [], optionIds: {} };
    for (const [g, group] of groups.entries()) {
      const saved = await user.post("admin/option-groups", {
        id: 0,
        m_option_group_nama: `${group.name} ${suffix}`,
        m_option_group_min: group.min,
        m_option_group_max: group.max,
        m_option_group_urut: g,
        m_option_group_active: 1,
        options: JSON.stringify(
          group.options.map((o) => ({
            m_option_id: 0,
            m_option_nama: o.name,
            m_option_harga: o.price ?? 0,
            m_option_default: o.isDefault ? 1 : 0,
            m_option_active: 1,
          })),
        ),
        attachments: JSON.stringify([{ m_menu_id: menuItemId }]),
      });
      expect(saved.meta?.error, JSON.stringify(saved.meta)).toBe(0);
      built.groupIds.push(saved.data.m_option_group_id as number);
      for (const o of saved.data.options as Array<{ m_option_id: number; m_option_nama: string }>) {
        built.optionIds[o.m_option_nama] = o.m_option_id;
        if (group.options.find((spec) => spec.name === o.m_option_nama)?.soldOut) {
          const marked = await user.post("m-option/set-habis", { m_option_id: o.m_option_id, habis: 1 });
          expect(marked.meta?.error, JSON.stringify(marked.meta)).toBe(0);
        }
      }
    }
    return built;
  } finally {
    await dispose();
  }
}

/** Archives the groups: off every menu; lines keep the options they were added with. */
export async function removeOptionGroups(groupIds: number[]): Promise<void> {
  const { user, dispose } = await owner();
  try {
    for (const id of groupIds) {
      await user.post(`admin/option-groups/${id}/archive`, { archived: 1 });
    }
  } finally {
    await dispose();
  }
}
