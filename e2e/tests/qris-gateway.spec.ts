/**
 * Gateway QRIS in the browser (the `gateway` project's server, in gateway mode against the test suite's
 * fake Midtrans; playwright.config.ts): the customer display (a second context) is paired with the till;
 * the cashier chooses QRIS — the dialog shows the gateway's QR and waits, without "Sudah diterima", and
 * the display shows the same QR; the fake gateway settles; with no tap, the till moves on to the paid
 * step (method QRIS, no change, the drawer never opened) and the display says Terima kasih.
 * Pictures: the gateway QRIS dialog at 1280×800 and 390×844, the display's QR and its thanks.
 */
import { startFakeMidtrans } from "../../apps/server/src/test/fakes/midtrans.ts";
import { openPay } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { FAKE_MIDTRANS_KEY, GATEWAY_PORT, midtransPort } from "../steps/servers.ts";
import { signIn } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test("gateway QRIS: the till and the customer display show the QR, and both show paid once the gateway settles, without a tap", async ({
  browser,
  stall,
}) => {
  const fake = await startFakeMidtrans({ serverKey: FAKE_MIDTRANS_KEY, port: midtransPort(GATEWAY_PORT) });
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

    // The customer pays: the gateway settles. Nobody taps anything.
    fake.settle(orderRef, "gopay");
    await expect(till.getByTestId("paid-method")).toHaveText("QRIS", { timeout: 15_000 });
    await expect(till.getByTestId("change-amount")).toHaveCount(0);
    await expect(display.getByTestId("display-thanks")).toContainText("Terima kasih");
    await shot(display, "qris-gateway-display-thanks-1280x800");
    const history = (await stall.kasir.get("transaksi/history")).data as { m_transaction_table_id: number; payment_method: string }[];
    expect(history.find((h) => h.m_transaction_table_id === order.id)?.payment_method).toBe("QRIS");
    expect(drawer).toEqual([]);
  } finally {
    await fake.close();
  }
});
