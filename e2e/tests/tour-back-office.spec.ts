/**
 * The back office at tablet size, toured once (as tour-cashier.spec.ts): each section is loaded once
 * and checked there for its key content and WCAG 2.2 AA (axe-core, steps/a11y.ts `audit`, which
 * writes its `a11y-admin-*` picture with SCREENSHOTS=1), then its edit dialog, opened on the same
 * load, is audited too. Two tests, so both parallel workers share the sections. phone.spec.ts checks
 * the back office's layout at phone size.
 */
import { expect } from "@playwright/test";
import { audit } from "../steps/a11y.ts";
import { test } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { TABLET } from "../steps/shots.ts";

/** A back-office section: its path under /admin, the test id that shows once it is ready, and its edit dialog if it has one. */
interface Section {
  path: string;
  ready: string;
  /** The button that opens the section's edit dialog and a field that shows once the dialog is open. */
  dialog?: { open: string; ready: string };
}

const SECTIONS: Section[] = [
  { path: "outlet", ready: "outlet-save" },
  { path: "metode-bayar", ready: "method-table", dialog: { open: "method-add", ready: "method-name" } },
  { path: "jenis-transaksi", ready: "type-table", dialog: { open: "type-edit-3", ready: "type-order" } },
  { path: "voucher", ready: "voucher-table", dialog: { open: "voucher-add", ready: "voucher-code" } },
  { path: "pecahan", ready: "denomination-table", dialog: { open: "denomination-add", ready: "denomination-name" } },
  { path: "laporan", ready: "report-sales-total" },
  { path: "laporan-qris", ready: "qris-recon-charged" },
  { path: "audit", ready: "audit-prev" },
];

for (const part of [SECTIONS.slice(0, 3), SECTIONS.slice(3)]) {
  test(`back office screens and their edit dialogs: ${part.map((s) => s.path).join(", ")}`, async ({ browser }) => {
    const owner = await signInAt(browser, "owner@demo.test", `/admin/${part[0]?.path}`, TABLET);
    for (const [i, { path, ready, dialog }] of part.entries()) {
      if (i > 0) {
        await owner.goto(`/admin/${path}`);
      }
      await expect(owner.getByTestId(ready)).toBeVisible();
      await audit(owner, `a11y-admin-${path}`);
      if (dialog) {
        await owner.getByTestId(dialog.open).click();
        await expect(owner.getByTestId(dialog.ready)).toBeVisible();
        await audit(owner, `a11y-admin-${path}-dialog`);
      }
    }
  });
}
