/**
 * The printer in the cashier's hand: "Printer perangkat ini" paired in Printer Setting with a fake
 * Web Bluetooth printer (steps/device-printer.ts; 127.0.0.1 is a secure context, so the option is
 * offered), the header's print agent badge, then a cash payment whose receipt and drawer kick the
 * page claims and writes: the printer drops at the first write (the badge says so, "Sambungkan lagi"
 * connects it again), the job is retried and printed once. A second test pairs a fake USB printer and
 * prints the bill. The bytes the fake printers took are decoded and checked (nota, a menu line,
 * total, cut, drawer pulse), and Antrian Cetak shows the jobs printed.
 */
import { expect, type Page } from "@playwright/test";
import { DEVICE_PRINT_MSG } from "@waroeng/domain";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { addMenu, openDineIn, payCashWithQuickButton } from "../steps/cashier.ts";
import { installFakePrinter } from "../steps/device-printer.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { openDevice } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

// The kasir printer is the outlet's: every other spec prints through the browser page again.
test.afterEach(async ({ request }) => {
  const api = await apiLogin(request, "kasir@demo.test");
  const set = (await api.get("get-printer-info/kasir")).data;
  if (set) {
    await api.del(`printer-setting/${set.printer_setting_id}`);
  }
});

async function openPrinterSetting(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-printer-setting").click();
  await expect(page.getByTestId("printer-location")).toBeVisible();
}

