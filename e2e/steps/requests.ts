/** Counting the API reads a page sends (live screens that update in place read nothing). */
import type { Page } from "@playwright/test";

/** Counts the /api requests (not the event stream) `page` sends from now on whose path `match` accepts. */
export function countApi(page: Page, match = (_path: string) => true): () => number {
  let n = 0;
  page.on("request", (req) => {
    const p = new URL(req.url()).pathname;
    if (p.startsWith("/api/") && p !== "/api/events" && match(p)) {
      n++;
    }
  });
  return () => n;
}
