/**
 * Tap-target sizes (WCAG 2.5.5, 44 × 44 CSS px): what a finger can hit on the screen as it is now.
 *
 * The rule, measured on each visible control's own box (getBoundingClientRect):
 * - a control is a button, a link, an input, select or textarea, or an element with the role
 *   button, link, switch, checkbox, radio, tab or menuitem;
 * - its smaller side must be at least 44 px: 44 px tall, and 44 px wide (a wider-than-tall
 *   control, a text button or a text input, passes on its height, as its width is larger anyway);
 * - a native checkbox, radio or switch input that is drawn by something else (Mantine hides the
 *   input, opacity 0, over its whole Switch): the input's own box is what takes the tap, so that
 *   box is measured, hidden or not; when it has no size at all (a SegmentedControl's options),
 *   its label takes the tap and is measured instead;
 * - measured wherever they are on the page, scrolled into view or not (a wide table's row
 *   buttons too); not measured: controls inside an `aria-hidden` or `inert` subtree, or under
 *   `[data-target-exempt]` (none today).
 */
import type { Page } from "@playwright/test";
import { waitForAnimations } from "./shots.ts";

/** The smallest side a tap target may have, in CSS px. */
export const MIN_TARGET = 44;

/** One control under the minimum: what it is and its box. */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/** Every visible control on `page` whose box is smaller than 44 px on a side, described for a failure message. */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  // Measured at rest: a dialog or menu still scaling in draws its controls smaller than they are.
  await waitForAnimations(page);
  return page.evaluate((min) => {
    const selector = [
      "button",
      "a[href]",
      "input:not([type=hidden])",
      "select",
      "textarea",
      '[role="button"]',
      '[role="link"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="menuitem"]',
    ].join(",");
    const name = (el: Element): string => {
      const label =
        el.getAttribute("aria-label") ??
        el.getAttribute("data-testid") ??
        el.textContent?.trim().slice(0, 40) ??
        el.getAttribute("name") ??
        "";
      const cls = (el.getAttribute("class") ?? "").split(" ").find((c) => c.startsWith("mantine-")) ?? "";
      return `<${el.tagName.toLowerCase()}${el.getAttribute("type") ? ` type=${el.getAttribute("type")}` : ""}> ${cls} "${label}"`;
    };
    const out: Array<{ what: string; width: number; height: number }> = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (el.closest('[aria-hidden="true"], [inert], [data-target-exempt]')) {
        continue;
      }
      const drawnElsewhere = el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type);
      const shown = el.checkVisibility({ visibilityProperty: true, opacityProperty: !drawnElsewhere });
      let box = el.getBoundingClientRect();
      // A hidden input of no size (a segmented control's option): its label takes the tap.
      if (drawnElsewhere && (box.width === 0 || box.height === 0) && el.labels?.[0]) {
        box = el.labels[0].getBoundingClientRect();
      }
      if (!shown || box.width === 0 || box.height === 0) {
        continue;
      }
      if (Math.min(box.width, box.height) < min - 0.5) {
        out.push({ what: name(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return out;
  }, MIN_TARGET);
}

/** The list as lines for an assertion message. */
export function describeTargets(found: SmallTarget[]): string {
  return found.map((t) => `  ${t.width}×${t.height} ${t.what}`).join("\n");
}
