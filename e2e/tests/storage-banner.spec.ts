/**
 * The box's disk filling up, as the screens show it (README "When things go wrong"): while the
 * server's replies say `X-Storage: low` every staff screen (Saldo Awal too) shows an orange warning with the space
 * left; at `full` it turns red and says new orders cannot be saved while data can still be opened.
 * The server's side (the headers, the 507 refusal) is tested on a real full disk in
 * apps/server/src/ops/disk-full.test.ts; here the replies carry the headers a full disk would give.
 */
import type { Page } from "@playwright/test";
import { SYSTEM_MSG } from "@waroeng/domain";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { expect, test } from "../steps/fixtures.ts";
import { signIn } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";

/** Every API reply from now on carries the storage headers `level` and `freeMb`. */
async function diskSays(page: Page, level: "low" | "full", freeMb: number): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  // The event stream never ends: it is left alone (a fetched copy would wait for its end).
  await page.route(/\/api\/(?!events)/, async (route) => {
    const response = await route.fetch();
    // The body arrives decoded: its encoding and length headers no longer describe it.
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
    await route.fulfill({ response, headers: { ...headers, "x-storage": level, "x-storage-free-mb": String(freeMb) } });
  });
}

for (const [size, viewport] of [
  ["1280x800", TABLET],
  ["390x844", PHONE],
] as const) {
  test(`the storage warning on the cashier's and the kitchen's screens (${size})`, async ({ browser, request }) => {
    await ensureCashOpen(await apiLogin(request, "kasir@demo.test"));
    // No service worker: the page's own requests are the ones routed (a worker's fetches are not).
    const kasir = await signIn(browser, "kasir@demo.test", viewport, { serviceWorkers: "block" });
    await expect(kasir.getByTestId("storage-banner")).toHaveCount(0);

    await diskSays(kasir, "low", 512);
    await kasir.reload();
    const banner = kasir.getByTestId("storage-banner");
    await expect(banner).toContainText(SYSTEM_MSG.STORAGE_LOW);
    await expect(banner).toContainText("Sisa 512 MB.");
    await shot(kasir, `storage-low-${size}`);

    await diskSays(kasir, "full", 40);
    await kasir.goto("/hal-tata/dine_in");
    await expect(kasir.getByTestId("storage-banner")).toContainText(SYSTEM_MSG.STORAGE_FULL);
    await expect(kasir.getByTestId("storage-banner")).toContainText(SYSTEM_MSG.STORAGE_FULL_DETAIL);
    await shot(kasir, `storage-full-${size}`);

    // Space freed: the next reply carries no header and the banner goes.
    await kasir.unrouteAll({ behavior: "ignoreErrors" });
    await kasir.reload();
    await expect(kasir.getByTestId("storage-banner")).toHaveCount(0);
  });
}
