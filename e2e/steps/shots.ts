/**
 * Screenshots for people to look at (SCREENSHOT_DIR, default <tmp>/waroeng-screens), taken only when
 * the run asks for them with `SCREENSHOTS=1`; otherwise every picture step returns at once (no wait).
 * A picture is taken once the page is idle and every CSS transition (Mantine dialogs fade in) has
 * finished; no fixed sleeps.
 */
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");
/** True when this run takes the pictures (`SCREENSHOTS=1`). */
export const SCREENSHOTS = process.env.SCREENSHOTS === "1";
export const TABLET = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Waits until the network is idle and no animation or transition is running on the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await waitForAnimations(page);
}

/**
 * Waits until no transition or finite animation is running on the page: a dialog, menu or toast
 * that is still fading, scaling or sliding in is drawn at another size and place than it will have.
 * Endless animations (a loader's spin) are not waited for. Measure boxes only after this.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  // Two frames first: a dialog mounted by the last render starts its fade-in a frame later
  // (Mantine's transition), when no animation is running yet.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/** `locator`'s box (as `boundingBox`) once its page is at rest (`waitForAnimations`); null when not shown. */
export async function boxAtRest(locator: Locator): Promise<{ x: number; y: number; width: number; height: number } | null> {
  await waitForAnimations(locator.page());
  return locator.boundingBox();
}

/** Saves `<name>.png` when SCREENSHOTS=1: the whole page, or the viewport when a dialog is open. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) {
    return;
  }
  await settled(page);
  const dialog = (await page.getByRole("dialog").count()) > 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: !dialog });
}

/**
 * Saves `<name>.png` (the viewport) when SCREENSHOTS=1 without waiting for the network or for
 * animations to end: a screen caught while it loads (a skeleton pulses until the data is there).
 */
export async function shotLoading(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) {
    return;
  }
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: "disabled" });
}

/**
 * The same device held at another size: sets `page`'s viewport to `viewport` and loads `path` (or
 * reloads the page), so the screen starts at that size as on a device of that size. A new context
 * and its first load cost four times a reload on a busy box: check a screen at its second size this
 * way, in the context that is already open, not on a new device.
 */
export async function atSize(page: Page, viewport: { width: number; height: number }, path?: string): Promise<void> {
  await page.setViewportSize(viewport);
  if (path) {
    await page.goto(path);
  } else {
    await page.reload();
  }
}
