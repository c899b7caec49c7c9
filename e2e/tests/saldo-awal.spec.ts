/**
 * Saldo Awal: a supervisor with no cash session logs in to the opening-cash form (with the
 * outlet selector: kacab may work in every outlet), a zero total is blocked with the spec's message,
 * saving asks for confirmation, then offers the opening slip; after logging in again the session is
 * read-only with "Lanjut ke Daftar Transaksi", its counts legible. Screenshots at 1280×800 and 390×844.
 * Before that, the outlet selector: kacab (every outlet is his, GET /m-waroeng/waroeng-user) switches
 * to the ringgit outlet and back, and is refused while a cash session is open.
 */
import { apiLogin } from "../steps/api.ts";
import { expect, test } from "../steps/fixtures.ts";
import { signIn, signInByForm } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test.describe.configure({ mode: "serial" });

/** Closes kacab's cash session at the outlet `user`'s login works in, if one is open (left by an earlier run or step). */
async function closeLeftSession(user: Awaited<ReturnType<typeof apiLogin>>) {
  if ((await user.get("cek-modal")).data === 1) {
    const left = (await user.get("cashier/payment")).data.reconciliation.uang_seharusnya as number;
    await user.post("m-modal/close-modal", { nominal_cash: Math.max(left, 1) });
  }
}

test("outlet selector: kacab switches to the other outlet and back; refused while a session is open", async ({ browser, request }) => {
  const kacab = await apiLogin(request, "kacab@demo.test");
  await closeLeftSession(kacab);
  // Its own session: switching outlet moves the session itself (others share the stored one).
  const page = await signInByForm(browser, "kacab@demo.test");
  await page.goto("/modal");
  await expect(page.getByTestId("modal-cashier")).toHaveValue("Pak Harto Kacab");
  const select = page.getByTestId("modal-outlet-select");
  await expect(select).toHaveValue("Waroeng Demo");
  await expect(page.getByTestId("denom-100000-qty")).toBeVisible();

  // GET /m-waroeng/waroeng-user lists both outlets; picking Kuala Lumpur switches the login's outlet
  // (GET /cashier/tmp-user-waroeng/{id}) and the form shows that outlet's ringgit notes.
  await select.click();
  await expect(page.getByRole("option")).toHaveText(["Waroeng Demo", "Waroeng Demo Kuala Lumpur"]);
  await page.getByRole("option", { name: "Waroeng Demo Kuala Lumpur" }).click();
  await expect(select).toHaveValue("Waroeng Demo Kuala Lumpur");
  await expect(page.getByTestId("denom-10000-qty")).toBeVisible();
  await expect(page.getByTestId("denom-100000-qty")).toHaveCount(0);
  await page.getByTestId("denom-10000-qty").fill("2");
  await expect(page.getByTestId("modal-total")).toHaveText(/^RM\s?200\.00$/);
  await shot(page, "saldo-awal-outlet-kl");

  // …and back to Waroeng Demo, in rupiah again.
  await select.click();
  await page.getByRole("option", { name: "Waroeng Demo", exact: true }).click();
  await expect(select).toHaveValue("Waroeng Demo");
  await expect(page.getByTestId("denom-100000-qty")).toBeVisible();

  // Another device of kacab opens cash at Waroeng Demo meanwhile: the switch is refused (409) with
  // the server's reason, and this screen stays on Waroeng Demo. This screen has not heard of the
  // other device yet: its reads of the form keep the answer from before (a live event would
  // otherwise turn it read-only before the tap, and there would be no switch to refuse).
  const other = await apiLogin(request, "kacab@demo.test");
  const before = await other.get("m-modal/get-modal");
  await page.route("**/api/m-modal/get-modal", (route) => route.fulfill({ json: before }));
  const first = before.data.modal_tipe[0];
  await other.post("m-modal/save-modal", { modal_detail: [{ m_modal_tipe_id: first.m_modal_tipe_id, rekap_modal_detail_qty: 1 }] });
  await select.click();
  await page.getByRole("option", { name: "Waroeng Demo Kuala Lumpur" }).click();
  await expect(page.getByText("Sesi kasir masih terbuka. Tutup saldo dulu sebelum pindah waroeng")).toBeVisible();
  await shot(page, "saldo-awal-outlet-refused");
  await page.getByRole("button", { name: "OK" }).click();
  await page.unroute("**/api/m-modal/get-modal");
  await page.reload();
  await expect(page.getByTestId("modal-readonly")).toBeVisible();
  await expect(page.getByTestId("modal-outlet")).toHaveValue("Waroeng Demo");
  await page.context().close();
  await closeLeftSession(other);
});

for (const [label, viewport] of [
  ["tablet", TABLET],
  ["phone", PHONE],
] as const) {
  test(`opening cash: zero blocked, confirmation, slip offer, read-only after re-login (${label})`, async ({ browser, request }) => {
    const kacab = await apiLogin(request, "kacab@demo.test");
    // A session left by an earlier run: close it so this one starts from the form.
    await closeLeftSession(kacab);
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
    const again = await signInByForm(browser, "kacab@demo.test", viewport);
    await expect(again).not.toHaveURL(/\/login/);
    await again.goto("/modal");
    await expect(again.getByTestId("modal-readonly")).toBeVisible();
    await expect(again.getByTestId("modal-save")).toHaveCount(0);
    await expect(again.getByTestId("modal-total")).toHaveText("Rp 310.000");
    await expect(again.getByTestId("denom-100000-qty")).toBeDisabled();
    // Disabled but legible: full opacity and dark text, not Mantine's 60% grey (follow-up).
    const look = await again.getByTestId("denom-100000-qty").evaluate((el) => {
      const style = getComputedStyle(el);
      return { opacity: style.opacity, color: style.getPropertyValue("-webkit-text-fill-color") };
    });
    expect(look.opacity).toBe("1");
    const channels = (look.color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(channels).toHaveLength(3);
    expect(Math.max(...channels), look.color).toBeLessThan(64);
    await expect(again.getByTestId("denom-100000-qty")).toHaveValue("3");
    await expect(again.getByTestId("modal-outlet-select")).toHaveCount(0);
    await shot(again, `saldo-awal-readonly-${label}`);
    await again.getByTestId("modal-continue-open").click();
    await expect(again).toHaveURL(/\/dashboard$/);
    await again.context().close();
  });
}
