/**
 * Kas Kasir as a client written from the spec reads its refusals (payment §5 Cash mutation: server
 * field errors `nama_pengguna`, `keterangan`, `totalMoney`, `mutationType`, `mutationGroup`, shown per
 * field) and sends its form (payment §3: `nama_pengguna, debit, kredit, group, keterangan`).
 */
import { CASH_BOOK_MSG } from "@waroeng/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { openCash } from "../payment/payment.factory.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openCash(t, "kasir");
});
afterAll(async () => {
  await t.close();
});

const expense = { nama_pengguna: "Pak Joko", debit: 0, kredit: 25_000, group: "Reguler", keterangan: "Beli es batu" };

describe("POST /recap-mutasi-modal refusals", () => {
  it("keys a group other than Reguler or Ojol `mutationGroup`, where the spec's form shows it", async () => {
    const res = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: { ...expense, group: "VIP" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ mutationGroup: CASH_BOOK_MSG.GROUP_INVALID });
    expect(res.body.meta.message).toBe(CASH_BOOK_MSG.GROUP_INVALID);
  });

  it("reads a blank group of a form that sends every field as Reguler", async () => {
    const res = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: { ...expense, group: "" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.r_m_m_group).toBe("Reguler");
    const ojol = await t.call("POST", "/api/recap-mutasi-modal", { as: "kasir", body: { ...expense, group: "Ojol" } });
    expect(ojol.body.data.r_m_m_group).toBe("Ojol");
  });
});
