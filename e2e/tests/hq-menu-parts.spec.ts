/**
 * Head office (`ROLE=hq`, its own server: steps/hq.ts) edits the chain's option groups, categories
 * and stations on Menu's tabs, and reads its change log: the owner prices an option, reorders two
 * categories and renames a station, then sees on Riwayat Perubahan who changed what, when and
 * where; the area manager sees only the changes that reached their outlet (naming only it); the
 * accountant has no change log. The same screens on a phone: cards, nothing cut off, 44 px targets.
 * The owner makes a new option group on a category and deletes another (after a confirm); an
 * outlet box pulls both with Update Data. Screenshots of each at 1280×800 and 390×844.
 */
import { expect, type Page, test } from "@playwright/test";
import { apiAt, type HqServer, hqOpen, hqPort, hqSignIn, type OutletBox, startHq, startOutlet } from "../steps/hq.ts";
import { PHONE, shot } from "../steps/shots.ts";

let hq: HqServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A head office of its own (hq-web.spec.ts's runs on hqPort() beside it).
  hq = await startHq(hqPort() + 4);
});
test.afterAll(async () => {
  await hq?.stop();
});

const BOTH = "Waroeng Demo, Waroeng Demo Kuala Lumpur";
const CHAIN_AT_BOTH = "di 2 outlet";

