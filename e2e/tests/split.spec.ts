/**
 * Split bill (payment §2.2, §4 "Split bill"): a dine-in order split three ways and paid cash, EDC
 * and cash from /order/split-menu/{id}; the table stays taken until the third bill is paid, then the
 * screen returns to the dashboard with the table free and the three bills in today's history.
 * Moves are held by the server: a reload, a reopen and a second device (a phone) show them; after
 * S1 is paid, S2 holds only what was moved to it. Bagi rata 3 gives three bills that add up to the
 * order's total, paid at once (cash, EDC, cash: one bill, three tenders on its receipt). A stored
 * percent discount applies to each sub-bill; a nominal one is removed first. Every tap target is at
 * least 44 px; every figure says what it is.
 * Screenshots (1280×800 and 390×844) of the split screen, its BATAL confirmation, DISKON, Bagi rata
 * and the receipt modal.
 */

import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, settled, shot } from "../steps/shots.ts";
import {
  moveToSplit,
  openSplit,
  paySplitCash,
  paySplitEdc,
  pickShare,
  reopenSplit,
  showPart,
  smallTapTargets,
  splitRows,
} from "../steps/split.ts";

test("a 3-way split paid cash, EDC, cash frees the table only after the third", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bu Rina");
  const order = await stall.openOrder(boss, ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const tableTaken = async () => Number((await stall.kasir.get(`tmp-transaction/cek-meja/${await tableId(order.table)}`)).data) !== 0;
  const tableId = async (name: string) =>
    ((await stall.kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[]).find((t) => t.m_meja_nama === name)?.m_meja_id;

  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await expect(kasir.getByTestId("btn-split")).toBeVisible();
  await shot(kasir, "split-order-screen");
  await openSplit(kasir, order.id);
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S1`);
  await shot(kasir, "split-empty");

  // BATAL with something moved asks first; Tidak stays.
  await moveToSplit(kasir, "Ayam Goreng Dada");
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 20.700");
  await kasir.getByTestId("split-cancel").click();
  await expect(kasir.getByTestId("split-cancel-message")).toHaveText("Yakin gajadi split nota");
  await shot(kasir, "split-cancel-confirm");
  await kasir.getByTestId("split-cancel-no").click();
  await expect(kasir).toHaveURL(/\/order\/split-menu\//);

  // The tax switch (its track, as a finger taps it): off → no tax on the split bill; on again.
  const taxSwitch = kasir.getByTestId("split-totals").locator(".mantine-Switch-track").first();
  await taxSwitch.click();
  await expect(kasir.getByTestId("split-tax-switch")).not.toBeChecked();
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 18.900");
  await taxSwitch.click();
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 20.700");
  await kasir.getByTestId("split-discount-button").click();
  await expect(kasir.getByTestId("discount-type-diskon")).toBeVisible();
  await shot(kasir, "split-discount");
  await kasir.keyboard.press("Escape");
  await shot(kasir, "split-moved");

  // 1: one Ayam Goreng Dada, cash.
  await paySplitCash(kasir, "Rp 20.700");
  await shot(kasir, "split-receipt-cash");
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await expect(kasir.getByTestId("split-right-empty")).toBeVisible();
  expect(await tableTaken()).toBe(true);

  // 2: the Es Teh Manis, EDC BCA.
  await moveToSplit(kasir, "Es Teh Manis");
  await paySplitEdc(kasir, "Rp 5.800", "BCA");
  await shot(kasir, "split-receipt-edc");
  // The phone goes on this bill (POST /transaksi/save-member) when the receipt is sent.
  await kasir.getByTestId("split-receipt-phone").fill("081234567890");
  const saved = kasir.waitForResponse((r) => r.url().endsWith("/api/transaksi/save-member"));
  await kasir.getByTestId("split-receipt-wa").click();
  const rekapId = Number(((await saved).request().postDataJSON() as { r_t_id: number }).r_t_id);
  expect((await saved).status()).toBe(200);
  // The receipt is queued for WhatsApp (GET /cashier/cronjob-wa); its state shows in the modal.
  await expect(kasir.getByTestId("split-receipt-wa-state")).toBeVisible();
  const bill = (await stall.kasir.get(`transaksi/history-detail/${rekapId}`)).data.transaction;
  expect(bill.r_t_nomor_wa).toBe("081234567890");
  expect(bill.r_t_nota_code).toBe(`${order.nota}-S2`);
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S3`);
  expect(await tableTaken()).toBe(true);

  // 3: the last Ayam Goreng Dada, cash: the order closes, the table is free.
  await moveToSplit(kasir, "Ayam Goreng Dada");
  await expect(kasir.getByTestId("split-left-empty")).toBeVisible();
  await paySplitCash(kasir, "Rp 20.700");
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
  expect(await tableTaken()).toBe(false);
  await settled(kasir);

  await kasir.goto("/history");
  for (const nota of [`${order.nota}-S1`, `${order.nota}-S2`, order.nota]) {
    await expect(kasir.getByTestId("history-row").filter({ hasText: nota }).first()).toContainText(boss);
  }
});

