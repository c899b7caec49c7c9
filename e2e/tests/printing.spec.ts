/**
 * Printing in the browser: Printer Setting from the user menu (every connection type
 * shot; the android types lock their address), a network printer pointed at a local test socket,
 * Tes Cetak; the kitchen ticket after a production send (only its group's lines) and PRINTBILL's
 * bill; then a cash payment: the receipt and the drawer pulse arrive at the socket, the print queue
 * (Antrian Cetak) shows the jobs as printed, and Buka Laci prints its slip with the pulse.
 */
import { expect, type Page } from "@playwright/test";
import { PRINT_MSG } from "@waroeng/domain";
import { encode } from "fast-png";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { addMenu, openDineIn, payCashWithQuickButton, sendToProduction } from "../steps/cashier.ts";
import { test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { startTestPrinter } from "../steps/printer.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

const TYPES = ["usb-unix", "usb-cups", "network", "windows-sharing", "android-image", "android-image-vps"];

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A 160 × 60 logo: a grey gradient in a black frame (greys to dither, black to keep). */
function logoPng(): Buffer {
  const [w, h] = [160, 60];
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const [x, y] = [i % w, Math.floor(i / w)];
    const v = x < 5 || y < 5 || x >= w - 5 || y >= h - 5 ? 0 : Math.round((255 * x) / w);
    data.set([v, v, v, 255], i * 4);
  }
  return Buffer.from(encode({ width: w, height: h, data, channels: 4, depth: 8 }));
}

// Other specs print through the browser page: the demo has no printers (and no logo). In a hook, not a
// `finally`: a test that times out is cut off before its `finally` runs, and the printer it set would
// then send every later spec's receipt to a closed socket instead of the browser page.
test.afterEach(async ({ request }) => {
  const api = await apiLogin(request, "kasir@demo.test");
  await api.del("printer-logo").catch(() => undefined);
  for (const location of ["kasir", "kitchen"]) {
    const set = (await api.get(`get-printer-info/${location}`)).data;
    if (set) {
      await api.del(`printer-setting/${set.printer_setting_id}`);
    }
  }
});

async function openPrinterSetting(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("menu-printer-setting").click();
  await expect(page.getByTestId("printer-location")).toBeVisible();
}

