/**
 * "Ubah Informasi Nota" (foundations §2, §4 Editing a note; payment spec §2.1 header Edit, §5): an
 * occupied table's choice opens the note form with the number locked; a new Big Boss and a merged
 * table show on the dashboard. The order header's Edit opens the same form (phone size too).
 * Each test opens its own order on a free table and merges another free one.
 */
import { expect } from "@playwright/test";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

test("dashboard: Ubah Informasi Nota renames Big Boss and merges a second table", async ({ browser, stall }) => {
  const lama = uniqueBoss("Pak Lama");
  const { table, nota } = await stall.openOrder(lama, ["Es Teh Manis"]);
  const second = await stall.freeTable();

  const kacab = await signInAt(browser, "kacab@demo.test", "/dashboard");
  await tableCard(kacab, table).click();
  await kacab.getByTestId("choice-edit").click();

  const form = kacab.getByTestId("note-edit-form");
  await expect(kacab.getByRole("dialog", { name: "Ubah Informasi Nota" })).toBeVisible();
  await expect(form.getByTestId("note-number")).toHaveValue(nota);
  await expect(form.getByTestId("note-number")).toHaveAttribute("readonly", "");
  await expect(form.getByTestId("note-customer")).toHaveValue(lama);
  await shot(kacab, "edit-note-tablet");

  const baru = uniqueBoss("Pak Baru");
  await form.getByTestId("note-customer").fill(baru);
  await form.getByTestId("note-merge").click();
  await kacab.getByRole("option", { name: second, exact: true }).click();
  await form.getByTestId("note-customer").click();
  await shot(kacab, "edit-note-merged-tablet");
  await form.getByTestId("note-submit").click();

  await expect(kacab.getByText("Informasi nota diperbarui")).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(tableCard(kacab, table)).toContainText(baru);
  await expect(tableCard(kacab, second)).toContainText(baru);
  await expect(tableCard(kacab, second)).toContainText(`#${nota}`);
});

test("order header Edit opens the same form on a phone; dropping the merged table frees it", async ({ browser, stall }) => {
  const { id, table } = await stall.openOrder(uniqueBoss("Pak Lama"), ["Es Teh Manis"]);
  const second = await stall.freeTable();
  const order = (await stall.kasir.get(`tmp-transaction/${id}`)).data;
  const tables = (await stall.kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const secondId = tables.find((t) => t.m_meja_nama === second)?.m_meja_id;
  await stall.kasir.post(`tmp-transaction/${id}`, {
    tmp_transaction_customer_name: order.tmp_transaction_customer_name,
    tmp_transaction_order_time: order.tmp_transaction_order_time,
    tmp_transaction_table_list: String(secondId),
  });

  const kacab = await signInAt(browser, "kacab@demo.test", `/order/${id}`, { width: 390, height: 844 });
  await expect(kacab.getByTestId("order-place")).toHaveText(`${table}, ${second}`);
  await kacab.getByTestId("order-edit").click();
  const form = kacab.getByTestId("note-edit-form");
  await expect(form.getByTestId("note-number")).toHaveValue(order.tmp_transaction_note_number);
  await expect(form.getByTestId("note-number")).toHaveAttribute("readonly", "");
  await expect(form.getByText(second, { exact: true })).toBeVisible();
  await shot(kacab, "edit-note-phone");

  await form.getByTestId("note-member").fill("12345");
  await form.getByTestId("note-merge").click();
  await kacab.getByRole("option", { name: second, exact: true }).click();
  // Leave the list (it opens upwards over the fields on a phone): the focus moves on, the dropdown closes.
  await form.getByTestId("note-customer").focus();
  await expect(form.getByText(second, { exact: true })).toHaveCount(0);
  await form.getByTestId("note-submit").click();
  await expect(kacab.getByText("Informasi nota diperbarui")).toBeVisible();
  await expect(kacab.getByTestId("order-place")).toHaveText(table);
  expect((await stall.kasir.get(`tmp-transaction/cek-meja/${secondId}`)).data).toBe(0);
  expect((await stall.kasir.get(`tmp-transaction/${id}`)).data.tmp_transaction_member_id).toBe("12345");
});