test("opp sees no SPLIT and the split screen says Akses DiTolak!", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Ani"), ["Es Teh Manis"]);
  const opp = await signInAt(browser, "opp@demo.test", `/order/${id}`);
  await expect(opp.getByTestId("btn-save-order")).toBeVisible();
  await expect(opp.getByTestId("btn-split")).toHaveCount(0);
  await opp.goto(`/order/split-menu/${id}`);
  await expect(opp.getByTestId("access-denied")).toContainText("Akses DiTolak!");
});

test("moves are held by the server: reload, reopen and a second device show them; after S1, S2 holds only its own", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Pak Darto"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await openSplit(kasir, order.id);
  // Every figure says what it is: the whole order, what is left unsplit, the sub-bill's own total.
  await expect(kasir.getByTestId("split-order-total")).toHaveText("Rp 47.200");
  await expect(kasir.getByTestId("split-left")).toContainText("Sisa belum dibagi");
  await expect(kasir.getByTestId("split-left-total")).toHaveText("Rp 47.200");

  // One Ayam to S1; a new sub-bill S2 gets the Es Teh.
  await moveToSplit(kasir, "Ayam Goreng Dada");
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(kasir.getByTestId("split-totals")).toContainText("Total S1");
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 20.700");
  await kasir.getByTestId("split-tab-add").click();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await moveToSplit(kasir, "Es Teh Manis");
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(kasir.getByTestId("split-pay")).toBeDisabled();
  await expect(kasir.getByTestId("split-pay-next-first")).toHaveText("Bayar S1 dulu");
  await expect(kasir.getByTestId("split-left-total")).toHaveText("Rp 20.700");
  await expect(kasir.getByTestId("split-order-total")).toHaveText("Rp 47.200");
  await showPart(kasir, 1);
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "split-held-1280");

  // A reload shows the same; so does reopening from the order screen.
  await kasir.reload();
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(splitRows(kasir, "right").first()).toContainText("Ayam Goreng Dada");
  await showPart(kasir, 2);
  await expect(splitRows(kasir, "right").first()).toContainText("Es Teh Manis");
  await reopenSplit(kasir, order.id);
  await expect(splitRows(kasir, "right").first()).toContainText("Ayam Goreng Dada");
  await expect(splitRows(kasir, "left")).toHaveCount(1);

  // A second device (a phone) sees what was moved.
  const phone = await signInAt(browser, "kasir@demo.test", `/order/split-menu/${order.id}`, PHONE);
  await expect(splitRows(phone, "right").first()).toContainText("Ayam Goreng Dada");
  await showPart(phone, 2);
  await expect(splitRows(phone, "right").first()).toContainText("Es Teh Manis");
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "split-held-390");
  await showPart(phone, 1);

  // S1 paid: the screen shows S2, holding only the Es Teh moved to it — behind the receipt modal
  // already (it showed the paid Ayam again there), after Selesai and after a reload.
  await paySplitCash(kasir, "Rp 20.700");
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(splitRows(kasir, "right").first()).toContainText("Es Teh Manis");
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(splitRows(kasir, "right").first()).toContainText("Es Teh Manis");
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 5.800");
  await expect(kasir.getByTestId("split-totals")).toContainText("Total S2");
  await kasir.reload();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await expect(splitRows(kasir, "right")).toHaveCount(1);
  await expect(splitRows(kasir, "right").first()).toContainText("Es Teh Manis");
  await expect(kasir.getByTestId("split-tab-1")).toHaveCount(0);
  // The phone follows without a reload: S1 is gone, S2 is the next.
  await expect(phone.getByTestId("split-tab-1")).toHaveCount(0);
  await expect(phone.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);
  await expect(splitRows(phone, "right").first()).toContainText("Es Teh Manis");
});

