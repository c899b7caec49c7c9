import { REPORT_MSG } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import type { OptionsSoldReport } from "../../api/reports.ts";
import { optionsByDay, optionsByOption } from "./optionsTables.ts";

const report: OptionsSoldReport = {
  m_w_id: 1,
  waroeng_nama: "Waroeng Demo",
  dari: "2026-11-27",
  sampai: "2026-11-28",
  per_hari: [
    { tanggal: "2026-11-27", grup: "Topping", opsi: "Telur", qty: 3, nominal: 9_000 },
    { tanggal: "2026-11-28", grup: "Ukuran", opsi: "Kecil", qty: 1, nominal: -1_000 },
  ],
  per_opsi: [
    { grup: "Topping", opsi: "Telur", qty: 3, nominal: 9_000 },
    { grup: "Ukuran", opsi: "Kecil", qty: 1, nominal: -1_000 },
  ],
  total: { qty: 4, nominal: 8_000 },
};

describe("the Opsi Menu tab's tables", () => {
  it("per option: group, option, units and money, then the total row", () => {
    expect(optionsByOption(report)).toEqual({
      header: [REPORT_MSG.OPTION_GROUP, REPORT_MSG.OPTION, REPORT_MSG.QTY, REPORT_MSG.NOMINAL],
      rows: [
        ["Topping", "Telur", 3, { money: 9_000 }],
        ["Ukuran", "Kecil", 1, { money: -1_000 }],
        [REPORT_MSG.TOTAL, "", 4, { money: 8_000 }],
      ],
    });
  });

  it("per day: each day's options in order; no total row when nothing was sold", () => {
    expect(optionsByDay(report).rows).toEqual([
      ["2026-11-27", "Topping", "Telur", 3, { money: 9_000 }],
      ["2026-11-28", "Ukuran", "Kecil", 1, { money: -1_000 }],
    ]);
    expect(optionsByOption({ ...report, per_hari: [], per_opsi: [], total: { qty: 0, nominal: 0 } }).rows).toEqual([]);
  });
});
