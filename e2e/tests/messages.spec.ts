/**
 * No English reaches a user: a server that cannot be reached reads as the catalogue's
 * Indonesian (REQUEST_MSG.UNREACHABLE), never the browser's "Failed to fetch"; a reply that is not
 * the envelope reads "Permintaan gagal (kode …)". Shown on ORDER KE PRODUKSI: a menu tap that finds the
 * server gone is not refused but kept in the offline outbox (pwa.spec).
 */
import { expect } from "@playwright/test";
import { MSG } from "@waroeng/domain";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("a tap while the server is unreachable says so in Indonesian", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Wati"), ["Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  const production = `**/api/m-transaction-meja/set-production/${id}`;
  await kasir.route(production, (route) => route.abort("connectionrefused"));
  await kasir.getByTestId("btn-production").click();
  await kasir.getByTestId("production-confirm").click();
  // The error opens over the confirmation, which stays open for another try.
  const dialog = kasir.getByRole("dialog", { name: MSG.ERROR_TITLE });
  await expect(dialog).toContainText("Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi");
  await expect(dialog).not.toContainText("Failed to fetch");
  await shot(kasir, "messages-unreachable-tablet");
  await dialog.getByRole("button", { name: "Tutup" }).first().click();
  await expect(dialog).toHaveCount(0);

  await kasir.unroute(production);
  await kasir.route(production, (route) => route.fulfill({ status: 502, body: "<html>Bad Gateway</html>" }));
  await kasir.getByTestId("production-confirm").click();
  await expect(dialog).toContainText("Permintaan gagal (kode 502)");
});
