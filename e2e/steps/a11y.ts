/**
 * Accessibility audit step: axe-core on the page as a
 * user sees it, WCAG 2.2 AA rule set; serious and critical violations fail the test (softly, so one
 * run lists every screen's findings), each printed with its rule, help and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { boxAtRest, settled, shot, waitForAnimations } from "./shots.ts";

/** The WCAG 2.0/2.1/2.2 A and AA rule tags axe runs. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Serious and critical violations on `page` now, one readable line block per rule ([] when none).
 * Every rule runs on every element as before; only violations are reported in full (axe's
 * `resultTypes`: passes and the rest keep one node each), which spares axe building a selector for
 * every passing element — a quarter of an audit's time.
 *
 * `axe.run` in the page itself (the builder's legacy mode) instead of its default `runPartial` per
 * frame then `finishRun` in a new blank tab: the default opens a tab and injects axe a second time
 * there for every audit, 2.5× the time of the audit (6 s against 2.3 s on a loaded 2-core box).
 * What the legacy mode leaves out is cross-origin iframes, and the app has no iframe at all.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_AA_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
          .join("\n"),
    );
}

/**
 * Waits until `page` is idle (axe must not see a dialog half faded in), saves a screenshot `<name>`
 * when SCREENSHOTS=1, and expects no serious or critical axe violation.
 */
export async function audit(page: Page, name: string): Promise<void> {
  await settled(page);
  await shot(page, name);
  const found = await axeViolations(page);
  expect.soft(found, `axe on ${name}:\n${found.join("\n")}`).toEqual([]);
}

/** Expects `control` to be at least 44 × 44 px (a touch target), measured once no dialog is still scaling in. */
export async function expectTouchTarget(control: Locator): Promise<void> {
  const box = await boxAtRest(control);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/**
 * The controls a finger taps (buttons, links, inputs, switches, checkboxes) visible on `page` once
 * it is at rest (no dialog still opening or closing) that are less than `min` px high (default 44),
 * each as `testid-or-text: W×H`; [] when none. Inside an open dialog only the dialog's controls
 * count (the page behind is not tappable).
 */
export async function smallTapTargets(page: Page, min = 44): Promise<string[]> {
  await waitForAnimations(page);
  return page.evaluate((least) => {
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>("[role=dialog]")).filter((d) => d.getClientRects().length > 0);
    const scope: ParentNode = dialogs.at(-1) ?? document;
    const controls = Array.from(
      scope.querySelectorAll<HTMLElement>(
        "button, a[href], a[role=button], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=checkbox]",
      ),
    );
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") {
        continue;
      }
      // An input drawn inside a taller wrapper (Mantine's inputs and switches) is tapped through that wrapper.
      const wrapper = el.tagName === "INPUT" ? el.closest(".mantine-Input-wrapper, .mantine-Switch-body, .mantine-Checkbox-body") : null;
      const target = (wrapper as HTMLElement | null) ?? el;
      // Layout heights, not the drawn box: a dialog still scaling in (Mantine's pop transition) draws
      // its 44 px close button at 43.6 px for a few frames.
      const layoutHeight = (e: Element) => (e instanceof HTMLElement ? e.offsetHeight : e.getBoundingClientRect().height);
      const h = Math.max(layoutHeight(el), layoutHeight(target));
      if (h < least) {
        const name = el.dataset.testid ?? el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        small.push(`${name}: ${el.offsetWidth || Math.round(box.width)}×${Math.round(h)}`);
      }
    }
    return small;
  }, min);
}