test("a network printer set in Printer Setting prints the cash receipt and opens the drawer", async ({ browser, request, stall }) => {
  const printer = await startTestPrinter();
  const kitchen = await startTestPrinter();
  const api = await apiLogin(request, "kasir@demo.test");
  await ensureCashOpen(api);
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard");
  try {
    await openPrinterSetting(kasir);
    for (const type of TYPES) {
      await pick(kasir, "printer-type", type);
      const address = kasir.getByTestId("printer-address");
      if (type.startsWith("android")) {
        await expect(address).toBeDisabled();
        await expect(address).toHaveValue(type === "android-image" ? "android" : "android-vps");
      } else {
        await expect(address).toBeEnabled();
      }
      await shot(kasir, `printer-setting-${type}`);
    }
    await pick(kasir, "printer-type", "network");
    await kasir.getByTestId("printer-address").fill(printer.address);
    await kasir.getByTestId("printer-save").click();
    await expect(kasir.getByText("Printer berhasil disimpan")).toBeVisible();
    await kasir.getByTestId("printer-test").click();
    await expect(kasir.getByText("Tes cetak berhasil")).toBeVisible();
    expect(printer.jobs.some((j) => j.includes("TES CETAK"))).toBe(true);
    // Cetak Logo (with the outlet's logo uploaded here) and Cetak QR: saved per printer.
    await kasir.getByTestId("printer-logo-switch").click();
    await kasir.getByTestId("printer-qr-switch").click();
    const chooser = kasir.waitForEvent("filechooser");
    await kasir.getByTestId("printer-logo-upload").click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
    await expect(kasir.getByText("Logo berhasil disimpan")).toBeVisible();
    await expect(kasir.getByTestId("printer-logo-preview")).toBeVisible();
    // The first save's toast may still be up: wait for this save's own reply, not for a toast.
    const saved = kasir.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/printer-setting" && r.request().method() === "POST" && r.ok(),
    );
    await kasir.getByTestId("printer-save").click();
    await saved;
    await expect(kasir.getByTestId("printer-remove")).toBeVisible();
    await shot(kasir, "printer-setting-logo-qr");
    expect((await api.get("get-printer-info/kasir")).data).toMatchObject({ printer_setting_logo: true, printer_setting_qr: true });
    await pick(kasir, "printer-location", PRINT_MSG.LOCATION_KITCHEN);
    await expect(kasir.getByTestId("printer-group1")).toBeVisible();
    await shot(kasir, "printer-setting-kitchen-groups");
    await kasir.keyboard.press("Escape");
    await expect(kasir.getByRole("dialog")).toHaveCount(0);

    const table = await stall.freeTable();
    const nota = uniqueNota();
    stall.track(await openDineIn(kasir, table, { number: nota, customer: uniqueBoss("Bu Rina") }));
    await addMenu(kasir, "Ayam Goreng Dada", 2);
    await addMenu(kasir, "Es Teh Manis");
    // The kitchen printer (print group: Ayam) gets a ticket with only its lines after the production send.
    const ayam = (await api.get("jenis-produk")).data.filter((c: { m_jenis_produk_nama: string }) => c.m_jenis_produk_nama === "Ayam");
    await api.post("printer-setting", {
      printer_id: 0,
      printer_type: "network",
      printer_address: kitchen.address,
      printer_location: "kitchen",
      printer_width: 600,
      printer_group1: JSON.stringify(ayam.map((c: { m_jenis_produk_id: number }) => c.m_jenis_produk_id)),
      printer_group2: "[]",
    });
    await sendToProduction(kasir, 2);
    await expect.poll(() => kitchen.jobs.find((j) => j.includes(`Nota: ${nota}`)) ?? "").toContain("2 x Ayam Goreng Dada");
    expect(kitchen.jobs.find((j) => j.includes(`Nota: ${nota}`))).not.toContain("Es Teh");
    // PRINTBILL: the bill at the kasir printer.
    await kasir.getByTestId("btn-printbill").click();
    await expect.poll(() => printer.jobs.find((j) => j.includes("BILL - BELUM LUNAS") && j.includes(nota)) ?? "").toContain("Rp 47.200");
    expect(await payCashWithQuickButton(kasir, "Rp 47.200", 100000)).toBe("Rp 52.800");
    // The blank window closes as soon as the server says the printer took the receipt: the close is
    // awaited from the moment the window opens (it can close before the click's own wait returns).
    const popupClosed = kasir
      .context()
      .waitForEvent("page")
      .then((page) => (page.isClosed() ? undefined : page.waitForEvent("close")));
    await kasir.getByRole("button", { name: "Cetak", exact: true }).click();
    await popupClosed;
    // The receipt (nota, total, cut) and the drawer pulse reach the printer through the queue.
    await expect.poll(() => printer.jobs.find((j) => j.includes(`Nota: ${nota}`)) ?? "").toMatch(/TOTAL[\s\S]{1,30}Rp 47\.200/);
    await expect.poll(() => printer.jobs.some((j) => j.includes("\x1bp"))).toBe(true);
    expect(printer.jobs.find((j) => j.includes(`Nota: ${nota}`))).toContain("\x1dV");
    // The logo (raster image) before the text, the QR of the receipt's PDF link after it.
    const receiptJob = () => printer.jobs.find((j) => j.includes(`Nota: ${nota}`) && j.includes("Kembalian")) ?? "";
    await expect.poll(receiptJob).toContain("\x1d(k");
    const receipt = receiptJob();
    expect(receipt.indexOf("\x1dv0")).toBeGreaterThan(0);
    expect(receipt.indexOf("\x1dv0")).toBeLessThan(receipt.indexOf(`Nota: ${nota}`));
    expect(receipt.slice(receipt.indexOf("\x1d(k"))).toContain("/api/recap-transactions/download-struct/");
    await kasir.getByRole("button", { name: "Selesai" }).click();

    await openPrinterSetting(kasir);
    await kasir.getByTestId("printer-tab-queue").click();
    const row = kasir.locator('[data-testid^="print-job-"]').filter({ hasText: `Struk ${nota}` });
    await expect(row.getByTestId("print-job-status")).toHaveText("Tercetak");
    for (const title of [`Pesanan Dapur ${nota}`, `Bill ${nota}`]) {
      await expect(kasir.locator('[data-testid^="print-job-"]').filter({ hasText: title }).getByTestId("print-job-status")).toHaveText(
        "Tercetak",
      );
    }
    await shot(kasir, "print-queue");
    await kasir.keyboard.press("Escape");
    await expect(kasir.getByRole("dialog")).toHaveCount(0);

    // Buka Laci: a reason, Buka → the slip with the reason and the kick pulse.
    await kasir.getByTestId("nav-buka-laci").click();
    await pick(kasir, "buka-laci-reason", "Tukar Uang");
    await shot(kasir, "buka-laci");
    await kasir.getByTestId("buka-laci-open").click();
    await expect(kasir.getByText("Laci terbuka")).toBeVisible();
    await expect.poll(() => printer.jobs.find((j) => j.includes("BUKA LACI")) ?? "").toContain("Tukar Uang");
    expect(printer.jobs.find((j) => j.includes("BUKA LACI"))).toContain("\x1bp");

    // Hapus: the kasir location has no printer again (the receipt goes back to the browser page).
    await openPrinterSetting(kasir);
    await kasir.getByTestId("printer-remove").click();
    await kasir.getByTestId("printer-remove-confirm-yes").click();
    await expect(kasir.getByText("Printer berhasil dihapus")).toBeVisible();
    await expect(kasir.getByTestId("printer-remove")).toHaveCount(0);
    expect((await api.get("get-printer-info/kasir")).data).toBeNull();
  } finally {
    await printer.close();
    await kitchen.close();
  }
});
