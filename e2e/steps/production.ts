/** Production screen (/layar-produksi/{id}), Plotting and Pesan Aktif steps (orders spec §2.4, §2.7, §2.8). */
import { expect, type Page } from "@playwright/test";
import type { ApiUser } from "./api.ts";

/** The id of the production screen named `name` (GET /m-layar-produksi/all). */
export async function screenId(user: ApiUser, name: string): Promise<number> {
  const screens = (await user.get("m-layar-produksi/all")).data as Array<{ id: number; layar_name: string }>;
  const found = screens.find((s) => s.layar_name === name);
  if (!found) {
    throw new Error(`no production screen ${name}`);
  }
  return found.id;
}

/** The dish rows of nota `nota` on one half ("left" | "right") of the open production screen, for menu `menu`. */
export function productionDish(page: Page, side: "left" | "right", menu: string, nota: string) {
  return page
    .getByTestId(`production-${side}`)
    .locator(`[data-testid="production-card"][data-menu="${menu}"]`)
    .getByTestId("production-dish")
    .filter({ hasText: `Nota ${nota}` });
}

/** Opens Layar `name` from the staff nav's Produksi (pick a screen named "Layar {name}"). */
export async function openScreenFromNav(page: Page, name: string): Promise<void> {
  await page.getByTestId("nav-produksi").click();
  await page
    .getByTestId("nav-produksi-screen")
    .filter({ hasText: `Layar ${name}` })
    .click();
  await expect(page.getByTestId("production-title")).toHaveText(`Layar ${name}`);
}
