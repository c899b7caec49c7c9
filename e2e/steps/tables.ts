/** The table cards of Daftar Transaksi and Hal Order (foundations §2): found by role and name as a screen reader meets them. */
import type { Page } from "@playwright/test";

/**
 * The card of table `name` (a button whose accessible name is the table's name followed by its state,
 * "Meja 3, kosong"); "Meja 1" never matches "Meja 10".
 */
export function tableCard(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("button", { name: new RegExp(`^${escaped}(,|$)`) });
}
