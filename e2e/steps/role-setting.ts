/**
 * Role Setting steps (foundations §2 user menu, §6): open it from the user menu, approve as a
 * supervisor, flip a cashier permission's switch, save.
 */
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./session.ts";

/** User menu → Role Setting: the approval form shows. */
export async function openRoleSetting(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-role-setting").click();
  await expect(page.getByTestId("role-approval-form")).toBeVisible();
}

/** Fills the supervisor's login and presses Setujui. */
export async function submitApproval(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId("role-approval-email").fill(email);
  await page.getByTestId("role-approval-password").fill(password);
  await page.getByTestId("role-approval-submit").click();
}

/** The switch of a feature (`refund`, `cancel_menu`, …) once approved. */
export function roleSwitch(page: Page, feature: string) {
  return page.getByTestId(`role-switch-${feature}`);
}

/** Sets a feature's switch to `on` and saves with Simpan; waits for the modal to close. */
export async function setAndSave(page: Page, feature: string, on: boolean): Promise<void> {
  const sw = roleSwitch(page, feature);
  await expect(sw).toBeVisible();
  if ((await sw.isChecked()) !== on) {
    await sw.click({ force: true });
  }
  await expect(sw).toBeChecked({ checked: on });
  const saved = page.waitForResponse((r) => r.url().includes("/api/role-kasir/update") && r.status() === 200);
  await page.getByTestId("role-save").click();
  await saved;
  await expect(page.getByTestId("role-switches")).toHaveCount(0);
}
