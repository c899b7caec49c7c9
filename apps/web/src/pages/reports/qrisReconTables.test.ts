import { REPORT_MSG } from "@waroeng/domain";
import { describe, expect, it } from "vitest";
import type { QrisRecon } from "../../api/reports.ts";
import { exceptionCount, qrisReconTable } from "./qrisReconTables.ts";

const none = { tanpa_nota_jml: 0, tanpa_tagihan_jml: 0, kedaluwarsa_jml: 0 };
const day1 = {
  tagihan_jml: 2,
  tagihan_nominal: 94_437,
  kode_unik: 37,
  nota_jml: 3,
  nota_nominal: 114_400,
  selisih: -20_000,
  tanpa_nota_jml: 0,
  tanpa_tagihan_jml: 1,
  kedaluwarsa_jml: 1,
};
const day2 = {
  tagihan_jml: 1,
  tagihan_nominal: 47_212,
  kode_unik: 12,
  nota_jml: 0,
  nota_nominal: 0,
  selisih: 47_200,
  ...none,
  tanpa_nota_jml: 1,
};
const recon: QrisRecon = {
  m_w_id: 1,
  waroeng_nama: "Waroeng Demo",
  dari: "2026-11-27",
  sampai: "2026-11-28",
  ringkasan: {
    tagihan_jml: 3,
    tagihan_nominal: 141_649,
    kode_unik: 49,
    nota_jml: 3,
    nota_nominal: 114_400,
    selisih: 27_200,
    tanpa_nota_jml: 1,
    tanpa_tagihan_jml: 1,
    kedaluwarsa_jml: 1,
  },
  per_hari: [
    { tanggal: "2026-11-27", ...day1 },
    { tanggal: "2026-11-28", ...day2 },
  ],
  tagihan_tanpa_nota: [
    {
      order_id: "QRIS-1-9-1",
      nota: "",
      tanggal: "2026-11-28",
      jam: "20:05",
      nominal: 47_212,
      kembalikan: 47_212,
      mode: "gateway",
      penerbit: "GoPay",
    },
  ],
  nota_tanpa_tagihan: [{ r_t_id: 7, nota: "N-0007", tanggal: "2026-11-27", jam: "12:30", nominal: 20_000, alasan: "multipayment" }],
  tagihan_kedaluwarsa: [
    {
      order_id: "QRIS-1-8-1",
      nota: "N-0008",
      tanggal: "2026-11-27",
      jam: "13:00",
      nominal: 47_200,
      kedaluwarsa: "2026-11-27T06:15:00.000Z",
    },
  ],
};

describe("Rekonsiliasi QRIS tables", () => {
  it("lists each day with charged, unique codes, billed, difference and exceptions, then the range's total", () => {
    const t = qrisReconTable(recon, "day");
    expect(t.header).toEqual([
      REPORT_MSG.DATE,
      REPORT_MSG.QRIS_CHARGES,
      REPORT_MSG.QRIS_CHARGED,
      REPORT_MSG.QRIS_UNIQUE,
      REPORT_MSG.QRIS_BILLS,
      REPORT_MSG.QRIS_BILLED,
      REPORT_MSG.QRIS_DIFFERENCE,
      REPORT_MSG.QRIS_EXCEPTIONS,
    ]);
    expect(t.rows).toEqual([
      ["2026-11-27", 2, { money: 94_437 }, { money: 37 }, 3, { money: 114_400 }, { money: -20_000 }, 2],
      ["2026-11-28", 1, { money: 47_212 }, { money: 12 }, 0, { money: 0 }, { money: 47_200 }, 1],
      [REPORT_MSG.QRIS_TOTAL, 3, { money: 141_649 }, { money: 49 }, 3, { money: 114_400 }, { money: 27_200 }, 3],
    ]);
    expect(exceptionCount(recon.ringkasan)).toBe(3);
  });

  it("shows no rows (not a lone total) for a range without QRIS", () => {
    expect(qrisReconTable({ ...recon, per_hari: [] }, "day").rows).toEqual([]);
  });

  it("lists the exceptions with their nota and time: the issuer, the money to return, the reason in words, the expiry in Jakarta time", () => {
    expect(qrisReconTable(recon, "noBill").rows).toEqual([
      ["2026-11-28", "20:05", "QRIS-1-9-1", "—", REPORT_MSG.QRIS_MODE_GATEWAY, "GoPay", { money: 47_212 }, { money: 47_212 }],
    ]);
    expect(qrisReconTable(recon, "noCharge").rows).toEqual([
      ["2026-11-27", "12:30", "N-0007", REPORT_MSG.QRIS_REASON_MULTI, { money: 20_000 }],
    ]);
    const byEye = { ...recon, nota_tanpa_tagihan: [{ ...recon.nota_tanpa_tagihan[0], alasan: "dikonfirmasi_kasir" as const }] };
    expect(qrisReconTable(byEye as QrisRecon, "noCharge").rows[0]?.[3]).toBe(REPORT_MSG.QRIS_REASON_BY_EYE);
    expect(qrisReconTable(recon, "expired").rows).toEqual([["2026-11-27", "13:00", "QRIS-1-8-1", "N-0008", "13:15", { money: 47_200 }]]);
  });
});
