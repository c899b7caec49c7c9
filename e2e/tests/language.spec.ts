/**
 * Three languages: the cashier switches to English and Malay from the user menu and back
 * to Indonesian; the kitchen does it on Hal Tata. Labels, the server's words and number formats
 * follow; the choice is saved on the user. Screenshots of the main screens in each language
 * (1280×800; the waiter's screens at 390×844) for people to look at.
 */
import { expect, type Page } from "@playwright/test";
import { apiLogin, ensureCashOpen } from "../steps/api.ts";
import { openPay } from "../steps/cashier.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signIn, signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

const DISHES = ["Ayam Penyet", "Nasi Uduk", "Es Jeruk"];
const USERS = ["kasir@demo.test", "dapur@demo.test", "pelayan@demo.test"];

/** What each language shows on the screens this spec visits. */
const WORDS = {
  id: {
    nav: "Daftar Transaksi",
    sent: "SUDAH DIORDER",
    pay: "Pilih Metode Pembayaran",
    tata: "Hal Tata",
    group: /Rp \d{1,3}(\.\d{3})+(?![\d,])/,
  },
  en: { nav: "Transactions", sent: "SENT", pay: "Choose Payment Method", tata: "Kitchen Prep", group: /Rp \d{1,3}(,\d{3})+(?![\d.])/ },
  ms: {
    nav: "Transaksi",
    sent: "SUDAH DIHANTAR",
    pay: "Pilih Kaedah Bayaran",
    tata: "Penyediaan",
    group: /Rp \d{1,3}(,\d{3})+(?![\d.])/,
  },
} as const;
type Lang = keyof typeof WORDS;

test.afterEach(async ({ request }) => {
  // The demo users follow their outlet again (other specs read Indonesian).
  for (const email of USERS) {
    await (await apiLogin(request, email)).put("user/language", { language: null });
  }
});

/** The cashier's user menu → a language. */
async function chooseInMenu(page: Page, lang: Lang): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId(`language-${lang}`).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "id" ? "id-ID" : lang === "ms" ? "ms-MY" : "en");
}

