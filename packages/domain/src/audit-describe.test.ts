import { describe, expect, it } from "vitest";
import { type AuditFacts, describeAudit } from "./audit-describe.ts";
import { withLocale } from "./i18n/locale.ts";

const row = (
  entity: string,
  action: string,
  after: Record<string, unknown> | null,
  before: Record<string, unknown> | null = null,
): AuditFacts => ({
  entity,
  entityId: 9,
  action,
  before,
  after,
  userName: "Sari",
  userRole: "kasir",
});

describe("describeAudit", () => {
  it.each([
    [row("drawer", "open", { reason: "tukaruang", rekap_modal_id: 3 }), "Kasir Sari membuka laci tanpa transaksi (Tukar Uang)"],
    [
      row("order_line", "discount", {
        discount_type: "Persen",
        discount_value: 1000,
        discount: 5000,
        nota: "12",
        menu: "Ayam Goreng",
        approver_name: "Budi",
      }),
      "Kasir Sari memberi diskon 10% untuk Ayam Goreng pada Nota 12 (Rp 5.000), disetujui oleh Budi",
    ],
    [
      row("payment", "void", { keterangan: "Salah metode" }, { r_t_nota_code: "12", r_t_nominal_total_bayar: 47200 }),
      "Kasir Sari membatalkan pembayaran Nota 12 (Rp 47.200): Salah metode",
    ],
    [row("refund", "refund", { r_t_nota_code: "12", total: 15000 }), "Kasir Sari me-refund Nota 12 sebesar Rp 15.000"],
    [row("option_group", "create", { m_option_group_nama: "Level Pedas" }), "Kasir Sari menambah Grup opsi Level Pedas"],
    [
      row("option", "sold_out", { m_option_nama: "Keju", m_option_habis_tanggal: "2026-11-29" }),
      "Kasir Sari: Tandai habis hari ini Opsi Keju",
    ],
    [row("cash_book", "cash_out", { amount: 25000, keterangan: "Beli es batu" }), "Kasir Sari mencatat kas keluar Rp 25.000: Beli es batu"],
    [
      row("cash_session", "close", { counted: 498000, expected: 500000, difference: -2000, open_notas: ["7001"], approver_name: "Budi" }),
      "Kasir Sari menutup saldo: uang dihitung Rp 498.000, seharusnya Rp 500.000, selisih -Rp 2.000, dengan 1 pesanan belum dibayar (Nota 7001), disetujui oleh Budi",
    ],
    [
      row("menu", "update", { m_menu_nama: "Nasi Goreng", m_menu_harga: 17000 }, { m_menu_nama: "Nasi Goreng", m_menu_harga: 15000 }),
      "Kasir Sari mengubah harga Nasi Goreng dari Rp 15.000 menjadi Rp 17.000",
    ],
    [row("approval", "approve", { approver_id: 2, approver_name: "Budi" }), "Budi menyetujui permintaan Kasir Sari"],
  ])("says %#: %s", (facts, words) => {
    expect(describeAudit(facts, "IDR")).toBe(words);
  });

  it("formats money by the outlet's currency and answers in the user's language", () => {
    const close = row("cash_session", "shift", { counted: 10050, expected: 10000, difference: 50, open_notas: [], approver_name: null });
    expect(withLocale("en", () => describeAudit(close, "MYR"))).toBe(
      "Cashier Sari changed shift: counted RM 100.50, expected RM 100.00, difference RM 0.50",
    );
    expect(describeAudit(row("voucher", "create", { name: "HEMAT" }), "IDR")).toBe("Kasir Sari menambah Voucher HEMAT");
  });
});
