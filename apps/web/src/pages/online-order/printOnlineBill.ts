/**
 * The browser print page of a QR order's bill (the fallback when no kasir printer is set):
 * a new window built with text nodes (names are never parsed as HTML), printed, then closed.
 */
import { type Currency, formatMoney } from "@waroeng/domain";
import type { OnlineBill } from "../../api/online.ts";

export function printBillInBrowser(bill: OnlineBill, currency: Currency): void {
  const w = window.open("", "_blank", "width=420,height=640");
  if (!w) {
    return;
  }
  const doc = w.document;
  const line = (text: string, bold = false) => {
    const p = doc.createElement("div");
    p.textContent = text;
    p.style.fontWeight = bold ? "700" : "400";
    doc.body.appendChild(p);
  };
  doc.title = bill.tmp_online_code;
  doc.body.style.fontFamily = "monospace";
  line(`${bill.tmp_online_table_name} · ${bill.tmp_online_code}`, true);
  line(bill.tmp_online_bigboss_name);
  for (const l of bill.lines) {
    line(`${l.qty} × ${l.m_menu_nama}  ${formatMoney(l.nominal, currency)}`);
    if (l.custom_menu) {
      line(`  ${l.custom_menu}`);
    }
  }
  line(formatMoney(bill.total, currency), true);
  w.print();
}
