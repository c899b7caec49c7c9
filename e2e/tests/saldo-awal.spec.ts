/**
 * Saldo Awal (issue 12): a supervisor with no cash session logs in to the opening-cash form (with the
 * outlet selector: kacab may work in every outlet), a zero total is blocked with the spec's message,
 * saving asks for confirmation, then offers the opening slip; after logging in again the session is
 * read-only with "Lanjut ke Daftar Transaksi". Screenshots at 1280×800 and 390×844.
 */
import { apiLogin } from "../steps/api.ts";
import { expect, test } from "../steps/fixtures.ts";
import { signIn } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test.describe.configure({ mode: "serial" });

for (const [label, viewport] of [
  ["tablet", TABLET],
  ["phone", PHONE],
] as const) {
  test(`opening cash: zero blocked, confirmation, slip offer, read-only after re-login (${label})`, async ({ browser, request }) => {
    const kacab = await apiLogin(request, "kacab@demo.test");
    if ((await kacab.get("cek-modal")).data === 1) {
      // A session left by an earlier run: close it so this one starts from the form.
      const left = (await kacab.get("cashier/payment")).data.reconciliation.uang_seharusnya as number;
      await kacab.post("m-modal/close-modal", { nominal_cash: Math.max(left, 1) });
    }
    const page = await signIn(browser, "kacab@demo.test", viewport);
    // kacab's home is Online Order; the opening-cash form is the user menu's Saldo Awal (/modal).
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/modal");
    await expect(page.getByText("Form Saldo Awal Kasir")).toBeVisible();
    await expect(page.getByTestId("modal-outlet-select")).toBeVisible();
    await expect(page.getByTestId("modal-save")).toBeDisabled();
    await expect(page.getByTestId("modal-zero")).toHaveText("Nominal Uang Tidak Boleh Kosong");
    await shot(page, `saldo-awal-form-${label}`);

    await page.getByTestId("denom-100000-qty").fill("3");
    await page.getByTestId("denom-5000-qty").fill("2");
    await expect(page.getByTestId("modal-total")).toHaveText("Rp 310.000");
    await expect(page.getByTestId("modal-zero")).toHaveCount(0);
    await page.getByTestId("modal-save").click();
    await expect(page.getByTestId("modal-confirm-text")).toContainText("Rp 310.000");
    await shot(page, `saldo-awal-confirm-${label}`);
    // "Tidak" stores nothing.
    await page.getByTestId("modal-confirm-no").click();
    expect((await kacab.get("cek-modal")).data).toBe(0);
    await page.getByTestId("modal-save").click();
    await page.getByTestId("modal-confirm-yes").click();
    await expect(page.getByTestId("modal-saved-text")).toContainText("Rp 310.000");
    await expect(page.getByTestId("modal-print-slip")).toBeVisible();
    await shot(page, `saldo-awal-saved-${label}`);
    await page.getByTestId("modal-continue").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().close();

    // Logging in again: the open session is read-only, with Lanjut ke Daftar Transaksi.
    const again = await signIn(browser, "kacab@demo.test", viewport);
    await expect(again).not.toHaveURL(/\/login/);
    await again.goto("/modal");
    await expect(again.getByTestId("modal-readonly")).toBeVisible();
    await expect(again.getByTestId("modal-save")).toHaveCount(0);
    await expect(again.getByTestId("modal-total")).toHaveText("Rp 310.000");
    await expect(again.getByTestId("denom-100000-qty")).toBeDisabled();
    await expect(again.getByTestId("modal-outlet-select")).toHaveCount(0);
    await shot(again, `saldo-awal-readonly-${label}`);
    await again.getByTestId("modal-continue-open").click();
    await expect(again).toHaveURL(/\/dashboard$/);
    await again.context().close();
  });
}
