/**
 * The cashier's screens, toured once: each screen state is loaded once per size and checked there
 * for everything at once — its key content, WCAG 2.2 AA (axe-core finds no serious or critical
 * violation, steps/a11y.ts `audit`), touch targets, and its pictures (steps/shots.ts, with
 * SCREENSHOTS=1: the `a11y-*` picture each audit writes, and the screen's own `*-tablet` one).
 * The other tours: tour-kitchen.spec.ts (kitchen and waiter screens), tour-back-office.spec.ts;
 * phone.spec.ts checks every staff screen's layout at phone size, words.spec.ts the words and dates.
 * Each test opens its own orders (the `stall` fixture).
 */
import { expect } from "@playwright/test";
import { audit, expectTouchTarget } from "../steps/a11y.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { guestAdd, openGuest, qrPathOf } from "../steps/qr.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

const DISHES = ["Ayam Penyet", "Sambal Bawang", "Nasi Uduk", "Es Jeruk"];

test("login: axe, and an empty form is checked before any call", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  await audit(page, "a11y-login");
  await shot(page, "login-tablet");
  // The form's rules arrive after the screen (their own chunk) and still check an empty form before any call.
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/login")) {
      calls++;
    }
  });
  await page.getByTestId("login-submit").click();
  await expect(page.getByText("Email harus diisi!")).toBeVisible();
  await expect(page.getByText("Kata sandi harus diisi!")).toBeVisible();
  expect(calls).toBe(0);
});

test("cashier screens and modals at tablet size: Saldo Awal, tables, note form, order, payment", async ({ browser, stall }) => {
  // Seven axe audits, each after the page settles: slow on a busy 2-core box (1.9 min seen), so it gets triple time.
  test.slow();
  const boss = uniqueBoss("Ibu Tuti");
  const { id, table } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const kasir = await signInAt(browser, "kasir@demo.test", "/modal", TABLET);
  await expect(kasir.getByText("Form Saldo Awal Kasir")).toBeVisible();
  await audit(kasir, "a11y-saldo-awal");
  await shot(kasir, "modal-tablet");

  await kasir.goto("/dashboard");
  await expect(tableCard(kasir, table)).toContainText(boss);
  // A table card names its state to a screen reader, not only its table.
  await expect(tableCard(kasir, table)).toHaveAccessibleName(new RegExp(`^${table}, terisi, nota \\d+, Ibu Tuti`));
  await audit(kasir, "a11y-dashboard");
  await shot(kasir, "dashboard-tablet");
  await tableCard(kasir, await stall.freeTable()).click();
  await expect(kasir.getByText("Input Info Nota Dine In")).toBeVisible();
  await audit(kasir, "a11y-note-form");
  await shot(kasir, "note-form-tablet");
  await expectTouchTarget(kasir.getByRole("dialog").getByRole("button", { name: "Tutup" }));
  await kasir.getByTestId("note-cancel").click();

  await tableCard(kasir, table).click();
  await expect(kasir.getByTestId("choice-view")).toBeVisible();
  await audit(kasir, "a11y-choice");
  await kasir.getByTestId("choice-view").click();
  await expect(kasir.getByTestId("badge-k")).toHaveCount(DISHES.length);
  await expect(kasir.getByRole("textbox", { name: "Cari menu" })).toBeVisible();
  await audit(kasir, "a11y-order");
  await shot(kasir, "order-tablet");
  await openPay(kasir);
  await audit(kasir, "a11y-payment");
  await kasir.getByTestId("pay-cash").click();
  await expect(kasir.getByTestId("cash-total")).toBeVisible();
  await audit(kasir, "a11y-payment-cash");
  await shot(kasir, "pay-cash-tablet");
  await kasir.getByTestId("cash-amount").pressSequentially("1234567890123");
  await expect(kasir.getByText("Maksimal Rp 999.999.999")).toBeVisible();
  await shot(kasir, "pay-cash-too-large-tablet");
});

test("cashier list screens at tablet size", async ({ browser, stall }) => {
  expect(stall.kasir.token).toBeTruthy(); // the cash session is open: the cashier screens open
  const kasir = await signInAt(browser, "kasir@demo.test", "/history", TABLET);
  // The two screens with a picture of their own show their key content first.
  const content: Record<string, [string, string]> = {
    "/history": ["Pilih transaksi detil!", "history-tablet"],
    "/online-order": ["DINE IN", "online-order-tablet"],
  };
  for (const [path, name] of [
    ["/history", "history"],
    ["/mutasi", "cash-book"],
    ["/uangtips", "tips"],
    ["/change-shift", "shift-recap"],
    ["/ojol", "ojol"],
    ["/online-order", "online-order"],
    ["/qr-meja", "qr-sheet"],
  ] as const) {
    if (path !== "/history") {
      await kasir.goto(path);
    }
    await expect(kasir.getByRole("banner")).toBeVisible();
    const own = content[path];
    if (own) {
      await expect(kasir.getByText(own[0])).toBeVisible();
      await shot(kasir, own[1]);
    }
    await audit(kasir, `a11y-${name}`);
  }
});

test("a device set to reduce motion gets dialogs that appear at once; other devices keep the fade", async ({ browser, stall }) => {
  const table = await stall.freeTable();
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard", TABLET);
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
    if (preference !== "reduce") {
      // The device opened asking for reduced motion (playwright.config.ts); the other preference on a fresh load.
      await kasir.goto("/dashboard");
    }
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

test("guest QR page at phone size", async ({ browser, stall }) => {
  const guest = await openGuest(browser, await qrPathOf(stall.kasir, await stall.freeTable()));
  await audit(guest, "a11y-qr-guest-phone");
  await guestAdd(guest, "Es Teh Manis");
  await guest.getByTestId("qr-open-cart").click();
  await audit(guest, "a11y-qr-guest-cart-phone");
});
