/**
 * Digital receipts in the browser: Test Struk Digital from the user menu reaches the local
 * gateway; on the Kembalian modal Kirim WA checks the number (Warning! Nomor WA Tidak Sesuai), then
 * queues the receipt: the gateway is down for the first attempt, the worker's retry delivers it once,
 * with the nota, the total and a PDF link that opens the receipt.
 */
import { expect } from "@playwright/test";
import { openPay } from "../steps/cashier.ts";
import { test } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";
import { type LocalGateway, startGateway } from "../steps/wa-gateway.ts";

// One gateway on its fixed port per file: the file's tests run in order in one worker.
test.describe.configure({ mode: "default" });

let gw: LocalGateway;

test.beforeAll(async () => {
  gw = await startGateway();
});

test.afterAll(async () => {
  await gw.close();
});

test.beforeEach(() => {
  gw.calls.length = 0;
  gw.script.length = 0;
});

test("Test Struk Digital sends a test message to the gateway", async ({ browser, stall }) => {
  expect(stall.kasir.token).toBeTruthy(); // the fixture opened the cashier's cash session: no detour to /modal
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard");
  await expect(kasir.getByTestId("section-meja")).toBeVisible();
  await kasir.getByTestId("user-menu").click();
  await kasir.getByTestId("menu-test-whatsapp").click();
  const dialog = kasir.getByRole("dialog", { name: "Test Struk Digital" });
  await expect(dialog).toBeVisible();
  // Only non-digits: Kirim stays off, nothing is sent.
  await kasir.getByTestId("test-wa-number").fill("abc-");
  await expect(kasir.getByTestId("test-wa-send")).toBeDisabled();
  await shot(kasir, "test-struk-digital-open");
  await kasir.getByTestId("test-wa-number").fill("0812-3456-7890");
  await kasir.getByTestId("test-wa-send").click();
  await expect(kasir.getByTestId("test-wa-state")).toHaveAttribute("data-state", "sent");
  await expect(kasir.getByTestId("test-wa-state")).toHaveText("Struk ke 081234567890: Terkirim");
  expect(gw.calls).toHaveLength(1);
  expect(gw.calls[0]?.authorization).toBe("e2e-gateway-token");
  expect(gw.calls[0]?.form.target).toBe("6281234567890");
  expect(gw.calls[0]?.form.message).toContain("Test Struk Digital");
  await shot(kasir, "test-struk-digital-sent");
  await kasir.keyboard.press("Escape");
  await expect(kasir.getByRole("dialog")).toHaveCount(0);

  // Kotak Keluar WA beside the print queue: the send is Terkirim; Kirim Ulang sends it once more.
  await kasir.getByTestId("user-menu").click();
  await kasir.getByTestId("menu-printer-setting").click();
  await kasir.getByTestId("printer-tab-wa").click();
  const row = kasir.locator('[data-testid^="wa-row-"]').filter({ hasText: "081234567890" }).first();
  await expect(row.getByTestId("wa-row-state")).toHaveText("Terkirim");
  await shot(kasir, "wa-outbox");
  await row.getByTestId("wa-row-again").click();
  await expect(kasir.getByText("Pesan dikirim ulang")).toBeVisible();
  expect(gw.calls).toHaveLength(2);
  expect(gw.calls[1]?.form.message).toContain("Test Struk Digital");
});

test("Kembalian: Kirim WA checks the number, then queues the receipt; the retry delivers it once", async ({ browser, stall }) => {
  const { id, nota } = await stall.openOrder("Bu Wati", ["Ayam Bakar", "Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await openPay(kasir);
  await kasir.getByTestId("pay-cash").click();
  await kasir.getByTestId("cash-amount").pressSequentially("100000");
  await kasir.getByTestId("cash-pay").click();
  await expect(kasir.getByTestId("change-amount")).toBeVisible();

  // Under 10 digits: Warning! Nomor WA Tidak Sesuai, nothing sent, the buttons stay usable.
  await kasir.getByTestId("receipt-phone").fill("08123");
  await kasir.getByTestId("receipt-wa").click();
  await expect(kasir.getByTestId("alert-message")).toHaveText("Nomor WA Tidak Sesuai");
  await expect(kasir.getByText("Warning!")).toBeVisible();
  await kasir.getByTestId("alert-ok").click();
  expect(gw.calls).toHaveLength(0);
  await expect(kasir.getByTestId("receipt-wa")).toBeEnabled();

  // The gateway is down for the first attempt: the send is queued.
  gw.script.push(503);
  await kasir.getByTestId("receipt-phone").fill("081299998888");
  await kasir.getByTestId("receipt-wa").click();
  await expect(kasir.getByTestId("receipt-wa-state")).toHaveAttribute("data-state", "queued");
  await expect(kasir.getByTestId("receipt-wa-state")).toHaveText("Struk ke 081299998888: Dalam antrean kirim");
  await expect(kasir.getByTestId("receipt-wa")).toBeDisabled();
  await shot(kasir, "kembalian-wa-queued");

  // The server's worker retries after the backoff: delivered once, with the receipt and its PDF link.
  await expect.poll(() => gw.calls.filter((c) => c.status === 200).length).toBe(1);
  expect(gw.calls.map((c) => c.status)).toEqual([503, 200]);
  const message = gw.calls[1]?.form.message ?? "";
  expect(message).toContain(`Nota: ${nota}`);
  expect(message).toContain("Ayam Bakar");
  expect(message).toMatch(/\*TOTAL: Rp [\d.]+\*/);
  const link = /Struk PDF: (\S+)/.exec(message)?.[1] ?? "";
  expect(link).toMatch(/\/api\/recap-transactions\/download-struct\/[A-Za-z0-9_-]{43}$/);
  // The customer's phone opens the link without a session.
  const customer = await browser.newContext();
  const pdf = await customer.request.get(link);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await customer.close();
});
