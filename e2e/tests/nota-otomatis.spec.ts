/**
 * Nota otomatis (back office Outlet settings): switched on, the open-table form proposes the day's
 * next free nota number (shown, editable) and the note gets it; switched off, the form is the spec's
 * (the number typed, refused when empty). Outlet-wide: runs on the serial server.
 */
import { expect } from "@playwright/test";
import { apiLogin } from "../steps/api.ts";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { signInAt } from "../steps/session.ts";
import { PHONE, shot, TABLET } from "../steps/shots.ts";
import { tableCard } from "../steps/tables.ts";

test("the owner switches nota otomatis on: the open-table form proposes today's next number and the note gets it", async ({
  browser,
  request,
  stall,
}) => {
  const owner = await apiLogin(request, "owner@demo.test");
  const setting = async (value: "ya" | "tidak") => {
    const current = (await owner.get("admin/outlet")).data;
    await owner.post("admin/outlet", { ...current, m_w_nota_otomatis: value });
  };
  try {
    const admin = await signInAt(browser, "owner@demo.test", "/admin/outlet", TABLET);
    const toggle = admin.getByTestId("outlet-nota-auto");
    await expect(toggle).not.toBeChecked();
    await toggle.check({ force: true });
    await expect(admin.getByText("nomor tidak pernah dobel")).toBeVisible();
    await shot(admin, "nota-auto-admin");
    await admin.getByTestId("outlet-save").click();
    await expect(admin.getByText("Pengaturan waroeng disimpan")).toBeVisible();
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await expect(admin.getByTestId("outlet-nota-auto")).toBeChecked();
    await shot(admin, "nota-auto-admin-phone");
    expect((await owner.get("admin/outlet")).data.m_w_nota_otomatis).toBe("ya");

    const proposed = (await stall.kasir.get("tmp-transaction/nota-otomatis")).data.tmp_transaction_note_number as string;
    expect(proposed).toMatch(/^\d{4,}$/);
    const table = await stall.freeTable();
    const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard", TABLET);
    await tableCard(kasir, table).click();
    const form = kasir.getByTestId("note-form");
    await expect(form.getByTestId("note-number")).toHaveValue(proposed);
    await expect(form).toContainText("Nota otomatis: nomor berikutnya hari ini, boleh diubah");
    const boss = uniqueBoss("Rina");
    await form.getByTestId("note-customer").fill(boss);
    await shot(kasir, "nota-auto-form");
    await kasir.setViewportSize(PHONE);
    await shot(kasir, "nota-auto-form-phone");
    await form.getByTestId("note-submit").click();
    await expect(kasir).toHaveURL(/\/order\/\d+$/);
    const id = Number(kasir.url().split("/").pop());
    stall.track(id);
    const order = (await stall.kasir.get(`tmp-transaction/${id}`)).data;
    expect(order).toMatchObject({ tmp_transaction_note_number: proposed, tmp_transaction_customer_name: boss });

    // Off again: the spec's form, an empty number refused in the form.
    await setting("tidak");
    await kasir.setViewportSize(TABLET);
    await kasir.goto("/dashboard");
    await tableCard(kasir, await stall.freeTable()).click();
    await expect(form.getByTestId("note-number")).toHaveValue("");
    await expect(form).not.toContainText("Nota otomatis");
    await form.getByTestId("note-customer").fill(uniqueBoss("Rina"));
    await form.getByTestId("note-submit").click();
    await expect(form).toContainText("Nota harus diisi!");
  } finally {
    await setting("tidak");
  }
});