/** Closes the "Tersimpan" notifications (they would cover the tabs in a picture). */
async function dismissToasts(page: Page) {
  const close = page.locator(".mantine-Notification-closeButton");
  while ((await close.count()) > 0) {
    // It may close by itself meanwhile (after a few seconds): then there is nothing to click.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}

/** Nothing is wider than the phone's screen: no sideways scrolling, `target` inside it and 44 px high. */
async function fitsPhone(page: Page, target: ReturnType<Page["getByTestId"]>) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("the owner prices an option, reorders categories and renames a station; the change log says who, what, when and where", async ({
  browser,
}) => {
  const page = await hqSignIn(browser, hq);
  await hqOpen(page, "hq-nav-menu");
  await page.getByTestId("hq-menu-tab-options").click();
  await expect(page).toHaveURL(/\/hq\/menu\/opsi$/);
  const telur = page.getByTestId("hq-option-Topping-Telur");
  await expect(telur.getByTestId("hq-option-price")).toHaveText(/^\+Rp\s?3\.000$/);
  await shot(page, "hq-options");
  await telur.getByTestId("hq-option-edit-Topping-Telur").click();
  await expect(page.getByTestId("hq-option-price-input")).toHaveValue("3.000");
  await page.getByTestId("hq-option-price-input").fill("3500");
  await shot(page, "hq-option-edit");
  await page.getByTestId("hq-option-save").click();
  await expect(telur.getByTestId("hq-option-price")).toHaveText(/^\+Rp\s?3\.500$/);

  await page.getByTestId("hq-menu-tab-categories").click();
  const nasi = page.getByTestId("hq-category-Nasi");
  await expect(nasi).toContainText(BOTH);
  for (const [name, sort] of [
    ["Nasi", "7"],
    ["Roti", "4"],
  ] as const) {
    await page.getByTestId(`hq-category-edit-${name}`).click();
    await page.getByTestId("hq-category-sort-input").fill(sort);
    await page.getByTestId("hq-category-save").click();
    await expect(page.getByTestId(`hq-category-${name}`).getByTestId("hq-category-sort")).toHaveText(sort);
  }
  await dismissToasts(page);
  await shot(page, "hq-categories");

  await page.getByTestId("hq-menu-tab-stations").click();
  await page.getByTestId("hq-station-edit-Minum").click();
  await page.getByTestId("hq-station-name").fill("Bar Minum");
  await page.getByTestId("hq-station-save").click();
  await expect(page.getByTestId("hq-station-Bar Minum")).toContainText(BOTH);
  await expect(page.getByTestId("hq-station-Minum")).toHaveCount(0);
  await dismissToasts(page);
  await shot(page, "hq-stations");

  await hqOpen(page, "hq-nav-log");
  const rows = page.getByTestId("hq-log-row");
  await expect(rows).toHaveCount(4);
  const station = rows.nth(0);
  await expect(station.getByTestId("hq-log-title")).toHaveText("Plot produksi: Minum");
  await expect(station.getByTestId("hq-log-line")).toHaveText("Nama: Minum → Bar Minum");
  await expect(station.getByTestId("hq-log-outlets")).toHaveText(BOTH);
  await expect(station).toContainText("Bu Ratna Pemilik");
  await expect(station.getByTestId("hq-log-when")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(rows.nth(1).getByTestId("hq-log-outlets")).toHaveText("Waroeng Demo Kuala Lumpur");
  const option = rows.nth(3);
  await expect(option.getByTestId("hq-log-title")).toHaveText("Opsi menu: Topping · Telur");
  await expect(option.getByTestId("hq-log-line")).toHaveText(/^Harga: Rp\s?3\.000 → Rp\s?3\.500$/);
  await dismissToasts(page);
  await shot(page, "hq-log");
  await page.context().close();
});

test("the area manager's change log holds only what reached their outlet; the accountant has none", async ({ browser }) => {
  const page = await hqSignIn(browser, hq, "area@hq.test");
  await hqOpen(page, "hq-nav-log");
  const rows = page.getByTestId("hq-log-row");
  // The station and Nasi reached both outlets, Telur only Waroeng Demo; Roti only the ringgit outlet.
  await expect(rows.getByTestId("hq-log-title")).toHaveText(["Plot produksi: Minum", "Kategori: Nasi", "Opsi menu: Topping · Telur"]);
  await expect(rows.getByTestId("hq-log-outlets")).toHaveText(["Waroeng Demo", "Waroeng Demo", "Waroeng Demo"]);
  await shot(page, "hq-log-area");
  await page.context().close();

  const accountant = await hqSignIn(browser, hq, "akuntan@hq.test");
  await expect(accountant.getByTestId("hq-nav-today")).toBeVisible();
  await expect(accountant.getByTestId("hq-nav-log")).toHaveCount(0);
  await expect(accountant.getByTestId("hq-nav-menu")).toHaveCount(0);
  await accountant.context().close();
});

test("on a phone: options, categories, stations and the change log are cards, nothing cut off, thumb-sized targets", async ({
  browser,
}) => {
  const page = await hqSignIn(browser, hq, "owner@hq.test", PHONE);
  await hqOpen(page, "hq-nav-menu");
  await page.getByTestId("hq-menu-tab-options").click();
  const edit = page.getByTestId("hq-option-edit-Topping-Telur");
  await fitsPhone(page, edit);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "hq-options-phone");
  await edit.click();
  await fitsPhone(page, page.getByTestId("hq-option-save"));
  await shot(page, "hq-option-edit-phone");
  await page.keyboard.press("Escape");

  await page.getByTestId("hq-menu-tab-categories").click();
  await fitsPhone(page, page.getByTestId("hq-category-edit-Nasi"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "hq-categories-phone");
  await page.getByTestId("hq-menu-tab-stations").click();
  await fitsPhone(page, page.getByTestId("hq-station-edit-Bar Minum"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "hq-stations-phone");

  await hqOpen(page, "hq-nav-log");
  await expect(page.getByTestId("hq-log-row").first()).toContainText("Bar Minum");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, "hq-log-phone");
  await page.context().close();
});

test("an outlet's own order of a category shows on head office's tab as the outlet's edit", async ({ browser }) => {
  // Waroeng Demo reports its own order of Nasi (POST /sync/menu-overrides), as its box does after Update Data.
  const key = await hq.outletKey("DEMO");
  const headers = { "content-type": "application/json", "x-outlet-key": key };
  const who = (await (await fetch(`${hq.url}/api/sync/whoami`, { headers })).json()).data as { m_w_id: number };
  let nasi: number | undefined;
  let telur: number | undefined;
  for (let since = 0, more = true; more && (nasi === undefined || telur === undefined); ) {
    const page = (await (await fetch(`${hq.url}/api/sync/changes?since=${since}&limit=500`, { headers })).json()).data as {
      changes: Array<{ table: string; row: Record<string, unknown> | null }>;
      next: number;
      more: boolean;
    };
    nasi ??= page.changes.find((c) => c.table === "m_kategori" && c.row?.m_kategori_nama === "Nasi")?.row?.m_kategori_id as number;
    telur ??= page.changes.find((c) => c.table === "m_option" && c.row?.m_option_nama === "Telur")?.row?.m_option_id as number;
    ({ next: since, more } = page);
  }
  // And its own add-on for Telur on grab (transaction type 3).
  const report = await fetch(`${hq.url}/api/sync/menu-overrides`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      overrides: [],
      parts: [
        { table: "m_kategori", id: nasi, field: "sort", value: 12 },
        { table: "m_option", id: telur, field: "price:3", value: 4500 },
      ],
    }),
  });
  expect(report.status, await report.clone().text()).toBe(200);

  for (const viewport of [undefined, PHONE]) {
    const page = await hqSignIn(browser, hq, "owner@hq.test", viewport);
    await hqOpen(page, "hq-nav-menu");
    await page.getByTestId("hq-menu-tab-categories").click();
    const edit = page.getByTestId("hq-category-Nasi").getByTestId(`hq-part-override-${who.m_w_id}`);
    await expect(edit).toContainText("Waroeng Demo");
    await expect(edit).toContainText("Urutan oleh outlet");
    await expect(edit.getByTestId("hq-part-override-value-sort")).toHaveText("12");
    // Only Nasi was changed at the outlet.
    await expect(page.getByTestId("hq-category-Roti").getByTestId(`hq-part-override-${who.m_w_id}`)).toHaveCount(0);
    if (viewport) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, viewport ? "hq-categories-outlet-edit-phone" : "hq-categories-outlet-edit");
    // The option's add-on of one transaction type names the type.
    await page.getByTestId("hq-menu-tab-options").click();
    const grab = page.getByTestId("hq-option-Topping-Telur").getByTestId(`hq-part-override-${who.m_w_id}`);
    await expect(grab).toContainText("Harga (tipe transaksi grab) oleh outlet");
    await expect(grab.getByTestId("hq-part-override-value-price:3")).toHaveText(/^\+Rp\s?4\.500$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, viewport ? "hq-options-outlet-edit-phone" : "hq-options-outlet-edit");
    await page.context().close();
  }
});

