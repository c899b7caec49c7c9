/**
 * Screenshots for people to look at (SCREENSHOT_DIR, default <tmp>/waroeng-screens): taken once the
 * page is idle and every CSS transition (Mantine dialogs fade in) has finished; no fixed sleeps.
 */
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");
export const TABLET = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Waits until no animation or transition is running on the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

/** Saves `<name>.png`: the whole page, or the viewport when a dialog is open. */
export async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  const dialog = (await page.getByRole("dialog").count()) > 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: !dialog });
}
