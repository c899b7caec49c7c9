/**
 * Role Setting and the cashier permission matrix (foundations §6, §8; payment spec §6), roles on the
 * order screen, and retries: a supervisor approves on the cashier's till, a switch is
 * saved and the matrix the server enforces follows; a wrong supervisor login is refused with
 * Akses DiTolak! without logging the cashier out; opp sees REPEAT where the cashier sees PRINTBILL;
 * a tap whose reply is lost adds one unit. Screenshots go to SCREENSHOT_DIR.
 */
import { expect, type Page } from "@playwright/test";
import { test, uniqueBoss } from "../steps/fixtures.ts";
import { openRoleSetting, roleSwitch, setAndSave, submitApproval } from "../steps/role-setting.ts";
import { signInAt } from "../steps/session.ts";
import { shot } from "../steps/shots.ts";

/** The matrix the server applies to this page's user (its own session cookie). */
async function refundAccess(page: Page) {
  const res = await page.request.get("/api/akses-role");
  return (await res.json()).data.refund as { defaultRole: string; temporaryRole: string };
}

test("a supervisor approves Role Setting, the refund switch is saved, and the server's matrix follows", async ({ browser, stall }) => {
  expect(stall.kasir.token).toBeTruthy(); // the fixture opened the cashier's cash session: no detour to /modal
  const kasir = await signInAt(browser, "kasir@demo.test", "/dashboard");
  await expect(kasir.getByTestId("section-meja")).toBeVisible();
  expect(await refundAccess(kasir)).toEqual({ defaultRole: "deny", temporaryRole: "deny" });

  await openRoleSetting(kasir);
  await shot(kasir, "role-setting-approval");
  // A cashier's own login is not a supervisor's: Akses DiTolak! with the server's message.
  await submitApproval(kasir, "kasir@demo.test");
  await expect(kasir.getByText("Akses DiTolak!")).toBeVisible();
  await expect(kasir.getByTestId("alert-message")).toHaveText("Akun ini bukan Kacab/Asisten waroeng ini");
  await shot(kasir, "role-setting-refused");
  await kasir.getByTestId("alert-ok").click();
  await expect(kasir).toHaveURL(/\/dashboard/); // still signed in

  await submitApproval(kasir, "kacab@demo.test");
  await expect(roleSwitch(kasir, "refund")).not.toBeChecked();
  await shot(kasir, "role-setting-switches");
  await setAndSave(kasir, "refund", true);
  expect(await refundAccess(kasir)).toEqual({ defaultRole: "deny", temporaryRole: "allow" });

  // Opened again: a new approval is needed, and the saved switch shows on.
  await openRoleSetting(kasir);
  await submitApproval(kasir, "kacab@demo.test");
  await expect(roleSwitch(kasir, "refund")).toBeChecked();
  await setAndSave(kasir, "refund", false);
  expect(await refundAccess(kasir)).toEqual({ defaultRole: "deny", temporaryRole: "deny" });
});

test("the cashier sees PRINTBILL, opp sees REPEAT in its place (payment spec §6)", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Pak Tono"), ["Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(kasir.getByTestId("btn-printbill")).toBeVisible();
  await expect(kasir.getByTestId("btn-repeat")).toHaveCount(0);
  const opp = await signInAt(browser, "opp@demo.test", `/order/${id}`);
  await expect(opp.getByTestId("btn-repeat")).toBeVisible();
  await expect(opp.getByTestId("btn-printbill")).toHaveCount(0);
  await expect(opp.getByTestId("btn-pay")).toHaveCount(0);
  await shot(opp, "order-opp-repeat");
});

test("a tap whose reply is lost is sent again with its key and adds one unit", async ({ browser, stall }) => {
  const { id } = await stall.openOrder(uniqueBoss("Bu Lina"), ["Es Teh Manis"]);
  const kasir = await signInAt(browser, "kasir@demo.test", `/order/${id}`);
  await expect(kasir.locator('[data-testid^="menu-card-"]').first()).toBeVisible();
  const keys: string[] = [];
  let dropped = false;
  await kasir.route("**/api/m-transaction-meja/add-menu", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (!dropped) {
      dropped = true;
      await route.fetch(); // the server adds the unit …
      await route.abort("failed"); // … but the reply never reaches the till (Wi-Fi drop)
      return;
    }
    await route.continue();
  });
  const replayed = kasir.waitForResponse((r) => r.url().includes("/add-menu") && r.headers()["idempotent-replayed"] === "true");
  await kasir.locator('[data-testid^="menu-card-"]', { hasText: "Nasi Putih" }).first().click();
  await replayed;
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const lines = (await stall.kasir.get(`transaction-detail?tmp_transaction_detail_tmp_transaction_id=${id}`)).data as {
    m_produk_nama: string;
    qty: number;
  }[];
  expect(lines.find((l) => l.m_produk_nama === "Nasi Putih")?.qty).toBe(1);
});
