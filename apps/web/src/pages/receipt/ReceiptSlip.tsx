import { currencyFromOutlet, formatMoney, isCash, OUTLET_LOCALE, SCREEN_MSG, withLocale } from "@waroeng/domain";
import { forwardRef } from "react";
import type { Receipt } from "../../api/history.ts";
import { displayDate, displayTime } from "../history/historyFormat.ts";
import classes from "./receipt.module.css";
import { plainAmount, titleCase } from "./receiptFormat.ts";

function Row({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={`${classes.row} ${className ?? ""}`} data-testid={testId}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * The receipt as a thermal slip of `paper` mm (spec 03 §7 Receipts; docs/API.md print-transaksi),
 * worded in the outlet's language (Indonesian at every outlet, RM or not, as the server's prints),
 * whatever language the cashier's screen is in.
 */
export const ReceiptSlip = forwardRef<HTMLDivElement, { receipt: Receipt; paper: 58 | 80 }>(function ReceiptSlip(
  { receipt: r, paper },
  ref,
) {
  const currency = currencyFromOutlet(r.outlet.currency);
  const w = withLocale(OUTLET_LOCALE, () => ({ ...SCREEN_MSG }));
  const n = (amount: number | null | undefined) => plainAmount(amount ?? 0, currency);
  const place = [r.table_names, titleCase(r.transaction_type)].filter(Boolean).join(" · ");
  const cash = isCash(r.r_t_m_payment_method_id);
  return (
    <div ref={ref} className={classes.slip} data-paper={paper} data-testid="receipt-slip">
      <div className={classes.center}>
        <div className={classes.outlet} data-testid="receipt-outlet">
          {r.outlet.m_w_nama}
        </div>
        {r.outlet.m_w_alamat ? <div>{r.outlet.m_w_alamat}</div> : null}
        {r.outlet.m_w_telp ? (
          <div>
            {w.PHONE_PREFIX} {r.outlet.m_w_telp}
          </div>
        ) : null}
      </div>
      {r.copy ? (
        <div className={classes.copy} data-testid="receipt-copy">
          {w.REPRINT_COPY}
        </div>
      ) : null}
      <hr className={classes.rule} />
      <div className={classes.meta}>
        <span>{w.NOTA}</span>
        <span data-testid="receipt-nota">: {r.r_t_nota_code}</span>
        <span>{w.DATE}</span>
        <span>
          : {displayDate(r.r_t_tanggal)} {displayTime(r.r_t_jam)}
        </span>
        {place ? (
          <>
            <span>{w.TABLE}</span>
            <span>: {place}</span>
          </>
        ) : null}
        <span>{w.BIG_BOSS}</span>
        <span>: {r.r_t_bigboss}</span>
        <span>{w.CASHIER}</span>
        <span>: {r.kasir ?? "-"}</span>
      </div>
      <hr className={classes.rule} />
      {r.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines carry no id and never reorder
        <div key={`${line.m_produk_nama}-${index}`} data-testid="receipt-line">
          <div className={classes.lineName}>{line.m_produk_nama}</div>
          <Row className={classes.indent} label={`${line.qty} x ${n(line.price)}`} value={n(line.nominal)} />
          {line.reason ? <div className={classes.reason}>{line.reason}</div> : null}
        </div>
      ))}
      <hr className={classes.rule} />
      <Row label={w.SUBTOTAL} value={n(r.r_t_nominal)} testId="receipt-subtotal" />
      <Row label={`${w.TAX}${r.tax_percent ? ` (${r.tax_percent}%)` : ""}`} value={n(r.r_t_nominal_pajak)} testId="receipt-pajak" />
      <Row label={`${w.SERVICE_CHARGE}${r.sc_percent ? ` (${r.sc_percent}%)` : ""}`} value={n(r.r_t_nominal_sc)} testId="receipt-sc" />
      {r.r_t_nominal_diskon ? <Row label={w.DISCOUNT} value={`-${n(r.r_t_nominal_diskon)}`} testId="receipt-diskon" /> : null}
      {r.r_t_nominal_voucher ? <Row label={w.VOUCHER} value={`-${n(r.r_t_nominal_voucher)}`} testId="receipt-voucher" /> : null}
      {r.r_t_nominal_tarik_tunai ? <Row label={w.CASH_WITHDRAWAL} value={n(r.r_t_nominal_tarik_tunai)} /> : null}
      <Row label={w.ROUNDING} value={n(r.r_t_nominal_pembulatan)} testId="receipt-pembulatan" />
      <hr className={classes.rule} />
      <Row
        className={classes.total}
        label={w.TOTAL_CAPS}
        value={formatMoney(Math.round(r.r_t_nominal_total_bayar), currency)}
        testId="receipt-total"
      />
      {cash ? <Row label={w.CASH_TENDERED} value={n(r.r_t_nominal_uang)} testId="receipt-tunai" /> : null}
      {cash ? <Row label={w.CHANGE} value={n(r.r_t_nominal_kembalian)} testId="receipt-kembalian" /> : null}
      {r.r_t_nominal_free_kembalian ? <Row label={w.FREE_CHANGE} value={n(r.r_t_nominal_free_kembalian)} /> : null}
      <Row label={w.PAYMENT} value={r.payment_method ?? "-"} testId="receipt-payment" />
      <hr className={classes.rule} />
      <div className={classes.center} data-testid="receipt-footer">
        {r.footer ?? w.THANK_YOU}
      </div>
    </div>
  );
});
