import type { HqChange } from "@waroeng/domain/contracts";
import { describe, expect, it } from "vitest";
import { changeLines, changeTime, changeTitle } from "./changeLog.ts";

const change = (p: Partial<HqChange>): HqChange => ({
  id: 1,
  at: "2026-06-27T17:05:09.000Z",
  user: { id: 1, name: "Bu Rina" },
  entity: "menu_option",
  subject: "Topping · Telur",
  outlets: [],
  before: null,
  after: null,
  ...p,
});

describe("the change log in words", () => {
  it("says when in DD/MM/YYYY HH:mm, Asia/Jakarta", () => {
    expect(changeTime("2026-06-27T17:05:09.000Z")).toBe("28/06/2026 00:05");
  });

  it("names the kind of change and its subject", () => {
    expect(changeTitle(change({}))).toBe("Opsi menu: Topping · Telur");
    expect(changeTitle(change({ entity: "summary_settings", subject: null }))).toBe("Ringkasan harian WhatsApp");
  });

  it("writes money in its currency and on/off as yes/no, before → after", () => {
    const c = change({ before: { price: 3000, active: true }, after: { price: 3500, active: false, currency: "Rp" } });
    expect(changeLines(c)).toEqual([expect.stringMatching(/^Harga: Rp\s?3\.000 → Rp\s?3\.500$/), "Aktif: ya → tidak"]);
  });

  it("names the policy's fields and the field an outlet follows again", () => {
    expect(changeLines(change({ entity: "menu_policy", subject: null, before: { price: true }, after: { price: false } }))).toEqual([
      "Harga: ya → tidak",
    ]);
    expect(changeLines(change({ entity: "menu_follow", after: { field: "price" } }))).toEqual(["Kolom: Harga"]);
  });

  it("writes an account change's role in words, its outlets by name, and a new password without its value", () => {
    const c = change({
      entity: "hq_account",
      subject: "Pak Budi (budi@example.com)",
      before: { role: "accountant", outlets: [] },
      after: { role: "area", outlets: ["Waroeng Demo", "Waroeng KL"], password: true },
    });
    expect(changeTitle(c)).toBe("Akun kantor pusat: Pak Budi (budi@example.com)");
    expect(changeLines(c)).toEqual(["Peran: Akuntan → Manajer Area", "Outlet: (kosong) → Waroeng Demo, Waroeng KL", "Kata sandi baru: ya"]);
  });
});
