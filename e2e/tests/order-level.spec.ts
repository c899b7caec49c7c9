/**
 * Order-level actions of the cashier screen (payment spec §2.1, §5, §6, §7): Diskon
 * Transaksi with a voucher applied and removed, Keluarkan Menu to a new take-away note or an open
 * note, Tarik Tunai,
 * and deleting an order. Screenshots of every new popup at 1280×800.
 */
import type { Page } from "@playwright/test";
import { orderOption } from "../steps/cashier.ts";
import { expect, test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

/** The shown total as a number (Rp 47.200 → 47200). */
async function shownTotal(page: Page): Promise<number> {
  return Number(((await page.getByTestId("total-total").textContent()) ?? "").replace(/\D/g, ""));
}

test("Diskon Transaksi: a spent voucher is refused under the code, a valid one lowers the total and is removable", async ({
  browser,
  stall,
}) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Voucher"), ["Ayam Goreng Dada", "Ayam Goreng Dada", "Es Teh Manis"]);
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(page.getByTestId("total-total")).not.toHaveText("Rp 0");
  const before = await shownTotal(page);

  await orderOption(page, "btn-discount");
  const modal = page.getByRole("dialog", { name: "Diskon Transaksi" });
  await expect(modal).toBeVisible();
  await modal.getByTestId("discount-apply").click();
  await expect(modal.getByText("Pilih Jenis!")).toBeVisible();
  await shot(page, "order-discount-choose-type");

  // A discount above the total: the spec's title and text.
  await modal.getByTestId("discount-type-diskon").click();
  await modal.getByTestId("discount-amount").fill("9999999");
  await modal.getByTestId("discount-apply").click();
  await expect(page.getByRole("dialog", { name: "Transaksi gagal!" })).toContainText("Diskon Melebihi Total Bayar");
  await shot(page, "order-discount-too-big");
  await page.getByRole("dialog", { name: "Transaksi gagal!" }).getByRole("button").last().click();

  await modal.getByTestId("discount-type-voucher").click();
  await modal.getByTestId("voucher-code").fill("PAKAI20");
  await modal.getByTestId("voucher-check").click();
  await expect(modal.getByText("Voucher sudah digunakan")).toBeVisible();
  await shot(page, "order-voucher-used");
  await modal.getByTestId("voucher-code").fill("hemat10");
  await modal.getByTestId("voucher-check").click();
  await expect(modal.getByTestId("voucher-value")).toContainText("10.000");
  await shot(page, "order-voucher-valid");
  await modal.getByTestId("discount-apply").click();
  await expect(modal).toHaveCount(0);

  await expect(page.getByTestId("total-voucher")).toContainText("10.000");
  await expect.poll(() => shownTotal(page)).toBeLessThan(before);
  expect(before - (await shownTotal(page))).toBeGreaterThanOrEqual(9900);
  await shot(page, "order-voucher-applied");

  await page.getByTestId("remove-voucher").click();
  await expect(page.getByTestId("total-voucher")).toHaveCount(0);
  await expect.poll(() => shownTotal(page)).toBe(before);
});

test("Keluarkan Menu moves a chosen line to a new take-away note", async ({ browser, stall }) => {
  const boss = uniqueBoss("Bu Keluar");
  const { id, nota } = await stall.openOrder(boss, ["Es Teh Manis", "Kopi Susu", "Kopi Susu"]);
  const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).data as {
    id: number;
    m_produk_nama: string;
  }[];
  const kopi = lines.find((l) => l.m_produk_nama === "Kopi Susu");
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);

  await orderOption(page, "btn-pull-menu");
  const modal = page.getByRole("dialog", { name: "Keluarkan Menu" });
  await expect(modal.getByTestId(`pull-line-${kopi?.id}`)).toBeVisible();
  await modal.getByTestId(`pull-check-${kopi?.id}`).check();
  await modal.getByTestId(`pull-qty-${kopi?.id}`).fill("1");
  await shot(page, "order-pull-menu");
  await modal.getByTestId("pull-submit").click();

  // The toast names the new nota too; the screen's header is the one that proves we moved to it.
  await expect(page.getByText(`Menu berhasil dikeluarkan ke nota baru: ${nota}-1`)).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/order/${id}$`));
  await expect(page.getByTestId("order-nota")).toHaveText(`${nota}-1`);
  const newId = Number(page.url().split("/").pop());
  stall.track(newId);
  const pulled = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${newId}`)).data as {
    m_produk_nama: string;
    qty: number;
  }[];
  expect(pulled.map((l) => [l.m_produk_nama, l.qty])).toEqual([["Kopi Susu", 1]]);
  const note = (await stall.kasir.get(`tmp-transaction/${newId}`)).data;
  expect(note).toMatchObject({ tmp_transaction_customer_name: boss, tmp_transaction_m_t_t_name: "take away" });
  const left = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).data as {
    m_produk_nama: string;
    qty: number;
  }[];
  expect(left.map((l) => [l.m_produk_nama, l.qty])).toEqual([
    ["Es Teh Manis", 1],
    ["Kopi Susu", 1],
  ]);
  await shot(page, "order-pulled-new-note");
});

