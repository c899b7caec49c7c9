/**
 * Menu options on the cashier's order screen (docs/API.md "Menu options"): Ayam Geprek opens the
 * option sheet (Level Pedas required, no default; Topping up to 3, Keju sold out) and is added as
 * "Level 3, Telur" at Rp 18.000; Es Teh (every required group has a default) is added with one tap as
 * "Manis, Dingin" and changed afterwards to "Tawar, Panas" from its line; the lines show their options
 * and prices; ORDER KE PRODUKSI; a sent line's options changed cancel one unit and add a new one.
 * The waiter's phone (/kitchen-order) opens the same sheet. Pictures of the sheet at 1280×800 and 390×844.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { OPTION_SHEET_MSG } from "@waroeng/domain";
import { apiLogin } from "../steps/api.ts";
import { sendToProduction } from "../steps/cashier.ts";
import { expect, test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { actionDone, cartLine } from "../steps/lines.ts";
import { attachOptionGroups, removeOptionGroups } from "../steps/options.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";
import { describeTargets, smallTargets } from "../steps/targets.ts";

/** Waits for add-menu's 201 while `tap` runs. */
async function added(page: Page, tap: () => Promise<void>): Promise<void> {
  const done = page.waitForResponse((r) => r.url().includes("/api/m-transaction-meja/add-menu") && r.status() === 201);
  await tap();
  await done;
}

/** Every control of the open sheet is at least 44 px. */
async function expectBigTargets(page: Page, what: string): Promise<void> {
  const small = (await smallTargets(page)).filter((s) => !s.what.includes("menu-card"));
  expect.soft(small.length, `${what}: controls under 44 px\n${describeTargets(small)}`).toBe(0);
}

/** The test's own menu: Ayam Geprek and Es Teh (unique names) with their option groups; `cleanup` archives them. */
async function optionMenu(request: APIRequestContext) {
  const suffix = uniqueNota().slice(-5);
  const owner = await apiLogin(request, "owner@demo.test");
  const category = async (like: string) =>
    ((await owner.get(`admin/menu?search=${encodeURIComponent(like)}`)).data as Array<{ m_menu_m_kategori_id: number }>)[0]
      ?.m_menu_m_kategori_id;
  const forms = new Map<number, Record<string, unknown>>();
  const makeItem = async (name: string, price: number, like: string) => {
    const form = {
      m_menu_nama: name,
      m_menu_m_kategori_id: await category(like),
      m_menu_harga: price,
      m_menu_tax: 1,
      m_menu_sc: 1,
      m_menu_qr: 1,
    };
    const itemId = (await owner.post("admin/menu", { ...form, m_menu_active: 1 })).data.m_menu_id as number;
    forms.set(itemId, form);
    return itemId;
  };
  const geprekName = `Ayam Geprek ${suffix}`;
  const tehName = `Es Teh ${suffix}`;
  // Beside Ayam Bakar: a category with no option groups of its own (the demo's Nasi, Mie and Sambal have some).
  const geprek = await makeItem(geprekName, 15_000, "Ayam Bakar");
  const teh = await makeItem(tehName, 5_000, "Es Teh Manis");
  const geprekOptions = await attachOptionGroups(
    geprek,
    [
      { name: "Level Pedas", min: 1, max: 1, options: [0, 1, 2, 3, 4, 5].map((n) => ({ name: `Level ${n}` })) },
      {
        name: "Topping",
        min: 0,
        max: 3,
        options: [
          { name: "Telur", price: 3_000 },
          { name: "Tempe", price: 2_000 },
          { name: "Keju", price: 4_000, soldOut: true },
        ],
      },
    ],
    suffix,
  );
  const tehOptions = await attachOptionGroups(
    teh,
    [
      { name: "Rasa", min: 1, max: 1, options: [{ name: "Manis", isDefault: true }, { name: "Tawar" }] },
      { name: "Suhu", min: 1, max: 1, options: [{ name: "Dingin", isDefault: true }, { name: "Panas" }] },
    ],
    suffix,
  );
  return {
    suffix,
    geprek,
    teh,
    geprekName,
    tehName,
    geprekOptions,
    tehOptions,
    /** The items have order lines now: archived (off the till's menu), their groups removed. */
    cleanup: async () => {
      await removeOptionGroups([...geprekOptions.groupIds, ...tehOptions.groupIds]);
      for (const [itemId, form] of forms) {
        await owner.post(`admin/menu/${itemId}`, { ...form, m_menu_active: 0 });
      }
    },
  };
}

