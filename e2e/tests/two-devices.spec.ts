/**
 * Two devices, one order: the cashier's till (/order/{id}) and a waiter's screen
 * (/kitchen-order/{id}) on the same order. B sees A's added line without reloading (the live
 * event carries the order's id); and a stale action — B taps − on a line A already removed, before
 * B's screen caught up — is refused with the server's message, applied to nothing, and B's cart then
 * shows the truth.
 */
import { settleOrder } from "../steps/api.ts";
import { addMenu } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { cartLine } from "../steps/staff.ts";

test("B sees A's added line at once, and B's − on a line A removed is refused with Menu tidak ditemukan", async ({ browser, stall }) => {
  const order = await stall.openOrder(uniqueBoss("Dua HP"), ["Es Teh Manis"]);
  const a = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  const b = await signInAt(browser, "pelayan@demo.test", `/kitchen-order/${order.id}`);
  await expect(cartLine(a, "Es Teh Manis")).toBeVisible();
  await expect(cartLine(b, "Es Teh Manis")).toBeVisible();

  // A adds a dish: B's cart shows it without any action on B (default waits, no timing assertion).
  await addMenu(a, "Ayam Bakar");
  await expect(cartLine(b, "Ayam Bakar")).toBeVisible();
  await expect(cartLine(b, "Ayam Bakar").getByTestId("line-qty")).toHaveText("1");

  // B's screen falls behind: its line list stays as it is now (as if the push were still on its way).
  const frozen = await b.request.get(`/api/transaction-detail?tmp_transaction_detail_tmp_transaction_id=${order.id}`);
  const frozenBody = await frozen.text();
  let frozenServed = 0;
  await b.route("**/api/transaction-detail?**", async (route) => {
    frozenServed += 1;
    await route.fulfill({ status: 200, contentType: "application/json", body: frozenBody });
  });

  // A removes Es Teh Manis (− on its only unit).
  const served = frozenServed;
  await cartLine(a, "Es Teh Manis").getByTestId("line-minus").click();
  await expect(cartLine(a, "Es Teh Manis")).toHaveCount(0);
  // B was told (it refetched), but still shows the line: its screen is stale.
  await expect.poll(() => frozenServed).toBeGreaterThan(served);
  await expect(cartLine(b, "Es Teh Manis")).toBeVisible();
  await b.unroute("**/api/transaction-detail?**");

  // B taps − on the line that is gone: refused with the server's words, nothing else changes.
  await cartLine(b, "Es Teh Manis").getByTestId("line-minus").click();
  await expect(b.getByTestId("alert-message")).toHaveText("Menu tidak ditemukan");
  await b.getByTestId("alert-ok").click();
  await expect(cartLine(b, "Es Teh Manis")).toHaveCount(0);
  await expect(cartLine(b, "Ayam Bakar").getByTestId("line-qty")).toHaveText("1");
  await expect(cartLine(a, "Ayam Bakar").getByTestId("line-qty")).toHaveText("1");
  const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${order.id}`)).data as {
    m_produk_nama: string;
    qty: number;
  }[];
  expect(lines.map((l) => [l.m_produk_nama, l.qty])).toEqual([["Ayam Bakar", 1]]);
  await a.context().close();
  await b.context().close();
});

test("A pays while B has the order open: B's screen returns to Hal Order, and B's stale add is refused (Transaksi sudah dibayar)", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Bayar HP"), ["Es Teh Manis"]);
  const b = await signInAt(browser, "pelayan@demo.test", `/kitchen-order/${order.id}`);
  await expect(cartLine(b, "Es Teh Manis")).toBeVisible();
  // B's screen misses the payment (its reads of the order are held back), then B taps a menu card.
  const frozenOrder = await (await b.request.get(`/api/tmp-transaction/${order.id}`)).text();
  await b.route(`**/api/tmp-transaction/${order.id}`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: frozenOrder }),
  );
  await settleOrder(stall.kasir, order.id);
  await b.locator('[data-testid^="menu-card-"]', { hasText: "Ayam Bakar" }).first().click();
  await expect(b.getByTestId("alert-message")).toHaveText("Transaksi sudah dibayar");
  await b.unroute(`**/api/tmp-transaction/${order.id}`);
  await b.getByTestId("alert-ok").click();
  // Once B reads the order again it sees it closed and goes back to Hal Order; nothing was added.
  await b.reload();
  await expect(b).toHaveURL(/\/odcr$/);
  const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${order.id}`)).data as unknown[];
  expect(lines).toHaveLength(1);
  await b.context().close();
});
