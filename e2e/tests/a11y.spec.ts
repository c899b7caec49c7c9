/**
 * WCAG 2.2 AA on every screen: axe-core runs on each
 * screen of the route table (apps/web/src/routes.tsx) and its main modals, in a realistic state (an
 * open order with dishes in the kitchen, a paid bill), and finds no serious or critical violation.
 * Waiter screens and the guest's QR page are checked at phone size. A screenshot of each is saved.
 */
import { expect, type Locator } from "@playwright/test";
import { audit } from "../steps/a11y.ts";
import { apiLogin, ensureCashOpen, settleOrder } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { screenId } from "../steps/production.ts";
import { guestAdd, openGuest, qrPathOf } from "../steps/qr.ts";
import { cariTransaksi } from "../steps/refund.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { boxAtRest, PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

/** The control is at least 44 × 44 px (touch targets), measured once no dialog is still scaling in. */
async function expectTouchTarget(control: Locator): Promise<void> {
  const box = await boxAtRest(control);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const DISHES = ["Ayam Penyet", "Nasi Uduk", "Es Jeruk"];
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

test("login", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await audit(page, "a11y-login");
});

test("cashier screens and modals", async ({ browser, stall }) => {
  // Eight axe audits, each after the page settles: slow on a busy 2-core box (1.9 min seen), so it gets triple time.
  test.slow();
  const { id, table } = await stall.openOrder(uniqueBoss("Ibu Tuti"), DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const kasir = await signInAt(browser, "kasir@demo.test", "/modal", TABLET);
  await expect(kasir.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await audit(kasir, "a11y-saldo-awal");

  await kasir.goto("/dashboard");
  // A table card names its state to a screen reader, not only its table.
  await expect(tableCard(kasir, table)).toHaveAccessibleName(new RegExp(`^${table}, terisi, nota \\d+, Ibu Tuti`));
  await audit(kasir, "a11y-dashboard");
  await tableCard(kasir, await stall.freeTable()).click();
  await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
  await audit(kasir, "a11y-note-form");
  await expectTouchTarget(kasir.getByRole("dialog").getByRole("button", { name: "Tutup" }));
  await kasir.getByTestId("note-cancel").click();

  await tableCard(kasir, table).click();
  await expect(kasir.getByTestId("choice-view")).toBeVisible();
  await audit(kasir, "a11y-choice");
  await kasir.getByTestId("choice-view").click();
  await expect(kasir.getByTestId("badge-k")).toHaveCount(DISHES.length);
  await expect(kasir.getByRole("textbox", { name: "Cari menu" })).toBeVisible();
  await audit(kasir, "a11y-order");
  await openPay(kasir);
  await audit(kasir, "a11y-payment");
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();
  await audit(kasir, "a11y-payment-cash");
  await kasir.keyboard.press("Escape");
});

test("a device set to reduce motion gets dialogs that appear at once; other devices keep the fade", async ({ browser, stall }) => {
  const table = await stall.freeTable();
  const kasir = await signIn(browser, "kasir@demo.test", TABLET);
  const dialog = kasir.getByRole("dialog");
  // What the dialog does as it opens: its transition's length and whether anything in it moves now.
  const motion = async () =>
    dialog.evaluate((d) => ({
      duration: getComputedStyle(d).transitionDuration,
      // A focused input's border fading to the focus colour is not motion (WCAG 2.3.3); anything else is.
      moving: d.getAnimations({ subtree: true }).some((a) => !/color$/.test((a as CSSTransition).transitionProperty ?? "")),
    }));
  for (const [preference, expected] of [
    ["reduce", { duration: "0s", moving: false }],
    ["no-preference", { duration: "0.2s" }],
  ] as const) {
    await kasir.emulateMedia({ reducedMotion: preference });
    await kasir.goto("/dashboard");
    await tableCard(kasir, table).click();
    await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
    expect(await motion(), `reducedMotion: ${preference}`).toMatchObject(expected);
    if (preference === "reduce") {
      await shot(kasir, "nota-dialog-reduced-motion-1280x800");
      await kasir.setViewportSize(PHONE);
      await shot(kasir, "nota-dialog-reduced-motion-390x844");
      await kasir.setViewportSize(TABLET);
    }
    await kasir.getByTestId("note-cancel").click();
    await expect(dialog).toBeHidden();
  }
});

test("cashier list screens", async ({ browser, stall }) => {
  expect(stall.kasir.token).toBeTruthy(); // the cash session is open: the cashier screens open
  const kasir = await signIn(browser, "kasir@demo.test", TABLET);
  for (const [path, name] of [
    ["/history", "history"],
    ["/mutasi", "cash-book"],
    ["/uangtips", "tips"],
    ["/change-shift", "shift-recap"],
    ["/ojol", "ojol"],
    ["/online-order", "online-order"],
    ["/qr-meja", "qr-sheet"],
  ] as const) {
    await kasir.goto(path);
    await expect(kasir.getByRole("banner")).toBeVisible();
    await audit(kasir, `a11y-${name}`);
  }
});

test("refund and history by date", async ({ browser, request, stall }) => {
  const bill = await stall.openOrder(uniqueBoss("Bu Refund"), ["Ayam Goreng Dada", "Es Teh Manis"]);
  await settleOrder(stall.kasir, bill.id);
  await ensureCashOpen(await apiLogin(request, "kacab@demo.test"));
  const kacab = await signIn(browser, "kacab@demo.test");
  await cariTransaksi(kacab, bill.nota, today(), () => audit(kacab, "a11y-cari-transaksi"));
  await expect(kacab.getByTestId("refund-nota")).toHaveText(bill.nota);
  await audit(kacab, "a11y-refund");
  await kacab.goto(`/history-bydate/${today()}/${bill.nota}`);
  await expect(kacab.getByText(bill.nota).first()).toBeVisible();
  await audit(kacab, "a11y-history-bydate");
});

test("waiter screens at phone size", async ({ browser, request, stall }) => {
  await ensureCashOpen(await apiLogin(request, "wbd@demo.test"));
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const pelayan = await signIn(browser, "pelayan@demo.test", PHONE);
  await audit(pelayan, "a11y-ambil-landing-phone");
  await pelayan.goto("/ambil-landing");
  await expectTouchTarget(pelayan.getByTestId("staff-burger"));
  await pelayan.getByTestId("staff-burger").click();
  await audit(pelayan, "a11y-staff-nav-phone");
  await pelayan.keyboard.press("Escape");
  await pelayan.goto("/odcr");
  await expect(pelayan.getByTestId("section-meja")).toBeVisible();
  await audit(pelayan, "a11y-odcr-phone");
  await pelayan.getByRole("button", { name: "Dewi Pelayan", exact: true }).click();
  await expect(pelayan.getByTestId("staff-note-form")).toBeVisible();
  await audit(pelayan, "a11y-staff-note-phone");
  await pelayan.keyboard.press("Escape");

  await pelayan.goto(`/kitchen-order/${id}`);
  await expect(pelayan.getByTestId("order-header").or(pelayan.getByTestId("phone-switch")).first()).toBeVisible();
  await audit(pelayan, "a11y-kitchen-order-phone");
  await pelayan.goto("/hal-ambil/makan");
  await expect(pelayan.getByTestId("pickup-card").filter({ hasText: boss })).toBeVisible();
  await audit(pelayan, "a11y-hal-ambil-phone");
  await pelayan.goto("/pesan-aktif");
  await expect(pelayan.getByRole("banner")).toBeVisible();
  await audit(pelayan, "a11y-pesan-aktif-phone");
  await pelayan.goto("/stock?page=bungkusan");
  await expect(pelayan.getByRole("banner")).toBeVisible();
  await audit(pelayan, "a11y-bungkusan-phone");
});

test("kitchen screens", async ({ browser, stall }) => {
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in", TABLET);
  const badge = dapur.getByTestId("nota-badge").filter({ hasText: boss }).first();
  await expect(badge).toBeVisible();
  await audit(dapur, "a11y-hal-tata");
  await badge.click();
  await expect(dapur.getByTestId("dish-row")).toHaveCount(DISHES.length);
  await audit(dapur, "a11y-hal-tata-dishes");
  await dapur.keyboard.press("Escape");

  // The high-contrast kitchen theme: switched on here, kept by this device across a reload.
  await dapur.getByTestId("kitchen-contrast").click();
  await expect(dapur.getByTestId("hal-tata")).toHaveAttribute("data-kitchen-contrast", "1");
  await dapur.reload();
  await expect(dapur.getByTestId("hal-tata")).toHaveAttribute("data-kitchen-contrast", "1");
  await expect(badge).toBeVisible();
  await audit(dapur, "a11y-hal-tata-contrast");

  for (const [path, name] of [
    ["/plotting", "plotting"],
    ["/layar-produksi", "screen-picker"],
    [`/layar-produksi/${await screenId(stall.kasir, "Dapur")}`, "layar-produksi"],
    ["/stock", "stock-form"],
    ["/stock?page=menu-habis", "menu-habis"],
    ["/stock?page=gagal-proses", "gagal-proses"],
  ] as const) {
    await dapur.goto(path);
    await expect(dapur.locator("main, [data-testid=production-title]").first()).toBeVisible();
    await audit(dapur, `a11y-${name}`);
  }
  await dapur.goto(`/layar-produksi/${await screenId(stall.kasir, "Dapur")}`);
  await expect(dapur.getByTestId("layar-produksi")).toHaveAttribute("data-kitchen-contrast", "1");
  await audit(dapur, "a11y-layar-produksi-contrast");
});

test("cashier phone: the burger is a 44 px target", async ({ browser }) => {
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard", PHONE);
  await expectTouchTarget(kasir.getByTestId("nav-burger"));
  await audit(kasir, "a11y-dashboard-phone");
});

test("guest QR page at phone size", async ({ browser, stall }) => {
  const guest = await openGuest(browser, await qrPathOf(stall.kasir, await stall.freeTable()));
  await audit(guest, "a11y-qr-guest-phone");
  await guestAdd(guest, "Es Teh Manis");
  await guest.getByTestId("qr-open-cart").click();
  await audit(guest, "a11y-qr-guest-cart-phone");
});

/** Each back-office section at 1280×800, ready when its test id shows. */
const ADMIN_SECTIONS: Array<[string, string]> = [
  ["outlet", "outlet-save"],
  ["metode-bayar", "method-table"],
  ["jenis-transaksi", "type-table"],
  ["voucher", "voucher-table"],
  ["pecahan", "denomination-table"],
  ["laporan", "report-sales-total"],
  ["laporan-qris", "qris-recon-charged"],
  ["audit", "audit-prev"],
];
for (const part of [ADMIN_SECTIONS.slice(0, 4), ADMIN_SECTIONS.slice(4)]) {
  test(`back office screens: ${part.map(([path]) => path).join(", ")}`, async ({ browser }) => {
    const owner = await signIn(browser, "owner@demo.test", TABLET);
    for (const [path, ready] of part) {
      await owner.goto(`/admin/${path}`);
      await expect(owner.getByTestId(ready)).toBeVisible();
      await audit(owner, `a11y-admin-${path}`);
    }
  });
}

test("back office edit dialogs", async ({ browser }) => {
  const owner = await signIn(browser, "owner@demo.test", TABLET);
  const dialogs: Array<[string, string, string]> = [
    ["metode-bayar", "method-add", "method-name"],
    ["jenis-transaksi", "type-edit-3", "type-order"],
    ["voucher", "voucher-add", "voucher-code"],
    ["pecahan", "denomination-add", "denomination-name"],
  ];
  for (const [path, open, ready] of dialogs) {
    await owner.goto(`/admin/${path}`);
    await owner.getByTestId(open).click();
    await expect(owner.getByTestId(ready)).toBeVisible();
    await audit(owner, `a11y-admin-${path}-dialog`);
  }
});
