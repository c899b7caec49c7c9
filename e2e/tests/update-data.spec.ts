/**
 * Payment §2.10 Update Data: the page's title, back-to-cashier button and guide; the run
 * against head office (a local stand-in) deletes the outlet's unpaid order, as the guide says, and
 * sends the paid bills waiting for head office.
 */
import { apiLogin, ensureCashOpen, openOrder, payOrder } from "../steps/api.ts";
import { expect, test, uniqueBoss, uniqueNota } from "../steps/fixtures.ts";
import { startHqStub } from "../steps/hq-stub.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot } from "../steps/shots.ts";

test("Update Data: the guide, then a run deletes the unpaid order and sends the paid bills to head office", async ({
  browser,
  request,
}) => {
  const hq = await startHqStub();
  try {
    const kasir = await apiLogin(request, "kasir@demo.test");
    await ensureCashOpen(kasir);
    const tables = (await kasir.get("m-meja")).data as { m_meja_id: number; m_meja_nama: string }[];
    const free: { m_meja_id: number; m_meja_nama: string }[] = [];
    for (const t of tables.filter((x) => x.m_meja_nama.startsWith("Meja "))) {
      if (Number((await kasir.get(`tmp-transaction/cek-meja/${t.m_meja_id}`)).data) === 0) {
        free.push(t);
      }
      if (free.length === 2) {
        break;
      }
    }
    const [paidTable, unpaidTable] = free;
    if (!paidTable || !unpaidTable) {
      throw new Error("two free tables needed");
    }
    const paid = await openOrder(kasir, paidTable.m_meja_nama, uniqueNota(), uniqueBoss("Lunas"), ["Es Teh Manis"]);
    await payOrder(kasir, paid, 1);
    await openOrder(kasir, unpaidTable.m_meja_nama, uniqueNota(), uniqueBoss("Belum"), ["Es Teh Manis"]);

    const page = await signInAt(browser, "kasir@demo.test", "/update-data");
    await expect(page.getByRole("heading", { name: "Update Data dan Pengaturan" })).toBeVisible();
    const guide = page.getByTestId("update-data-guide");
    await expect(guide).toContainText("Transaksi yang belum dibayar akan dihapus dan harus diinput ulang.");
    await expect(guide).toContainText("Proses ini memakan waktu 2-10 menit.");
    await expect(page.getByTestId("update-data-back")).toHaveText("Kembali ke Kasir");
    expect(Number(await page.getByTestId("update-data-pending").textContent())).toBeGreaterThan(0);
    await shot(page, "update-data-1280x800");

    await page.getByTestId("update-data-start").click();
    await expect(page.getByTestId("update-data-done")).toContainText("1 transaksi belum dibayar dihapus");
    await expect(page.getByTestId("update-data-pending")).toHaveText("0");
    await expect(page.getByTestId("update-data-status")).not.toContainText("Belum pernah");
    await shot(page, "update-data-done-1280x800");
    expect(hq.pushed.get("bill") ?? 0).toBeGreaterThan(0);
    expect(hq.refused).toBe(0);
    expect(Number((await kasir.get(`tmp-transaction/cek-meja/${unpaidTable.m_meja_id}`)).data)).toBe(0);

    await page.getByTestId("update-data-back").click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const phone = await signInAt(browser, "kasir@demo.test", "/update-data", PHONE);
    await expect(phone.getByTestId("update-data-guide")).toBeVisible();
    await shot(phone, "update-data-390x844");
  } finally {
    await hq.close();
  }
});
