import { currencyFromOutlet, formatMoney, isCash } from "@waroeng/domain";
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

/** The receipt as a thermal slip of `paper` mm (spec 03 §7 Receipts; docs/API.md print-transaksi). */
export const ReceiptSlip = forwardRef<HTMLDivElement, { receipt: Receipt; paper: 58 | 80 }>(function ReceiptSlip(
  { receipt: r, paper },
  ref,
) {
  const currency = currencyFromOutlet(r.outlet.currency);
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
        {r.outlet.m_w_telp ? <div>Telp. {r.outlet.m_w_telp}</div> : null}
      </div>
      {r.copy ? (
        <div className={classes.copy} data-testid="receipt-copy">
          *** CETAK ULANG · COPY ***
        </div>
      ) : null}
      <hr className={classes.rule} />
      <div className={classes.meta}>
        <span>Nota</span>
        <span data-testid="receipt-nota">: {r.r_t_nota_code}</span>
        <span>Tanggal</span>
        <span>
          : {displayDate(r.r_t_tanggal)} {displayTime(r.r_t_jam)}
        </span>
        {place ? (
          <>
            <span>Meja</span>
            <span>: {place}</span>
          </>
        ) : null}
        <span>Big Boss</span>
        <span>: {r.r_t_bigboss}</span>
        <span>Kasir</span>
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
      <Row label="Subtotal" value={n(r.r_t_nominal)} testId="receipt-subtotal" />
      <Row label={`Pajak${r.tax_percent ? ` (${r.tax_percent}%)` : ""}`} value={n(r.r_t_nominal_pajak)} testId="receipt-pajak" />
      <Row label={`Service Charge${r.sc_percent ? ` (${r.sc_percent}%)` : ""}`} value={n(r.r_t_nominal_sc)} testId="receipt-sc" />
      {r.r_t_nominal_diskon ? <Row label="Diskon" value={`-${n(r.r_t_nominal_diskon)}`} testId="receipt-diskon" /> : null}
      {r.r_t_nominal_voucher ? <Row label="Voucher" value={`-${n(r.r_t_nominal_voucher)}`} testId="receipt-voucher" /> : null}
      {r.r_t_nominal_tarik_tunai ? <Row label="Tarik Tunai" value={n(r.r_t_nominal_tarik_tunai)} /> : null}
      <Row label="Pembulatan" value={n(r.r_t_nominal_pembulatan)} testId="receipt-pembulatan" />
      <hr className={classes.rule} />
      <Row
        className={classes.total}
        label="TOTAL"
        value={formatMoney(Math.round(r.r_t_nominal_total_bayar), currency)}
        testId="receipt-total"
      />
      {cash ? <Row label="Tunai" value={n(r.r_t_nominal_uang)} testId="receipt-tunai" /> : null}
      {cash ? <Row label="Kembalian" value={n(r.r_t_nominal_kembalian)} testId="receipt-kembalian" /> : null}
      {r.r_t_nominal_free_kembalian ? <Row label="Free Kembalian" value={n(r.r_t_nominal_free_kembalian)} /> : null}
      <Row label="Pembayaran" value={r.payment_method ?? "-"} testId="receipt-payment" />
      <hr className={classes.rule} />
      <div className={classes.center} data-testid="receipt-footer">
        {r.footer ?? "Terima kasih"}
      </div>
    </div>
  );
});
