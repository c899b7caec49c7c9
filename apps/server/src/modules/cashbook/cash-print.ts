/**
 * Printing the cash book's slips on the kasir printer (payment §7 "Cash
 * mutation" `GET /cashier/cash-out/{id}`, foundations §4 "Close-balance flow"): the Kas Kasir slip
 * (with the drawer pulse: money goes in or out of the drawer) and the closing report of Tutup Saldo
 * / Ganti Shift. Each is a `slip` document (printing/documents.ts) queued by `enqueuePrint`; with
 * no kasir printer (or an android one) nothing is queued and the caller answers the browser page.
 * Money in minor units of the outlet's currency.
 */

import { CASH_UI, type Currency, currencyFromOutlet, jakartaParts } from "@waroeng/domain";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { outlets } from "../../db/schema/index.ts";
import type { Auth } from "../../plugins/auth.ts";
import { enterOutletLocale } from "../../plugins/locale.ts";
import type { SlipDoc } from "../printing/documents.ts";
import { enqueuePrintJob } from "../printing/queue.ts";
import type { mutationSlip } from "./cashbook.service.ts";
import type { closingReport } from "./close.service.ts";

type MutationSlip = Awaited<ReturnType<typeof mutationSlip>>;
type ClosingReport = Awaited<ReturnType<typeof closingReport>>;

async function outletCurrency(db: DbOrTx, outletId: number): Promise<Currency> {
  const rows = await db.select({ currency: outlets.currency }).from(outlets).where(eq(outlets.id, outletId));
  return currencyFromOutlet(rows[0]?.currency);
}

/** The Kas Kasir slip as a print document: Kas Masuk or Kas Keluar, who, why, the amount. */
function cashSlipDoc(s: MutationSlip, currency: Currency): SlipDoc {
  const cashIn = s.r_m_m_debit > 0;
  return {
    kind: "slip",
    title: `${CASH_UI.SPENDING.toUpperCase()} - ${(cashIn ? CASH_UI.CASH_IN : CASH_UI.CASH_OUT).toUpperCase()}`,
    outletName: s.waroeng_nama,
    date: s.tanggal,
    time: s.jam,
    currency,
    info: [
      { label: CASH_UI.CASHIER, value: s.nama_kasir },
      { label: CASH_UI.SESSION, value: String(s.rekap_modal_sesi) },
      { label: CASH_UI.PERSON, value: s.r_m_m_nama_pengguna },
      { label: CASH_UI.GROUP, value: s.r_m_m_group },
      { label: CASH_UI.DESCRIPTION, value: s.r_m_m_keterangan },
    ],
    sections: [[{ label: CASH_UI.AMOUNT, amount: cashIn ? s.r_m_m_debit : s.r_m_m_kredit, bold: true }]],
  };
}

/** The closing report as a print document: the session, sales by payment, the drawer reckoning, counted cash and difference. */
function closingReportDoc(r: ClosingReport, currency: Currency, printedAt: Date = new Date()): SlipDoc {
  const c = r.reconciliation;
  const now = jakartaParts(printedAt);
  const counted = [
    ...(r.uang_riil === null ? [] : [{ label: CASH_UI.REAL_MONEY_INPUT, amount: r.uang_riil, bold: true }]),
    ...(r.selisih === null ? [] : [{ label: CASH_UI.DIFFERENCE, amount: r.selisih, bold: true }]),
  ];
  return {
    kind: "slip",
    title: CASH_UI.CLOSING_REPORT.toUpperCase(),
    outletName: r.waroeng_nama,
    date: now.date,
    time: now.time,
    currency,
    info: [
      { label: CASH_UI.CASHIER, value: r.nama_kasir },
      { label: CASH_UI.SESSION, value: String(r.rekap_modal_sesi) },
      { label: CASH_UI.OPENED_AT, value: r.dibuka },
      { label: CASH_UI.CLOSED_AT, value: r.ditutup || "-" },
    ],
    sections: [
      [
        { label: `${CASH_UI.SALES_TOTAL} (${r.jml_nota} ${CASH_UI.NOTA})`, amount: r.sales_total, bold: true },
        ...r.payment.map((p) => ({ label: p.vendor, amount: p.nominal })),
      ],
      [
        { label: CASH_UI.OPENING_CASH, amount: c.saldo_awal },
        { label: CASH_UI.CASH_TOTAL, amount: c.tunai },
        { label: CASH_UI.FREE_CHANGE, amount: c.free_kembalian },
        { label: CASH_UI.CASH_IN, amount: c.kas_masuk },
        { label: CASH_UI.CASH_OUT, amount: -c.kas_keluar },
        { label: CASH_UI.CASH_WITHDRAWAL, amount: -c.tarik_tunai },
        { label: CASH_UI.REFUND, amount: -c.refund },
        { label: CASH_UI.TIPS_RECAP, amount: -c.uang_tips },
      ],
      [{ label: CASH_UI.EXPECTED_CASH, amount: c.uang_seharusnya, bold: true }, ...counted],
    ],
  };
}

/**
 * A print request's outcome: `printed` when a kasir printer got the job; `struct` the link to open
 * (an android printer's image link), else "" — with `printed` false the caller answers its print page.
 */
export interface CashPrint {
  printed: boolean;
  struct: string;
}

/**
 * Queues the Kas Kasir slip of `slip` to the outlet's kasir printer with the drawer pulse (no
 * printer there: `printed` false, the caller answers the /cetak/kas page).
 */
export async function printCashSlip(db: Db, auth: Pick<Auth, "outletId" | "userId">, slip: MutationSlip): Promise<CashPrint> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const doc = cashSlipDoc(slip, await outletCurrency(tx, auth.outletId));
    const title = `${doc.title} ${slip.r_m_m_id}`;
    const job = await enqueuePrintJob(tx, auth.outletId, { location: "kasir", document: doc, kick: true, userId: auth.userId, title });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}

/**
 * Queues the closing report `report` to the outlet's kasir printer (no printer there: `printed`
 * false, the caller answers the /cetak/tutup-saldo page).
 */
export async function printClosingReport(db: Db, auth: Pick<Auth, "outletId" | "userId">, report: ClosingReport): Promise<CashPrint> {
  return db.transaction(async (tx) => {
    enterOutletLocale();
    const doc = closingReportDoc(report, await outletCurrency(tx, auth.outletId));
    const title = `${CASH_UI.CLOSING_REPORT} ${CASH_UI.SESSION} ${report.rekap_modal_sesi}`;
    const job = await enqueuePrintJob(tx, auth.outletId, { location: "kasir", document: doc, userId: auth.userId, title });
    return { printed: job !== null, struct: job?.struct ?? "" };
  });
}

/** The reply's `struct` and `printed` of a print request: the job's link, or `page` when nothing was queued. */
export function printedReply(p: CashPrint, page: string): CashPrint {
  return p.printed ? p : { printed: false, struct: page };
}
