/**
 * Back office · Staf and Meja: the owner adds a waiter, who logs in on a fresh device and
 * lands on the waiter's screen; deactivated, the waiter's open session ends at once. The owner adds
 * a table that shows on the cashier's table dashboard, and previews a CSV import with a bad row
 * (nothing applied), and adds a production screen. Screenshots (1280×800; the waiter at 390×844) go to SCREENSHOT_DIR.
 */
import { expect } from "@playwright/test";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn, signInAt, signInWith } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

test("the owner adds a waiter who logs in and lands on the waiter's screen; deactivation ends that session", async ({ browser }) => {
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-staff").click();
  await expect(owner).toHaveURL(/\/admin\/staff$/);
  await expect(owner.getByTestId("staff-row").first()).toBeVisible();
  await shot(owner, "admin-staff");

  const name = uniqueBoss("Lia Pelayan");
  const login = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@warung.test`;
  await owner.getByTestId("staff-add").click();
  await owner.getByTestId("staff-name").fill(name);
  await owner.getByTestId("staff-login").fill(login);
  await owner.getByTestId("staff-role").click();
  await owner.getByRole("option", { name: "Pelayan" }).click();
  await owner.getByTestId("staff-password").fill("pendek");
  await owner.getByTestId("staff-save").click();
  await expect(owner.getByTestId("staff-error")).toHaveText("Kata sandi 8 sampai 128 karakter");
  await owner.getByTestId("staff-password").fill("rahasia-lia-1");
  await shot(owner, "admin-staff-add");
  await owner.getByTestId("staff-save").click();
  await expect(owner.getByText("Staf ditambahkan")).toBeVisible();
  const row = owner.locator(`[data-testid="staff-row"][data-login="${login}"]`);
  await expect(row).toContainText("Pelayan");
  await expect(row).toContainText("Aktif");

  const waiter = await signInWith(browser, login, "rahasia-lia-1", PHONE);
  await expect(waiter).toHaveURL(/\/online-order$/);
  await expect(waiter.getByTestId("link-layar-ambil")).toBeVisible();
  await shot(waiter, "admin-staff-new-waiter-phone");

  await row.getByTestId("staff-deactivate").click();
  await owner.getByTestId("staff-deactivate-yes").click();
  await expect(row).toContainText("Nonaktif");
  // The waiter's next request is refused: the app sends the device back to login.
  await waiter.reload();
  await expect(waiter).toHaveURL(/\/login/);
});

test("the owner adds a table that shows on the cashier's table dashboard; a CSV with a bad row applies nothing", async ({ browser }) => {
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-tables").click();
  await expect(owner).toHaveURL(/\/admin\/tables$/);
  await expect(owner.getByTestId("table-row").first()).toBeVisible();
  await shot(owner, "admin-tables");

  const name = uniqueBoss("Teras").slice(0, 40);
  await owner.getByTestId("table-add").click();
  await owner.getByTestId("table-name").fill(name);
  await shot(owner, "admin-tables-add");
  await owner.getByTestId("table-save").click();
  await expect(owner.getByText("Meja ditambahkan")).toBeVisible();
  await expect(owner.locator(`[data-testid="table-row"][data-name="${name}"]`)).toContainText("Aktif");

  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard");
  await expect(tableCard(kasir, name)).toBeVisible();

  await owner.getByTestId("tables-import").click();
  const csv = `nama,tipe,jenis,urut,aktif\n${name} B,meja,Meja,5,ya\n${name} C,lesehan,Meja,6,ya\n`;
  const chooser = owner.waitForEvent("filechooser");
  await owner.getByTestId("tables-import-file").click();
  await (await chooser).setFiles({ name: "meja.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await owner.getByTestId("tables-import-preview-btn").click();
  await expect(owner.getByTestId("tables-import-error")).toHaveText(["3tipeTipe meja harus meja, bungkus atau express"]);
  await expect(owner.getByTestId("tables-import-apply")).toBeDisabled();
  await shot(owner, "admin-tables-import-errors");
  await owner.keyboard.press("Escape");
  await expect(owner.locator(`[data-testid="table-row"][data-name="${name} B"]`)).toHaveCount(0);
});

test("the owner adds a production screen, which the production screens' list shows", async ({ browser }) => {
  const owner = await signIn(browser, "owner@demo.test");
  await owner.getByTestId("admin-nav-produksi").click();
  await expect(owner.getByTestId("station-row").first()).toBeVisible();
  await shot(owner, "admin-produksi");
  const name = uniqueBoss("Dimsum").slice(0, 40);
  await owner.getByTestId("screen-add").click();
  await owner.getByTestId("production-name").fill(name);
  await owner.getByTestId("production-save").click();
  await expect(owner.getByTestId("screen-row").filter({ hasText: name })).toBeVisible();
  const kasir = await signInAt(browser, "kasir@demo.test", "/layar-produksi");
  await expect(kasir.getByRole("link", { name: new RegExp(`^Layar ${name} Kiri`) })).toBeVisible();
});
