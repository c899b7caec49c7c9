/**
 * Line actions on the cashier's order screen (orders §2.5, payment §2.1):
 * a note that shows on Hal Tata, a sent dish cancelled with a reason (Hal Tata's cancelled panel),
 * Ganti Baru (a new dish reaches the kitchen), a 50% discount changing the totals, and the sent-dish
 * list with Hapus. Screenshots of every popup at 1280×800.
 */
import { expect } from "@playwright/test";
import { ACCESS_MSG, LINE_MSG, SCREEN_MSG } from "@waroeng/domain";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { actionDone, cartLine, openLineAction, sendOrder } from "../steps/lines.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

test("a note on one unit reaches Hal Tata with its dish", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bu Note");
  const { id } = await stall.openOrder(boss, ["Ayam Penyet", "Ayam Penyet"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openLineAction(kasir, "Ayam Penyet", "note");
  const modal = kasir.getByTestId("note-modal");
  await modal.getByTestId("note-qty").fill("1");
  await modal.getByTestId("note-text").fill("tidak pedas");
  await shot(kasir, "line-note-modal");
  const saved = actionDone(kasir, "m-transaction-meja/customMenu");
  await modal.getByTestId("note-save").click();
  await saved;
  await expect(kasir.locator('[data-testid^="cart-line-"]', { hasText: "Ayam Penyet" })).toHaveCount(2);
  await expect(cartLine(kasir, "Ayam Penyet", 1)).toContainText("tidak pedas");

  await openLineAction(kasir, "Ayam Penyet", "qty");
  await shot(kasir, "line-qty-modal");
  await kasir.keyboard.press("Escape");
  await openLineAction(kasir, "Ayam Penyet", "reduce");
  await shot(kasir, "line-reduce-modal");
  await kasir.keyboard.press("Escape");

  await sendOrder(stall.kasir, id);
  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in");
  await dapur.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: boss }).first().click();
  const dishes = dapur.getByTestId("dishes-modal");
  await expect(dishes.getByTestId("dish-row")).toHaveCount(2);
  await expect(dishes).toContainText("tidak pedas");
});

test("cancelling one sent dish with a reason: Hal Tata shows it cancelled", async ({ browser, stall }) => {
  const boss = uniqueBoss("Pak Batal");
  const { id, nota } = await stall.openOrder(boss, ["Gurame Bakar", "Gurame Bakar"]);
  await sendOrder(stall.kasir, id);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(cartLine(kasir, "Gurame Bakar").getByTestId("badge-k")).toBeVisible();
  await openLineAction(kasir, "Gurame Bakar", "cancel");
  const modal = kasir.getByTestId("cancel-modal");
  await shot(kasir, "line-garansi-modal");
  await modal.getByTestId("tab-batal").click();
  await modal.getByTestId("cancel-qty").fill("1");
  await modal.getByTestId("cancel-reason").fill("Tamu pulang");
  await shot(kasir, "line-pembatalan-modal");
  const saved = actionDone(kasir, "m-transaction-meja/changeMenuDetail");
  await modal.getByTestId("cancel-save").click();
  await saved;
  await expect(kasir.getByTestId("cart-line-reason")).toHaveText("Batal - Tamu pulang");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 45.000");

  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in");
  const panel = dapur.getByTestId("cancelled-panel");
  await expect(panel.getByText(nota).first()).toBeVisible();
  await expect(panel).toContainText("Gurame Bakar");
  await dapur.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: boss }).first().click();
  await expect(dapur.getByTestId("dishes-modal").getByTestId("dish-row")).toHaveCount(1);
  await shot(dapur, "line-cancelled-hal-tata");
});

test("Ganti Baru under warranty sends a new dish to the kitchen", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bu Garansi");
  const { id } = await stall.openOrder(boss, ["Lele Goreng"]);
  await sendOrder(stall.kasir, id);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openLineAction(kasir, "Lele Goreng", "cancel");
  const modal = kasir.getByTestId("cancel-modal");
  await modal.getByTestId("act-3").click();
  await modal.getByTestId("cancel-reason").fill("Gosong");
  const saved = actionDone(kasir, "m-transaction-meja/changeMenuDetail");
  await modal.getByTestId("cancel-save").click();
  await saved;
  await expect(kasir.getByTestId("cart-line-reason")).toHaveText("Ganti Baru - Gosong");
  await expect(kasir.locator('[data-testid^="cart-line-"]', { hasText: "Lele Goreng" })).toHaveCount(2);
  await expect(kasir.getByTestId("totals")).toContainText("Rp 15.000");

  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in");
  await dapur.getByTestId("group-notCompleted").getByTestId("nota-badge").filter({ hasText: boss }).first().click();
  await expect(dapur.getByTestId("dishes-modal").getByTestId("dish-row")).toHaveCount(2);
});