/** Printer Setting → Printer perangkat ini over `connection` → Sambungkan → Simpan. */
async function pairInPrinterSetting(page: Page, connection: string, printerName: string, shotName?: string): Promise<void> {
  await openPrinterSetting(page);
  await page.getByTestId("printer-type").click();
  await page.getByRole("option", { name: DEVICE_PRINT_MSG.TYPE_LABEL, exact: true }).click();
  await page.getByTestId("device-printer-connection").getByText(connection, { exact: true }).click();
  await expect(page.getByTestId("device-printer-paired")).toHaveText(DEVICE_PRINT_MSG.PAIR_FIRST);
  await expect(page.getByTestId("printer-save")).toBeDisabled();
  await page.getByTestId("device-printer-connect").click();
  await expect(page.getByTestId("device-printer-paired")).toHaveText(DEVICE_PRINT_MSG.PAIRED(printerName));
  if (shotName) {
    await shot(page, shotName);
  }
  await page.getByTestId("printer-save").click();
  await expect(page.getByText("Printer berhasil disimpan")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The latest queue row titled `title` reads `status` in Antrian Cetak. */
async function expectQueued(page: Page, title: string, status: string): Promise<void> {
  await openPrinterSetting(page);
  await page.getByTestId("printer-tab-queue").click();
  await expect(page.locator('[data-testid^="print-job-"]').filter({ hasText: title }).first().getByTestId("print-job-status")).toHaveText(
    status,
  );
}

test("a receipt and the drawer kick print on this device's Bluetooth printer, once, after it dropped mid-job", async ({
  browser,
  request,
  stall,
}) => {
  await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
  const kasir = await openDevice(browser, "kasir@demo.test");
  const printer = await installFakePrinter(kasir, "bluetooth");
  await kasir.goto("/dashboard");
  await pairInPrinterSetting(kasir, DEVICE_PRINT_MSG.BLUETOOTH, "RPP02N", "device-printer-setting");
  const badge = kasir.getByTestId("device-printer-kasir");
  await expect(badge).toHaveAttribute("data-state", "connected");
  await shot(kasir, "device-printer-badge-ready");
  const saved = (await (await apiLogin(request, "kasir@demo.test")).get("get-printer-info/kasir")).data;
  expect(saved).toMatchObject({ printer_setting_type: "device", printer_setting_address: "bluetooth" });

  // The printer drops at the first write of the sale's print jobs.
  await printer.failNextWrite();
  const table = await stall.freeTable();
  const nota = uniqueNota();
  stall.track(await openDineIn(kasir, table, { number: nota, customer: uniqueBoss("Bu Rina") }));
  await addMenu(kasir, "Ayam Goreng Dada", 2);
  await addMenu(kasir, "Es Teh Manis");
  expect(await payCashWithQuickButton(kasir, "Rp 47.200", 100000)).toBe("Rp 52.800");
  const popupClosed = kasir
    .context()
    .waitForEvent("page")
    .then((page) => (page.isClosed() ? undefined : page.waitForEvent("close")));
  await kasir.getByRole("button", { name: "Cetak", exact: true }).click();
  await popupClosed;

  await kasir.getByRole("button", { name: "Selesai" }).click();
  await expect(kasir.getByRole("dialog")).toHaveCount(0);
  await expect(badge).toHaveAttribute("data-state", "disconnected");
  await badge.click();
  await expect(kasir.getByTestId("device-printer-panel-kasir")).toContainText("GATT operation failed");
  await shot(kasir, "device-printer-badge-dropped");
  await kasir.getByTestId("device-printer-reconnect-kasir").click();
  await expect(badge).toHaveAttribute("data-state", "connected");

  // The receipt and the drawer kick arrive (the failed one after its backoff), each once. The printer
  // takes a job in 100-byte writes: a receipt is whole once its cut arrived.
  const receipts = () => printer.jobs().filter((j) => j.includes(`Nota: ${nota}`));
  await expect.poll(() => receipts().some((j) => j.includes("\x1dV")), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => printer.jobs().filter((j) => j.includes("\x1bp")).length, { timeout: 20_000 }).toBe(1);
  expect(receipts()).toHaveLength(1);
  const receipt = receipts()[0] ?? "";
  expect(receipt).toContain("Ayam Goreng Dada");
  expect(receipt).toMatch(/TOTAL[\s\S]{1,30}Rp 47\.200/);
  expect(receipt).toMatch(/Kembalian\s+Rp 52\.800/);
  expect(receipt.indexOf("\x1dV")).toBeGreaterThan(receipt.indexOf("TOTAL"));
  await expectQueued(kasir, `Struk ${nota}`, "Tercetak");
  await shot(kasir, "device-printer-queue");
  // Nothing printed twice, even after the queue settled.
  expect(receipts()).toHaveLength(1);
  await kasir.keyboard.press("Escape");

  // A phone-size screen: the dialog with the device option and the badge (icon only).
  await kasir.setViewportSize(PHONE);
  await expect(badge).toHaveAttribute("data-state", "connected");
  await shot(kasir, "device-printer-badge-ready-phone");
  await openPrinterSetting(kasir);
  await expect(kasir.getByTestId("device-printer-paired")).toHaveText(DEVICE_PRINT_MSG.PAIRED("RPP02N"));
  await shot(kasir, "device-printer-setting-phone");
  await kasir.setViewportSize(TABLET);
  await kasir.context().close();
});

test("a bill prints on this device's USB printer, which the page reconnects without asking on load and when plugged in again", async ({
  browser,
  request,
  stall,
}) => {
  await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
  const kasir = await openDevice(browser, "kasir@demo.test");
  const printer = await installFakePrinter(kasir, "usb");
  await kasir.goto("/dashboard");
  await pairInPrinterSetting(kasir, DEVICE_PRINT_MSG.USB, "TM-T20III");
  // A reload finds the allowed printer again (usb.getDevices), with no chooser.
  await kasir.reload();
  await expect(kasir.getByTestId("device-printer-kasir")).toHaveAttribute("data-state", "connected");

  const table = await stall.freeTable();
  const nota = uniqueNota();
  stall.track(await openDineIn(kasir, table, { number: nota, customer: uniqueBoss("Pak Budi") }));
  await addMenu(kasir, "Ayam Goreng Dada", 2);
  await addMenu(kasir, "Es Teh Manis");
  await kasir.getByTestId("btn-printbill").click();
  const bill = () => printer.jobs().find((j) => j.includes("BILL - BELUM LUNAS") && j.includes(nota)) ?? "";
  await expect.poll(bill).toContain("\x1dV");
  expect(bill()).toMatch(/Rp 47\.200/);
  expect(bill()).toContain("Es Teh Manis");
  expect(bill()).toContain("\x1dV");
  await expectQueued(kasir, `Bill ${nota}`, "Tercetak");
  await kasir.keyboard.press("Escape");

  // The cable pulled out and plugged in again: the page connects the printer by itself and prints on.
  const badge = kasir.getByTestId("device-printer-kasir");
  await printer.unplug(false);
  await expect(badge).toHaveAttribute("data-state", "disconnected");
  await printer.unplug(true);
  await expect(badge).toHaveAttribute("data-state", "connected");
  const bills = () => printer.jobs().filter((j) => j.includes("BILL - BELUM LUNAS") && j.includes(nota) && j.includes("\x1dV"));
  await kasir.getByTestId("btn-printbill").click();
  await expect.poll(() => bills().length).toBe(2);
  await kasir.context().close();
});