test("bagi rata 3 gives three bills that add up to the order's total, kept after a reload", async ({ browser, stall }) => {
  const order = await stall.openOrder(uniqueBoss("Bu Tini"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await openSplit(kasir, order.id);
  await kasir.getByTestId("split-even").click();
  await expect(kasir.getByTestId("split-even-count")).toHaveText("2");
  await kasir.getByTestId("split-even-more").click();
  await expect(kasir.getByTestId("split-even-count")).toHaveText("3");
  await shot(kasir, "split-even-dialog-1280");
  await kasir.getByTestId("split-even-apply").click();
  await expect(kasir.getByRole("dialog")).toHaveCount(0);
  const list = kasir.getByTestId("split-right").getByTestId("split-even-list");
  const bills = ["Rp 15.733", "Rp 15.733", "Rp 15.734"];
  for (const [i, amount] of bills.entries()) {
    await expect(list.getByTestId(`split-even-total-${i + 1}`)).toHaveText(amount);
  }
  await expect(list.getByTestId("split-even-part")).toHaveCount(3);
  await expect(list.getByTestId("split-even-part").nth(2)).toContainText("Bagian 3/3");
  await expect(list.getByTestId("split-even-sum")).toHaveText("Rp 47.200");
  await expect(kasir.getByTestId("split-order-total")).toHaveText("Rp 47.200");
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "split-even-1280");
  await kasir.reload();
  await expect(kasir.getByTestId("split-right").getByTestId("split-even-part")).toHaveCount(3);

  const phone = await signInAt(browser, "kasir@demo.test", `/order/split-menu/${order.id}`, PHONE);
  await expect(phone.getByTestId("split-right").getByTestId("split-even-sum")).toHaveText("Rp 47.200");
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "split-even-390");
  await phone.getByTestId("split-even").click();
  await shot(phone, "split-even-dialog-390");
  // Back to moving items: the bills go, nothing is moved.
  await phone.getByTestId("split-even-off").click();
  await expect(phone.getByTestId("split-right-empty")).toBeVisible();
});

