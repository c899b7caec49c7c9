/**
 * Props for a ScrollArea's viewport (`viewportProps`) around content with nothing focusable in it
 * (a table of figures, a list of text): once it overflows, a keyboard user must still reach and
 * scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`), so the viewport is a named region in
 * the tab order. Not for areas whose rows are buttons: those are reached already.
 * @param label the region's name, read at render (follows the language).
 */
export function scrollRegion(label: string): { tabIndex: 0; role: "region"; "aria-label": string } {
  return { tabIndex: 0, role: "region", "aria-label": label };
}