test("Edit Menu: a 50% discount halves the line and the totals follow", async ({ browser, stall }) => {
  const boss = uniqueBoss("Pak Diskon");
  const { id } = await stall.openOrder(boss, ["Ayam Goreng Dada", "Ayam Goreng Dada"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  // 2 × 18.000 = 36.000; tax 10% = 3.600; service 5% = 1.800
  await expect(kasir.getByTestId("totals")).toContainText("Rp 3.600");
  await openLineAction(kasir, "Ayam Goreng Dada", "edit");
  const modal = kasir.getByTestId("edit-modal");
  await modal.getByText("Persen", { exact: true }).click();
  await modal.getByTestId("edit-percent").fill("50");
  await expect(modal.getByTestId("edit-after")).toHaveText("Rp 18.000");
  await shot(kasir, "line-edit-modal");
  const saved = actionDone(kasir, "m-transaction-meja/changeMenuDetail");
  await modal.getByTestId("edit-save").click();
  await saved;
  await expect(cartLine(kasir, "Ayam Goreng Dada")).toContainText("Rp 18.000");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 1.800");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 900");
});

test("the sent-dish list: Hapus cancels the chosen dish", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bu Hapus");
  const { id } = await stall.openOrder(boss, ["Bawal Goreng", "Bawal Goreng"]);
  await sendOrder(stall.kasir, id);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openLineAction(kasir, "Bawal Goreng", "dishes");
  const modal = kasir.getByTestId("cancel-dishes-modal");
  await expect(modal.getByTestId("dish-check")).toHaveCount(2);
  await modal.getByTestId("dish-check").first().check();
  await shot(kasir, "line-cancel-dishes-modal");
  const saved = actionDone(kasir, "m-dish-status/cancel-dishes");
  await modal.getByTestId("dishes-delete").click();
  await saved;
  await expect(kasir.getByTestId("cart-line-reason")).toHaveText("Batal - Dibatalkan Konsumen");
  await expect(kasir.getByTestId("totals")).toContainText("Rp 25.000");
});

test("Edit Menu above the outlet's limit asks for a supervisor, then saves with the approval", async ({ browser, stall }) => {
  const boss = uniqueBoss("Pak Limit");
  const { id } = await stall.openOrder(boss, ["Ayam Goreng Dada", "Ayam Goreng Dada"]);
  // The phone only looks (the same discount once saved would need no approval); the tablet saves.
  for (const [viewport, suffix] of [
    [PHONE, "-phone"],
    [undefined, ""],
  ] as const) {
    const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`, viewport);
    await openLineAction(kasir, "Ayam Goreng Dada", "edit");
    const modal = kasir.getByTestId("edit-modal");
    await modal.getByText("Persen", { exact: true }).click();
    // The demo outlet's limit is 50 %: 60 % needs Kacab/Asisten.
    await modal.getByTestId("edit-percent").fill("60");
    await modal.getByTestId("edit-save").click();
    await expect(kasir.getByText(LINE_MSG.DISCOUNT_NEEDS_APPROVAL).first()).toBeVisible();
    const refusal = kasir.getByRole("dialog").filter({ hasText: LINE_MSG.DISCOUNT_NEEDS_APPROVAL });
    await refusal.getByRole("button", { name: SCREEN_MSG.CLOSE, exact: true }).last().click();
    await expect(kasir.getByText(LINE_MSG.DISCOUNT_NEEDS_APPROVAL)).toHaveCount(0);
    await expect(modal.getByTestId("edit-approval")).toContainText(ACCESS_MSG.APPROVAL_PROMPT);
    await modal.getByTestId("edit-approval-email").fill("kacab@demo.test");
    await modal.getByTestId("edit-approval-password").fill("demo12345");
    await shot(kasir, `line-edit-approval${suffix}`);
    if (suffix === "") {
      const saved = actionDone(kasir, "m-transaction-meja/changeMenuDetail");
      await modal.getByTestId("edit-save").click();
      await saved;
      // 2 × 18.000 less 60 % = 14.400
      await expect(cartLine(kasir, "Ayam Goreng Dada")).toContainText("Rp 14.400");
    }
    await kasir.context().close();
  }
});