test("bagi rata 3 paid at once with cash, EDC and cash: each share its method, change and Lunas; the receipt lists the tenders", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Bu Sari"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await openSplit(kasir, order.id);
  await kasir.getByTestId("split-even").click();
  await kasir.getByTestId("split-even-more").click();
  await kasir.getByTestId("split-even-apply").click();
  await expect(kasir.getByTestId("split-right").getByTestId("split-even-part")).toHaveCount(3);
  // BAYAR waits until every share has a method.
  await expect(kasir.getByTestId("split-even-note")).toHaveText("Pilih metode pembayaran untuk setiap bagian");
  await expect(kasir.getByTestId("split-pay")).toBeDisabled();
  await pickShare(kasir, 1, "Cash", "20000");
  await expect(kasir.getByTestId("split-share-change-1")).toHaveText("Rp 4.267");
  await kasir.getByTestId("split-share-lunas-1").click();
  await expect(kasir.getByTestId("split-share-lunas-1")).toHaveAttribute("aria-pressed", "true");
  await pickShare(kasir, 2, "EDC BCA");
  await expect(kasir.getByTestId("split-pay")).toBeDisabled();
  await pickShare(kasir, 3, "Cash");
  await expect(kasir.getByTestId("split-pay")).toBeEnabled();
  await expect(kasir.getByTestId("split-even-change")).toHaveText("Rp 4.267");
  expect(await smallTapTargets(kasir)).toEqual([]);
  await shot(kasir, "split-even-pay-1280");

  // Kept by the server: a reload (or the phone) shows the chosen methods and ticks; nothing is paid yet.
  await kasir.reload();
  await expect(kasir.getByTestId("split-share-method-2")).toHaveValue("EDC BCA");
  await expect(kasir.getByTestId("split-share-lunas-1")).toHaveAttribute("aria-pressed", "true");
  const phone = await signInAt(browser, "kasir@demo.test", `/order/split-menu/${order.id}`, PHONE);
  await expect(phone.getByTestId("split-share-method-1")).toHaveValue("Cash");
  await expect(phone.getByTestId("split-share-change-1")).toHaveText("Rp 4.267");
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "split-even-pay-390");

  const paid = kasir.waitForResponse((r) => r.url().endsWith("/api/recap-transactions") && r.request().method() === "POST");
  await kasir.getByTestId("split-pay").click();
  const reply = await paid;
  expect(reply.status()).toBe(201);
  const rekapId = Number((await reply.json()).data.rekap_id);
  await expect(kasir.getByTestId("split-receipt-tender")).toHaveCount(3);
  await expect(kasir.getByTestId("split-receipt-tender").nth(1)).toContainText("EDC BCA");
  await expect(kasir.getByTestId("split-receipt-change")).toHaveText("Rp 4.267");
  await shot(kasir, "split-even-receipt-1280");
  // The bill's receipt lists the three tenders (cash as handed over).
  const receipt = (await stall.kasir.get(`cashier/print-transaksi/${rekapId}/1?view=1`)).data;
  expect(receipt.tenders.map((t: { payment_method: string; nominal_uang: number }) => [t.payment_method, t.nominal_uang])).toEqual([
    ["Tunai", 20_000],
    ["EDC BCA", 15_733],
    ["Tunai", 15_734],
  ]);
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir).toHaveURL(/\/dashboard$/);
});

test("a stored percent discount applies to each sub-bill; a nominal one is removed first", async ({ browser, stall }) => {
  const order = await stall.openOrder(uniqueBoss("Pak Persen"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  await stall.kasir.put(`tmp-transaction/${order.id}/discount`, { discount_type: "diskonPercent", discount_value: "10" });
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`);
  await openSplit(kasir, order.id);
  await moveToSplit(kasir, "Ayam Goreng Dada");
  // 20.700 − 10% (2.070) = 18.630 → 18.600.
  await expect(kasir.getByTestId("split-discount-each")).toHaveText("Diskon 10% berlaku di setiap nota");
  await expect(kasir.getByTestId("split-discount")).toHaveText("- Rp 2.070");
  await expect(kasir.getByTestId("split-total")).toHaveText("Rp 18.600");
  await expect(kasir.getByTestId("split-discount-button")).toHaveCount(0);
  await shot(kasir, "split-percent-discount-1280");
  await paySplitCash(kasir, "Rp 18.600");
  await kasir.getByTestId("split-receipt-done").click();
  await expect(kasir.getByTestId("split-nota")).toHaveText(`${order.nota}-S2`);

  const other = await stall.openOrder(uniqueBoss("Bu Nominal"), ["Ayam Goreng Dada", "Es Teh Manis"]);
  await stall.kasir.put(`tmp-transaction/${other.id}/discount`, { discount_type: "diskon", discount_value: "5000" });
  const phone = await signInAt(browser, "kasir@demo.test", `/order/${other.id}`, PHONE);
  await openSplit(phone, other.id);
  await moveToSplit(phone, "Ayam Goreng Dada");
  await expect(phone.getByTestId("split-discount-blocks")).toContainText("Hapus diskon transaksi dulu");
  await expect(phone.getByTestId("split-pay")).toBeDisabled();
  expect(await smallTapTargets(phone)).toEqual([]);
  await shot(phone, "split-nominal-discount-390");
  await phone.getByTestId("split-remove-order-discount").click();
  await expect(phone.getByTestId("split-discount-blocks")).toHaveCount(0);
  await expect(phone.getByTestId("split-pay")).toBeEnabled();
});
