/**
 * No English reaches a user (issue 6): a server that cannot be reached reads as the catalogue's
 * Indonesian (REQUEST_MSG.UNREACHABLE), never the browser's "Failed to fetch"; a reply that is not
 * the envelope reads "Permintaan gagal (kode …)".
 */
import { expect } from "@playwright/test";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("a tap while the server is unreachable says so in Indonesian", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Wati"), []);
  const kasir = await signIn(browser, "kasir@demo.test");
  await kasir.goto(`/order/${id}`);
  await kasir.route("**/api/m-transaction-meja/add-menu", (route) => route.abort("connectionrefused"));
  await kasir.locator('[data-testid^="menu-card-"]').first().click();
  const dialog = kasir.getByRole("dialog");
  await expect(dialog).toContainText("Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi");
  await expect(dialog).not.toContainText("Failed to fetch");
  await shot(kasir, "messages-unreachable-tablet");
  await dialog.getByRole("button", { name: "Tutup" }).first().click();

  await kasir.unroute("**/api/m-transaction-meja/add-menu");
  await kasir.route("**/api/m-transaction-meja/add-menu", (route) => route.fulfill({ status: 502, body: "<html>Bad Gateway</html>" }));
  await kasir.locator('[data-testid^="menu-card-"]').first().click();
  await expect(kasir.getByRole("dialog")).toContainText("Permintaan gagal (kode 502)");
});
