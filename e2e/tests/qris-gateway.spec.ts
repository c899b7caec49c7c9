/**
 * Gateway QRIS in the browser (the `gateway` project's server, in gateway mode against the test suite's
 * fake Midtrans; playwright.config.ts): the customer display (a second context) is paired with the till;
 * the cashier chooses QRIS — the dialog shows the gateway's QR and waits, without "Sudah diterima", and
 * the display shows the same QR; the fake gateway settles; with no tap, the till moves on to the paid
 * step (method QRIS, no change, the drawer never opened) and the display says Terima kasih; the
 * offered Cetak prints the receipt (naming the paying app) at the kasir's network printer, without
 * the drawer pulse. Money that arrived for a bill already paid by cash is listed on Kas Kasir and
 * refunded through the gateway.
 * Pictures: the gateway QRIS dialog at 1280×800 and 390×844, the display's QR and its thanks, Kas
 * Kasir's QRIS money to return at 1280×800 and 390×844.
 */
import { startFakeMidtrans } from "../../apps/server/src/test/fakes/midtrans.ts";
import { payOrder } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { startTestPrinter } from "../steps/printer.ts";
import { FAKE_MIDTRANS_KEY, GATEWAY_PORT, midtransPort } from "../steps/servers.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test("gateway QRIS: the till and the customer display show the QR, and both show paid once the gateway settles, without a tap", async ({
  browser,
  stall,
}) => {
  const fake = await startFakeMidtrans({ serverKey: FAKE_MIDTRANS_KEY, port: midtransPort(GATEWAY_PORT) });
  // The receipt goes to a network printer at the kasir location (this server has no other specs).
  const printer = await startTestPrinter();
  const setting = await stall.kasir.post("printer-setting", {
    printer_id: 0,
    printer_type: "network",
    printer_address: printer.address,
    printer_location: "kasir",
    printer_width: 600,
  });
  expect(setting.meta.code, JSON.stringify(setting.meta)).toBeLessThan(300);
  try {
    const order = await stall.openOrder(uniqueBoss("Gateway"), ["Ayam Bakar", "Es Teh Manis"]);
    const till = await signIn(browser, "kasir@demo.test");
    const drawer: string[] = [];
    till.on("request", (r) => {
      if (r.url().includes("open-laci")) {
        drawer.push(r.url());
      }
    });

    // Pair the customer display with this till.
    await till.goto("/dashboard");
    await till.getByTestId("user-menu").click();
    await till.getByTestId("menu-layar-pelanggan").click();
    const codeBox = till.getByTestId("display-code");
    await expect(codeBox).toHaveAttribute("data-code", /^\d{6}$/);
    const code = (await codeBox.getAttribute("data-code")) ?? "";
    const display = await (await browser.newContext({ viewport: TABLET })).newPage();
    await display.goto("/layar-pelanggan");
    await display.getByTestId("display-pair-code").locator("input").first().click();
    await display.keyboard.type(code);
    await expect(display.getByTestId("display-idle")).toBeVisible();
    await till.getByTestId("display-modal-close").click();

    // Bayar → QRIS: the gateway's QR, waiting for the money.
    await till.goto(`/order/${order.id}`);
    await openPay(till);
    await till.getByTestId("pay-qris").click();
    const dialog = till.getByTestId("qris-dialog");
    await expect(dialog).toHaveAttribute("data-mode", "gateway");
    const orderRef = (await dialog.getAttribute("data-order-id")) ?? "";
    expect(fake.charges.get(orderRef)?.state).toBe("pending");
    const qr = till.getByTestId("qris-qr");
    await expect(qr).toBeVisible();
    await expect(till.getByTestId("qris-waiting")).toBeVisible();
    await expect(till.getByTestId("qris-received")).toHaveCount(0);
    await shot(till, "qris-gateway-dialog-1280x800");
    await till.setViewportSize(PHONE);
    await expect(qr).toBeVisible();
    await shot(till, "qris-gateway-dialog-390x844");
    await till.setViewportSize(TABLET);
    await expect(display.getByTestId("display-qris")).toBeVisible();
    await shot(display, "qris-gateway-display-qr-1280x800");
    // The QR and the total to pay both on screen, landscape and portrait (a tablet stood up).
    await expect(display.getByTestId("display-total-amount")).toBeInViewport();
    await display.setViewportSize({ width: 800, height: 1280 });
    await expect(display.getByTestId("display-qris")).toBeInViewport();
    await shot(display, "qris-gateway-display-qr-800x1280");
    await display.setViewportSize(TABLET);

    // The customer pays: the gateway settles. Nobody taps anything.
    fake.settle(orderRef, "gopay");
    await expect(till.getByTestId("paid-method")).toHaveText("QRIS · GoPay", { timeout: 15_000 });
    await expect(till.getByTestId("change-amount")).toHaveCount(0);
    await expect(display.getByTestId("display-thanks")).toContainText("Terima kasih");
    await shot(display, "qris-gateway-display-thanks-1280x800");
    const history = (await stall.kasir.get("transaksi/history")).data as {
      m_transaction_table_id: number;
      payment_method: string;
      r_t_nominal_total_bayar: number;
    }[];
    expect(history.find((h) => h.m_transaction_table_id === order.id)?.payment_method).toBe("QRIS · GoPay");
    // The paid step offers Cetak: the receipt reaches the kasir printer, naming the app, with no drawer pulse.
    const popupClosed = till
      .context()
      .waitForEvent("page")
      .then((page) => (page.isClosed() ? undefined : page.waitForEvent("close")));
    await till.getByRole("button", { name: "Cetak", exact: true }).click();
    await popupClosed;
    const receipt = () => printer.jobs.find((j) => j.includes(`Nota: ${order.nota}`)) ?? "";
    const total = history.find((h) => h.m_transaction_table_id === order.id)?.r_t_nominal_total_bayar ?? 0;
    await expect.poll(receipt, { timeout: 15_000 }).toContain(`Rp ${total.toLocaleString("id-ID")}`);
    // The tender line names the app ("QRIS · GoPay"; the dot is a code-page byte on the printer).
    expect(receipt()).toMatch(/QRIS . GoPay\s+Rp/);
    expect(receipt()).not.toContain("\x1bp");
    expect(drawer).toEqual([]);
  } finally {
    await fake.close();
    const set = (await stall.kasir.get("get-printer-info/kasir")).data;
    if (set) {
      await stall.kasir.del(`printer-setting/${set.printer_setting_id}`);
    }
    await printer.close();
  }
});