test("the cashier adds Ayam Geprek · Level 3 · + Telur and Es Teh · Tawar · Panas, changes options, sends", async ({
  browser,
  request,
  stall,
}) => {
  const { suffix, geprek, teh, geprekName, tehName, geprekOptions, tehOptions, cleanup } = await optionMenu(request);
  try {
    const { id } = await stall.openOrder(uniqueBoss("Bu Opsi"), []);
    const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);

    // Ayam Geprek: its required Level Pedas has no default, so the sheet opens.
    await kasir.getByTestId(`menu-card-${geprek}`).click();
    const sheet = kasir.getByTestId("option-sheet");
    await expect(sheet.getByText(geprekName)).toBeVisible();
    await expect(kasir.getByTestId("option-refusal")).toHaveText(`Pilih Level Pedas ${suffix}`);
    await expect(kasir.getByTestId("option-submit")).toBeDisabled();
    const keju = kasir.getByTestId(`option-${geprekOptions.optionIds.Keju}`);
    await expect(keju).toBeDisabled();
    await expect(keju).toContainText(OPTION_SHEET_MSG.SOLD_OUT);
    await kasir.getByTestId(`option-${geprekOptions.optionIds["Level 3"]}`).click();
    await kasir.getByTestId(`option-${geprekOptions.optionIds.Telur}`).click();
    await expect(kasir.getByTestId("option-price")).toHaveText("Rp 18.000");
    await expect(kasir.getByTestId("option-refusal")).toHaveCount(0);
    await shot(kasir, "options-sheet");
    await expectBigTargets(kasir, "option sheet 1280×800");
    await added(kasir, () => kasir.getByTestId("option-submit").click());
    const geprekLine = cartLine(kasir, geprekName);
    await expect(geprekLine.getByTestId("line-options-text")).toContainText("Level 3, Telur");
    await expect(geprekLine).toContainText("1 × Rp 18.000");

    // Es Teh: every required group has a default, so one tap adds it with them.
    await added(kasir, () => kasir.getByTestId(`menu-card-${teh}`).click());
    await expect(kasir.getByTestId("option-sheet")).toHaveCount(0);
    const tehLine = cartLine(kasir, tehName);
    await expect(tehLine.getByTestId("line-options-text")).toContainText("Manis, Dingin");

    // Changed afterwards from its line: Tawar, Panas.
    await tehLine.getByTestId("line-change-options").click();
    await expect(kasir.getByTestId(`option-${tehOptions.optionIds.Manis}`)).toHaveAttribute("aria-checked", "true");
    await kasir.getByTestId(`option-${tehOptions.optionIds.Tawar}`).click();
    await kasir.getByTestId(`option-${tehOptions.optionIds.Panas}`).click();
    const saved = actionDone(kasir, "m-transaction-meja/line-options");
    await kasir.getByTestId("option-submit").click();
    await saved;
    await expect(tehLine.getByTestId("line-options-text")).toContainText("Tawar, Panas");
    await expect(tehLine).toContainText("1 × Rp 5.000");
    await expect(kasir.getByTestId("totals")).toContainText("Rp 23.000");
    await shot(kasir, "options-lines");

    await sendToProduction(kasir, 2);

    // A sent line's options: the sheet says one unit is cancelled and a new one added.
    await cartLine(kasir, geprekName).getByTestId("line-change-options").click();
    await expect(kasir.getByTestId("option-sent-note")).toHaveText(OPTION_SHEET_MSG.SENT_NOTE);
    await kasir.getByTestId(`option-${geprekOptions.optionIds["Level 2"]}`).click();
    await shot(kasir, "options-sheet-sent");
    const changed = actionDone(kasir, "m-transaction-meja/line-options");
    await kasir.getByTestId("option-submit").click();
    await changed;
    await expect(kasir.getByTestId("cart-line-reason")).toHaveText(`Batal - ${OPTION_SHEET_MSG.CHANGE_REASON}`);
    await expect(kasir.getByTestId("cart-unsent")).toBeVisible();
    await expect(cartLine(kasir, geprekName, 1).getByTestId("line-options-text")).toContainText("Level 2, Telur");
    await shot(kasir, "options-lines-after-sent-change");

    // The sheet on a phone: a drawer from the bottom.
    const phone = await signInAt(browser, "kasir@demo.test", `/order/${id}`, PHONE);
    await expect(cartLine(phone, geprekName, 1).getByTestId("line-options-text")).toContainText("Level 2, Telur");
    await shot(phone, "options-lines-phone");
    await phone.getByTestId("phone-switch").getByText("Menu").click();
    await phone.getByTestId(`menu-card-${geprek}`).click();
    await expect(phone.getByTestId(`option-${geprekOptions.optionIds["Level 0"]}`)).toBeVisible();
    await shot(phone, "options-sheet-phone");
    await expectBigTargets(phone, "option sheet 390×844");
  } finally {
    await cleanup();
  }
});

test("the waiter's phone (/kitchen-order) opens the same sheet and adds with the chosen options", async ({ browser, request, stall }) => {
  const { geprek, geprekName, geprekOptions, cleanup } = await optionMenu(request);
  try {
    const { id } = await stall.openOrder(uniqueBoss("Pak Pelayan"), []);
    const pelayan = await signInAt(browser, "pelayan@demo.test", `/kitchen-order/${id}`, PHONE);
    // A new order opens on the menu on a phone.
    await pelayan.getByTestId(`menu-card-${geprek}`).click();
    await pelayan.getByTestId(`option-${geprekOptions.optionIds["Level 5"]}`).click();
    await pelayan.getByTestId(`option-${geprekOptions.optionIds.Tempe}`).click();
    await expect(pelayan.getByTestId("option-price")).toHaveText("Rp 17.000");
    await shot(pelayan, "options-sheet-waiter-phone");
    await added(pelayan, () => pelayan.getByTestId("option-submit").click());
    await pelayan.getByTestId("phone-switch").getByText("Pesanan", { exact: false }).click();
    await expect(cartLine(pelayan, geprekName).getByTestId("line-options-text")).toContainText("Level 5, Tempe");
    await expect(cartLine(pelayan, geprekName)).toContainText("1 × Rp 17.000");
  } finally {
    await cleanup();
  }
});
