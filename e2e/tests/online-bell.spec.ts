/**
 * The new-order bell's mute switch: muted on Online Order, a
 * QR order still shows and is marked notified but no bell sounds on this device; unmuted, the next
 * order rings. The switch stays after a reload (kept on the device). The guests' orders are removed
 * at the end (HAPUS), so the pending count of later tests is not changed.
 */
import { QR_MSG } from "@waroeng/domain";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { guestAdd, guestSend, openGuest, qrPathOf } from "../steps/qr.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

test("a muted bell stays silent for a new QR order; unmuted, the next order rings", async ({ browser, stall }) => {
  const cashier = await signInAt(browser, "kasir@demo.test", "/online-order");
  const sound = cashier.getByRole("switch", { name: QR_MSG.BELL_SWITCH });
  await expect(sound).toBeChecked();
  await sound.click({ force: true });
  await expect(sound).not.toBeChecked();
  await cashier.reload();
  await expect(sound).not.toBeChecked();
  await shot(cashier, "online-bell-muted");
  const rung: string[] = [];
  cashier.on("request", (r) => {
    if (r.url().endsWith("/sounds/bell.wav")) {
      rung.push(r.url());
    }
  });
  const codes: string[] = [];
  try {
    const notified = cashier.waitForRequest((r) => r.url().includes("/api/tmp-online/off-notif/"));
    const guest = await openGuest(browser, await qrPathOf(stall.kasir, "Meja 9"));
    await guestAdd(guest, "Es Teh Manis");
    codes.push(await guestSend(guest, uniqueBoss("Senyap")));
    await expect(cashier.locator('[data-testid^="online-order-"]').filter({ hasText: codes[0] })).toBeVisible();
    // The order was taken in (marked notified in the same step that would ring), without a sound.
    await notified;
    expect(rung).toEqual([]);

    await sound.click({ force: true });
    await expect(sound).toBeChecked();
    const bell = cashier.waitForRequest((r) => r.url().endsWith("/sounds/bell.wav"));
    const second = await openGuest(browser, await qrPathOf(stall.kasir, "Meja 10"));
    await guestAdd(second, "Es Teh Manis");
    codes.push(await guestSend(second, uniqueBoss("Nyaring")));
    await bell;
  } finally {
    const pending = (await stall.kasir.get("tmp-online/list")).data as { tmp_online_id: number; tmp_online_code: string }[];
    for (const o of pending.filter((p) => codes.includes(p.tmp_online_code))) {
      await stall.kasir.get(`tmp-online/delete/${o.tmp_online_id}`);
    }
  }
});
