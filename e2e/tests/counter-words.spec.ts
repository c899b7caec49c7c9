/**
 * The counter's shorthand explained where it appears, readable with a tap (a popover that opens on
 * click, not a hover title: a touch till has no hover): the K badge of a sent line, LOSTBILL on Bayar, KPP/Voucher in Lainnya, Free Kembalian on
 * the shift recap; and the EDC popup tells cards (the EDC machine) from e-wallets (their app).
 */
import { openPay } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { cartLine, sendOrder } from "../steps/lines.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

test("a tap explains K, LOSTBILL and KPP; the EDC popup asks a card for the EDC machine and an e-wallet for its app", async ({
  browser,
  stall,
}) => {
  const order = await stall.openOrder(uniqueBoss("Kata"), ["Es Teh Manis", "Ayam Goreng Dada"]);
  await sendOrder(stall.kasir, order.id);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${order.id}`, PHONE);

  // K: tapped, not hovered.
  await cartLine(kasir, "Es Teh Manis").getByTestId("badge-k-help").click();
  await expect(kasir.getByTestId("badge-k-help-text")).toHaveText("K = sudah diorder ke produksi (dapur sudah menerima menu ini)");
  await shot(kasir, "words-k-390x844");
  await kasir.setViewportSize(TABLET);
  await shot(kasir, "words-k-1280x800");
  await kasir.keyboard.press("Escape");

  await openPay(kasir);
  await expect(kasir.getByTestId("pay-lostbill-hint")).toHaveText("Bill hilang · 0 diterima");
  await shot(kasir, "words-pay-1280x800");
  await kasir.getByTestId("pay-edc").click();
  await expect(kasir.getByTestId("edc-group-card")).toContainText("Kartu (mesin EDC)");
  await expect(kasir.getByTestId("edc-group-ewallet")).toContainText("Dompet Digital");
  await expect(kasir.getByTestId("edc-group-ewallet")).toContainText("OVO");
  await expect(kasir.getByTestId("edc-group-card")).not.toContainText("OVO");
  await shot(kasir, "words-edc-1280x800");
  await kasir.getByTestId("edc-group-card").getByRole("button").first().click();
  await expect(kasir.getByTestId("edc-confirm-check")).toHaveText("Pastikan mesin EDC sudah menyetujui transaksi ini");
  await kasir.getByTestId("edc-back").click();
  await kasir.getByTestId("edc-group-ewallet").getByRole("button", { name: "OVO" }).click();
  await expect(kasir.getByTestId("edc-confirm-check")).toHaveText(
    "Pastikan pembayaran e-wallet sudah masuk: cek aplikasi atau notifikasinya",
  );
  await expect(kasir.getByRole("dialog").getByLabel("No. Referensi (opsional)")).toBeVisible();
  await kasir.setViewportSize(PHONE);
  await shot(kasir, "words-ewallet-390x844");
  await kasir.getByTestId("edc-back").click();
  await shot(kasir, "words-edc-390x844");
  await kasir.keyboard.press("Escape");

  await openPay(kasir);
  await shot(kasir, "words-pay-390x844");
  await kasir.getByTestId("pay-other").click();
  await expect(kasir.getByTestId("other-voucher-hint")).toHaveText("Potongan dari kode voucher atau KPP");
  await shot(kasir, "words-lainnya-390x844");
  await kasir.setViewportSize(TABLET);
  await shot(kasir, "words-lainnya-1280x800");
  await kasir.keyboard.press("Escape");

  // Free Kembalian on the shift recap: a "?" that opens on a tap.
  await kasir.goto("/change-shift");
  await kasir.getByTestId("shift-free-change-help").click();
  await expect(kasir.getByTestId("shift-free-change-help-text")).toContainText("kembalian yang tidak diambil Big Boss");
  await shot(kasir, "words-shift-1280x800");
  await kasir.setViewportSize(PHONE);
  await shot(kasir, "words-shift-390x844");
});