/** Dashboard → the order → the payment dialog, checking the words and formats of `lang`; a screenshot of each. */
async function cashierTour(page: Page, lang: Lang, table: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto("/dashboard");
  await expect(page.getByTestId("nav-daftar-transaksi")).toHaveText(w.nav);
  await shot(page, `lang-${lang}-dashboard`);
  await tableCard(page, table).click();
  await page.getByTestId("choice-view").click();
  await expect(page.getByTestId("cart-sent")).toContainText(w.sent);
  // Rupiah keeps the spec's "Rp " and no decimals; the thousands follow the language (id 61.000, en/ms 61,000).
  await expect(page.getByTestId("total-total")).toContainText(w.group);
  await shot(page, `lang-${lang}-order`);
  await openPay(page);
  await expect(page.getByRole("dialog")).toContainText(w.pay);
  await shot(page, `lang-${lang}-payment`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("the cashier switches to English and Malay from the user menu, and back to Indonesian", async ({ browser, request, stall }) => {
  const { id, table } = await stall.openOrder(uniqueBoss("Ibu Tuti"), DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const kasir = await signIn(browser, "kasir@demo.test", TABLET);
  await cashierTour(kasir, "id", table);

  await chooseInMenu(kasir, "en");
  await cashierTour(kasir, "en", table);
  // Saved on the user: the server answers in English too when asked so.
  const me = await apiLogin(request, "kasir@demo.test");
  expect((await me.get("user/language")).data).toEqual({ language: "en", outlet_default: "id" });
  expect(
    (
      await kasir.request
        .post("/api/login", { data: { email: "kasir@demo.test", password: "x" }, headers: { "x-language": "en" } })
        .then((r) => r.json())
    ).meta.message,
  ).toBe("Wrong email or password");

  await chooseInMenu(kasir, "ms");
  await cashierTour(kasir, "ms", table);

  await chooseInMenu(kasir, "id");
  await cashierTour(kasir, "id", table);
  expect((await me.get("user/language")).data.language).toBe("id");
});

/** The languages of the catalogue chunks this page has loaded (`orders.en-<hash>.js` → "en"). */
async function catalogueLanguages(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  return [...new Set(names.map((n) => /\/assets\/[\w-]+?\.(id|en|ms)-[\w-]+\.js$/.exec(n)?.[1]).filter((l) => l !== undefined))].sort();
}

test("a device loads only the language it shows; switching loads the other language's texts and shows them", async ({ browser }) => {
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard", TABLET);
  await expect(kasir.getByTestId("nav-daftar-transaksi")).toHaveText(WORDS.id.nav);
  expect(await catalogueLanguages(kasir)).toEqual(["id"]);

  await chooseInMenu(kasir, "en");
  await expect(kasir.getByTestId("nav-daftar-transaksi")).toHaveText(WORDS.en.nav);
  expect(await catalogueLanguages(kasir)).toEqual(["en", "id"]);
  // A screen opened after the switch brings its texts in English only (not Indonesian as well).
  await kasir.goto("/history");
  await expect(kasir.getByTestId("nav-daftar-transaksi")).toHaveText(WORDS.en.nav);
  expect(await catalogueLanguages(kasir)).toEqual(["en"]);
});

test("a ringgit outlet's cashier sees Indonesian: RM changes the currency, not the language", async ({ browser, request }) => {
  // The KL cashier lands on the dashboard only with the outlet's cash open (not left to an earlier spec).
  await ensureCashOpen(await apiLogin(request, "kasir.kl@demo.test"));
  const kl = await signInAt(browser, "kasir.kl@demo.test", "/dashboard", TABLET);
  await expect(kl.locator("html")).toHaveAttribute("lang", "id-ID");
  await expect(kl.getByTestId("nav-daftar-transaksi")).toHaveText(WORDS.id.nav);
});

test("the kitchen switches language on Hal Tata", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Joko"), DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const dapur = await signInAt(browser, "dapur@demo.test", "/hal-tata/dine_in", TABLET);
  const title = dapur.getByRole("heading", { level: 2 });
  await expect(title).toHaveText(WORDS.id.tata);
  await shot(dapur, "lang-id-kitchen");
  for (const lang of ["en", "ms", "id"] as const) {
    await dapur.getByTestId("language-switch").getByText(lang.toUpperCase(), { exact: true }).click();
    await expect(title).toHaveText(WORDS[lang].tata);
    await shot(dapur, `lang-${lang}-kitchen`);
  }
});

test("the waiter's screens in the three languages (phone)", async ({ browser, request, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Sri"), DISHES);
  await stall.kasir.get(`m-transaction-meja/set-production/${id}`);
  const pelayan = await apiLogin(request, "pelayan@demo.test");
  for (const lang of ["id", "en", "ms"] as const) {
    await pelayan.put("user/language", { language: lang });
    const page = await signIn(browser, "pelayan@demo.test", PHONE);
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "id" ? "id-ID" : lang === "ms" ? "ms-MY" : "en");
    for (const [path, name] of [
      ["/ambil-landing", "ambil"],
      ["/hal-ambil/makan", "hal-ambil"],
      ["/pesan-aktif", "pesan-aktif"],
      ["/odcr", "odcr"],
    ] as const) {
      await page.goto(path);
      if (name === "hal-ambil" && lang !== "ms") {
        // The title and the pager follow the language (they were Indonesian words in the page).
        const words = lang === "en" ? ["Pick up FOOD", "Previous", "Next"] : ["Ambil MAKANAN", "Sebelumnya", "Berikutnya"];
        await expect(page.getByRole("heading", { name: words[0] })).toBeVisible();
        await expect(page.getByRole("button", { name: words[1] })).toBeVisible();
        await expect(page.getByRole("button", { name: words[2] })).toBeVisible();
      }
      await shot(page, `lang-${lang}-${name}-phone`);
    }
    await page.context().close();
  }
});

test("the waiter switches language from the staff user menu (phone)", async ({ browser }) => {
  const page = await signInAt(browser, "pelayan@demo.test", "/pesan-aktif", PHONE);
  const title = page.getByRole("heading", { name: "Pesan Aktif" });
  await expect(title).toBeVisible();
  await page.getByTestId("staff-user-menu").click();
  await page.getByTestId("language-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Active Orders" })).toBeVisible();
  await page.getByTestId("staff-user-menu").click();
  await expect(page.getByTestId("staff-menu-ganti-shift")).toHaveText("Change Shift");
  await shot(page, "lang-en-staff-menu-phone");
  await page.getByTestId("language-ms").click();
  await expect(page.getByRole("heading", { name: "Pesanan Aktif" })).toBeVisible();
});

test("English forms: a client-side check, the cash book's type and group, the tip reasons", async ({ browser, request, stall }) => {
  // The stall fixture opened the cashier's cash; the table is one nobody uses.
  const table = await stall.freeTable();
  await (await apiLogin(request, "kasir@demo.test")).put("user/language", { language: "en" });
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard", TABLET);
  // The note form's checks run in the browser from the shared zod schema (worded in Indonesian at import).
  await tableCard(kasir, table).click();
  await kasir.getByTestId("note-submit").click();
  await expect(kasir.getByTestId("note-form")).toContainText("Bill number is required!");
  await expect(kasir.getByTestId("note-form")).not.toContainText("Nota harus diisi!");
  await kasir.getByTestId("note-cancel").click();

  await kasir.goto("/mutasi");
  await expect(kasir.getByTestId("mutasi-group")).toContainText("Regular");
  await expect(kasir.getByTestId("mutasi-group")).toContainText("Delivery");
  await expect(kasir.getByTestId("mutasi-group")).not.toContainText("Reguler");
  await kasir.getByTestId("mutasi-amount").fill("1000");
  await kasir.getByTestId("mutasi-save").click();
  await expect(kasir.getByText("Choose a transaction type!")).toBeVisible();
  await shot(kasir, "lang-en-cash-book");
  await kasir.getByTestId("mutasi-type").click();
  await expect(kasir.getByRole("option", { name: "Cash Out" })).toBeVisible();
  await expect(kasir.getByRole("option", { name: "Cash In" })).toBeVisible();

  await kasir.goto("/uangtips");
  await kasir.getByTestId("tip-reason").click();
  for (const reason of ["Leftover change", "Service appreciation", "Other"]) {
    await expect(kasir.getByRole("option", { name: reason })).toBeVisible();
  }
});