test("the owner makes an option group and deletes another; the outlet's pull brings the new one to its menu and takes the other off", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await hqSignIn(browser, hq);
  await hqOpen(page, "hq-nav-menu");
  await page.getByTestId("hq-menu-tab-options").click();
  await page.getByTestId("hq-option-group-add").click();
  await page.getByTestId("hq-option-group-new-name").fill("Saus");
  await page.getByTestId("hq-option-group-new-option-0").fill("Sambal Matah");
  await page.getByTestId("hq-option-group-new-option-1").fill("Sambal Bawang");
  // A rupiah and a ringgit outlet: no one price for both (said once), the add-ons stay 0.
  await expect(page.getByTestId("hq-option-currencies")).toHaveCount(1);
  await page.getByTestId("hq-option-group-new-categories").click();
  await page.getByRole("option", { name: "Ayam", exact: true }).click();
  await page.keyboard.press("Escape");
  await shot(page, "hq-option-group-new");
  await page.getByTestId("hq-option-group-new-save").click();
  const saus = page.getByTestId("hq-option-group-Saus");
  await expect(saus).toContainText(CHAIN_AT_BOTH);
  await expect(saus.getByTestId("hq-option-Saus-Sambal Matah")).toBeVisible();

  // Suhu goes, after the confirm.
  await page.getByTestId("hq-option-group-delete-Suhu").click();
  await expect(page.getByRole("dialog")).toContainText("Hapus Suhu?");
  await shot(page, "hq-option-group-delete");
  await page.getByTestId("hq-option-group-delete-Suhu-confirm").click();
  await expect(page.getByTestId("hq-option-group-Suhu")).toHaveCount(0);
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "hq-options-created");

  // The other tabs' new-row forms: a category under a menu type, a station with the categories it cooks.
  await page.getByTestId("hq-menu-tab-categories").click();
  await page.getByTestId("hq-category-add").click();
  await expect(page.getByTestId("hq-category-new-type")).toHaveValue("Makanan");
  await shot(page, "hq-category-new");
  await page.keyboard.press("Escape");
  await page.getByTestId("hq-menu-tab-stations").click();
  await page.getByTestId("hq-station-add").click();
  await expect(page.getByTestId("hq-station-new-name")).toBeVisible();
  await shot(page, "hq-station-new");
  await page.keyboard.press("Escape");

  // The change log names both, with the outlets they reached.
  await hqOpen(page, "hq-nav-log");
  const rows = page.getByTestId("hq-log-row");
  await expect(rows.nth(0).getByTestId("hq-log-title")).toHaveText("Grup opsi dihapus: Suhu");
  await expect(rows.nth(1).getByTestId("hq-log-title")).toHaveText("Grup opsi ditambahkan: Saus");
  await expect(rows.nth(1).getByTestId("hq-log-outlets")).toHaveText(BOTH);

  // Waroeng Demo's box pulls: Ayam's dishes offer Saus, Es Teh no longer asks Suhu.
  let outlet: OutletBox | undefined;
  try {
    outlet = await startOutlet(hq, await hq.outletKey("DEMO"), hqPort() + 2);
    const kasir = await apiAt(outlet.url, "kasir@demo.test");
    type Item = { m_menu_nama: string; option_groups: Array<{ name: string; options: Array<{ name: string }> }> };
    const groupsOf = async (name: string) =>
      ((await kasir.get("mmenu")).data as Item[]).find((m) => m.m_menu_nama === name)?.option_groups.map((g) => g.name) ?? [];
    expect(await groupsOf("Es Teh")).toContain("Suhu");
    const pulled = await kasir.post("update-data", {});
    expect(pulled.meta?.code, JSON.stringify(pulled)).toBe(200);
    expect(await groupsOf("Ayam Goreng Dada")).toContain("Saus");
    expect(await groupsOf("Es Teh")).not.toContain("Suhu");
  } finally {
    await outlet?.stop();
  }

  // The same form on a phone: nothing cut off.
  await page.setViewportSize(PHONE);
  await hqOpen(page, "hq-nav-menu");
  await page.getByTestId("hq-menu-tab-options").click();
  await page.getByTestId("hq-option-group-add").click();
  await fitsPhone(page, page.getByTestId("hq-option-group-new-save"));
  await shot(page, "hq-option-group-new-phone");
  await page.keyboard.press("Escape");
  await page.getByTestId("hq-menu-tab-stations").click();
  await page.getByTestId("hq-station-add").click();
  await fitsPhone(page, page.getByTestId("hq-station-new-save"));
  await shot(page, "hq-station-new-phone");
  await page.context().close();
});
