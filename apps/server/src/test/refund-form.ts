/**
 * The refund form the spec's client sends (payment §7 POST /transaksi/refund) for the tests' usual
 * case: the two Ayam Goreng Dada (Rp 18.000 each) of a demo bill, one unit per entry as the refund
 * screen moves them, service switched off: 36.000 + 10 % 3.600 = 39.600 rupiah. `extra` overrides fields.
 */
export function twoAyamRefundForm(billId: number, ayamLineId: number, extra: Record<string, unknown> = {}) {
  return {
    rekap_transaksi_id: billId,
    refund_menu: JSON.stringify([
      { r_t_detail_id: ayamLineId, qty: 1 },
      { r_t_detail_id: ayamLineId, qty: 1 },
    ]),
    sub_total: 36_000,
    nominal_pajak: 3_600,
    nominal_sc: 0,
    round: 0,
    total: 39_600,
    free_exchange: 0,
    current_tax: "10",
    current_sc: 0,
    cetak_struk: 0,
    selisih: 0,
    nomor_wa: "",
    ...extra,
  };
}
