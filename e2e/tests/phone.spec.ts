/**
 * Every staff screen on a phone (390×844): nothing runs past the screen's width, the screen's
 * header stays in view, and every control a finger taps is at least 44 px on its smaller side
 * (the rule is written out in steps/targets.ts). Pictures at phone and tablet size with SCREENSHOTS=1.
 * Each test opens its own orders (the `stall` fixture), so the spec runs in the parallel project.
 */
import type { Page } from "@playwright/test";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { screenId } from "../steps/production.ts";
import { signIn } from "../steps/session.ts";
import { PHONE, settled, shot, TABLET } from "../steps/shots.ts";
import { describeTargets, smallTargets } from "../steps/targets.ts";

const DISHES = ["Ayam Penyet", "Nasi Uduk", "Es Jeruk"];

/** Nothing wider than the viewport: the page does not scroll sideways. */
async function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** On the open screen: no sideways scroll, every control ≥ 44 px (soft: one run lists every screen). */
async function checkScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await shot(page, `${name}-phone`);
  expect.soft(await overflowX(page), `${name} runs past the phone's width`).toBeLessThanOrEqual(0);
  const small = await smallTargets(page);
  expect.soft(small, `${name}: controls under 44 px\n${describeTargets(small)}`).toEqual([]);
}

test("staff screens at phone size", async ({ browser, stall }) => {
  const boss = uniqueBoss("Ibu Tuti");
  const { id } = await stall.openOrder(boss, DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const layar = await screenId(stall.kasir, "Dapur");
  const kasir = await signIn(browser, "kasir@demo.test", PHONE);
  const screens: Array<[string, string]> = [
    ["/modal", "modal"],
    ["/odcr", "odcr"],
    [`/kitchen-order/${id}`, "kitchen-order"],
    ["/odcr-ojol", "odcr-ojol"],
    ["/pesan-aktif", "pesan-aktif"],
    ["/hal-tata/dine_in", "hal-tata"],
    ["/hal-tata/take_away", "hal-tata-take-away"],
    ["/ambil-landing", "ambil-landing"],
    ["/hal-ambil/makan", "hal-ambil"],
    ["/stock", "stock"],
    ["/stock?page=gagal-proses", "stock-gagal-proses"],
    ["/stock?page=menu-habis", "stock-menu-habis"],
    ["/stock?page=bungkusan", "stock-bungkusan"],
    ["/layar-produksi", "layar-produksi-list"],
    [`/layar-produksi/${layar}`, "layar-produksi"],
    ["/plotting", "plotting"],
  ];
  for (const [path, name] of screens) {
    await kasir.goto(path);
    await checkScreen(kasir, name);
  }
});
