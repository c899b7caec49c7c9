/**
 * "Ubah Informasi Nota" (foundations §2, §4 Editing a note; payment spec §2.1 header Edit, §5): an
 * occupied table's choice opens the note form with the number locked; a new Big Boss and a merged
 * table show on the dashboard. The order header's Edit opens the same form (phone size too).
 * Uses Meja 7 and Meja 8 only. Screenshots go to SCREENSHOT_DIR (default <tmp>/waroeng-screens).
 */
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type ApiUser, apiLogin, openOrder } from "../steps/api.ts";
import { signIn } from "../steps/session.ts";

const dir = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "waroeng-screens");

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The open order on Meja 7, opened for Pak Lama when the table is free. */
async function orderOnMeja7(api: ApiUser): Promise<number> {
  const tables = (await api.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const meja7 = tables.find((t) => t.m_meja_nama === "Meja 7");
  const held = Number((await api.get(`tmp-transaction/cek-meja/${meja7?.m_meja_id}`)).data);
  return held !== 0 ? held : openOrder(api, "Meja 7", "7701", "Pak Lama", ["Es Teh Manis"]);
}

function tableCard(page: Page, name: string) {
  return page.getByRole("button", { name, exact: true });
}

test("dashboard: Ubah Informasi Nota renames Big Boss and merges Meja 8", async ({ browser, request }) => {
  const api = await apiLogin(request, "kacab@demo.test");
  const id = await orderOnMeja7(api);
  const note = (await api.get(`tmp-transaction/${id}`)).data.tmp_transaction_note_number as string;

  const kacab = await signIn(browser, "kacab@demo.test");
  await kacab.goto("/dashboard");
  await tableCard(kacab, "Meja 7").click();
  await kacab.getByTestId("choice-edit").click();

  const form = kacab.getByTestId("note-edit-form");
  await expect(kacab.getByRole("dialog", { name: "Ubah Informasi Nota" })).toBeVisible();
  await expect(form.getByTestId("note-number")).toHaveValue(note);
  await expect(form.getByTestId("note-number")).toHaveAttribute("readonly", "");
  await expect(form.getByTestId("note-customer")).toHaveValue("Pak Lama");
  await shot(kacab, "edit-note-tablet");

  await form.getByTestId("note-customer").fill("Pak Baru");
  await form.getByTestId("note-merge").click();
  await kacab.getByRole("option", { name: "Meja 8", exact: true }).click();
  await form.getByTestId("note-customer").click();
  await shot(kacab, "edit-note-merged-tablet");
  await form.getByTestId("note-submit").click();

  await expect(kacab.getByText("Informasi nota diperbarui")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(tableCard(kacab, "Meja 7")).toContainText("Pak Baru");
  await expect(tableCard(kacab, "Meja 8")).toContainText("Pak Baru");
  await expect(tableCard(kacab, "Meja 8")).toContainText(`#${note}`);
});

test("order header Edit opens the same form on a phone; dropping Meja 8 frees it", async ({ browser, request }) => {
  const api = await apiLogin(request, "kacab@demo.test");
  const id = await orderOnMeja7(api);
  const order = (await api.get(`tmp-transaction/${id}`)).data;
  const tables = (await api.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const meja8 = tables.find((t) => t.m_meja_nama === "Meja 8")?.m_meja_id;
  await api.post(`tmp-transaction/${id}`, {
    tmp_transaction_customer_name: order.tmp_transaction_customer_name,
    tmp_transaction_order_time: order.tmp_transaction_order_time,
    tmp_transaction_table_list: String(meja8),
  });

  const kacab = await signIn(browser, "kacab@demo.test", { width: 390, height: 844 });
  await kacab.goto(`/order/${id}`);
  await expect(kacab.getByTestId("order-place")).toHaveText("Meja 7, Meja 8");
  await kacab.getByTestId("order-edit").click();
  const form = kacab.getByTestId("note-edit-form");
  await expect(form.getByTestId("note-number")).toHaveValue(order.tmp_transaction_note_number);
  await expect(form.getByTestId("note-number")).toHaveAttribute("readonly", "");
  await expect(form.getByText("Meja 8", { exact: true })).toBeVisible();
  await shot(kacab, "edit-note-phone");

  await form.getByTestId("note-member").fill("12345");
  await form.getByTestId("note-merge").click();
  await kacab.getByRole("option", { name: "Meja 8", exact: true }).click();
  await form.getByTestId("note-customer").click();
  await expect(form.getByText("Meja 8", { exact: true })).toHaveCount(0);
  await form.getByTestId("note-submit").click();
  await expect(kacab.getByText("Informasi nota diperbarui")).toBeVisible();
  await expect(kacab.getByTestId("order-place")).toHaveText("Meja 7");
  expect((await api.get(`tmp-transaction/cek-meja/${meja8}`)).data).toBe(0);
  expect((await api.get(`tmp-transaction/${id}`)).data.tmp_transaction_member_id).toBe("12345");
});