test("Keluarkan Menu into an open note picked under Nota tujuan", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Asal"), ["Es Teh Manis", "Kopi Susu"]);
  const target = await stall.openOrder(uniqueBoss("Pak Tujuan"), ["Ayam Bakar"]);
  const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).data as {
    id: number;
    m_produk_nama: string;
  }[];
  const kopi = lines.find((l) => l.m_produk_nama === "Kopi Susu");
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);

  await orderOption(page, "btn-pull-menu");
  const modal = page.getByRole("dialog", { name: "Keluarkan Menu" });
  await expect(modal.getByTestId("pull-target")).toHaveValue("Nota bungkus baru");
  await modal.getByTestId("pull-target").click();
  await page.getByRole("option", { name: new RegExp(`^${target.nota} · `) }).click();
  await modal.getByTestId(`pull-check-${kopi?.id}`).check();
  await shot(page, "order-pull-menu-target");
  await modal.getByTestId("pull-submit").click();

  await expect(page).toHaveURL(new RegExp(`/order/${target.id}$`));
  const moved = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${target.id}`)).data as {
    m_produk_nama: string;
  }[];
  expect(moved.map((l) => l.m_produk_nama).sort()).toEqual(["Ayam Bakar", "Kopi Susu"]);
  const left = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).data as {
    m_produk_nama: string;
  }[];
  expect(left.map((l) => l.m_produk_nama)).toEqual(["Es Teh Manis"]);
});

test("Tarik Tunai is added to the total and removed again", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Tarik"), ["Es Teh Manis"]);
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(page.getByTestId("total-total")).not.toHaveText("Rp 0");
  const before = await shownTotal(page);
  await orderOption(page, "btn-tarik-tunai");
  const modal = page.getByRole("dialog", { name: "Tarik Tunai" });
  await modal.getByTestId("tarik-tunai-amount").fill("50000");
  await shot(page, "order-tarik-tunai");
  await modal.getByTestId("tarik-tunai-save").click();
  await expect(page.getByTestId("total-tarik-tunai")).toContainText("50.000");
  await expect.poll(() => shownTotal(page)).toBe(before + 50000);
  await orderOption(page, "btn-tarik-tunai");
  await page.getByRole("dialog", { name: "Tarik Tunai" }).getByTestId("tarik-tunai-remove").click();
  await expect(page.getByTestId("total-tarik-tunai")).toHaveCount(0);
});

test("Hapus Transaksi asks first, then deletes the order and frees its table", async ({ browser, stall }) => {
  const { id, table } = await stall.openOrder(uniqueBoss("Pak Hapus"), ["Es Teh Manis"]);
  const page = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await orderOption(page, "btn-delete-order");
  const confirm = page.getByRole("dialog", { name: "Hapus Transaksi" });
  await expect(confirm).toBeVisible();
  await shot(page, "order-delete-confirm");
  await confirm.getByTestId("delete-order-confirm").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(Number((await stall.kasir.get(`tmp-transaction/cek/${id}`)).data)).toBe(0);
  const tables = (await stall.kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
  const tableId = tables.find((t) => t.m_meja_nama === table)?.m_meja_id;
  expect(Number((await stall.kasir.get(`tmp-transaction/cek-meja/${tableId}`)).data)).toBe(0);
});

test("opp sees no delete, discount or pull buttons and the server refuses its delete", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Opp"), ["Es Teh Manis"]);
  const page = await signInAt(browser, "opp@demo.test", `/order/${id}`);
  await expect(page.getByTestId("menu-search")).toBeVisible();
  await expect(page.getByTestId("btn-more")).toHaveCount(0);
  await expect(page.getByTestId("btn-delete-order")).toHaveCount(0);
  await expect(page.getByTestId("btn-discount")).toHaveCount(0);
  const res = await page.request.delete(`/api/tmp-transaction/${id}`);
  expect(res.status()).toBe(403);
  expect((await res.json()).meta).toMatchObject({ title: "Akses DiTolak!" });
  expect(Number((await stall.kasir.get(`tmp-transaction/cek/${id}`)).data)).toBe(1);
});
