import {
  buildReceiptDocument,
  currencyFromOutlet,
  OUTLET_LOCALE,
  type ReceiptData,
  type ReceiptDocument,
  receiptTenders,
  withLocale,
} from "@waroeng/domain";
import type { Receipt } from "../../api/history.ts";

/** A wire amount (minor units once parsed) as the whole number the receipt formats. */
const whole = (amount: number | null | undefined) => Math.round(amount ?? 0);

/**
 * The wire receipt (GET /cashier/print-transaksi/{id}/{mode}) as the domain's receipt data. Its
 * payment rows are the domain's `receiptTenders` of the wire's `tenders`, as the server's printed,
 * PDF and WhatsApp receipts: each payment (cash: what was handed over), or for a bill without
 * payments (a write-off) its method and what was tendered.
 */
export function receiptDataOf(r: Receipt): ReceiptData {
  const payments = r.tenders.map((t) => ({
    name: t.payment_method,
    methodId: t.m_payment_method_id,
    amount: whole(t.nominal),
    tendered: whole(t.nominal_uang),
  }));
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
    lines: r.lines.map((l) => ({
      name: l.m_produk_nama,
      qty: l.qty,
      price: whole(l.price),
      options: l.options.map((o) => ({ name: o.name, price: whole(o.price) })),
      total: whole(l.nominal),
      reason: l.reason,
    })),
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
    tenders: receiptTenders(payments, { name: r.payment_method, amount: whole(r.r_t_nominal_uang) }),
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
