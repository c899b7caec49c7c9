import {
  buildReceiptDocument,
  currencyFromOutlet,
  isCash,
  OUTLET_LOCALE,
  type ReceiptData,
  type ReceiptDocument,
  withLocale,
} from "@waroeng/domain";
import type { Receipt } from "../../api/history.ts";

/** A wire amount (minor units once parsed) as the whole number the receipt formats. */
const whole = (amount: number | null | undefined) => Math.round(amount ?? 0);

/**
 * The wire receipt (GET /cashier/print-transaksi/{id}/{mode}) as the domain's receipt data. The
 * wire names one payment method: a cash bill shows what was handed over, any other bill its total.
 */
export function receiptDataOf(r: Receipt): ReceiptData {
  const cash = isCash(r.r_t_m_payment_method_id);
  return {
    currency: currencyFromOutlet(r.outlet.currency),
    outlet: { name: r.outlet.m_w_nama, address: r.outlet.m_w_alamat, phone: r.outlet.m_w_telp },
    nota: r.r_t_nota_code,
    date: r.r_t_tanggal,
    time: r.r_t_jam,
    tables: r.table_names,
    transactionType: r.transaction_type,
    customer: r.r_t_bigboss,
    cashier: r.kasir,
    lines: r.lines.map((l) => ({ name: l.m_produk_nama, qty: l.qty, price: whole(l.price), total: whole(l.nominal), reason: l.reason })),
    subtotal: whole(r.r_t_nominal),
    tax: whole(r.r_t_nominal_pajak),
    taxPercent: r.tax_percent,
    serviceCharge: whole(r.r_t_nominal_sc),
    servicePercent: r.sc_percent,
    discount: whole(r.r_t_nominal_diskon),
    voucher: whole(r.r_t_nominal_voucher),
    cashWithdrawal: whole(r.r_t_nominal_tarik_tunai),
    rounding: whole(r.r_t_nominal_pembulatan),
    total: whole(r.r_t_nominal_total_bayar),
    tenders: [{ name: r.payment_method, amount: whole(cash ? r.r_t_nominal_uang : r.r_t_nominal_total_bayar) }],
    change: whole(r.r_t_nominal_kembalian),
    freeChange: whole(r.r_t_nominal_free_kembalian),
    footer: r.footer,
    copy: r.copy,
  };
}

/**
 * The receipt document of the /struk page, worded in the outlet's language (Indonesian at every
 * outlet, RM or not, as the server's prints are), whatever language the cashier's screen is in.
 */
export function receiptDocumentOf(r: Receipt): ReceiptDocument {
  const data = receiptDataOf(r);
  return withLocale(OUTLET_LOCALE, () => buildReceiptDocument(data));
}