test("QRIS money that paid no bill: Kas Kasir lists it (nota, amount, app) and refunds it through the gateway", async ({
  browser,
  stall,
}) => {
  const fake = await startFakeMidtrans({ serverKey: FAKE_MIDTRANS_KEY, port: midtransPort(GATEWAY_PORT) });
  try {
    const order = await stall.openOrder(uniqueBoss("Kembali"), ["Ayam Bakar", "Es Teh Manis"]);
    const totals = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${order.id}`)).totals;
    const charge = await stall.kasir.post("qris/charge", { tmp_transaction_id: order.id, total: totals.rounded });
    const ref = charge.data.order_id as string;
    // The bill is paid by cash meanwhile; then the customer's QRIS payment arrives anyway.
    await payOrder(stall.kasir, order.id, 1);
    fake.settle(ref, "dana");
    const amount = totals.rounded as number;
    expect((await stall.kasir.get(`qris/status/${ref}`)).data).toMatchObject({ to_return: amount, issuer: "dana" });

    const kasir = await signInAt(browser, "kasir@demo.test", "/mutasi");
    const row = kasir.locator(`[data-testid="qris-return-row"][data-order-id="${ref}"]`);
    await expect(row).toContainText(order.nota);
    await expect(row.getByTestId("qris-return-amount")).toHaveText(`Rp ${amount.toLocaleString("id-ID")}`);
    await expect(row.getByTestId("qris-return-issuer")).toContainText("QRIS · DANA");
    await shot(kasir, "qris-returns-1280x800");
    await kasir.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await shot(kasir, "qris-returns-390x844");
    await kasir.setViewportSize(TABLET);
    await row.getByTestId("qris-return-refund").click();
    await expect(row).toHaveCount(0);
    expect(fake.charges.get(ref)?.refunds).toEqual([{ amount, refundKey: `${ref}-R`, reason: "QRIS tanpa tagihan" }]);
  } finally {
    await fake.close();
  }
});
