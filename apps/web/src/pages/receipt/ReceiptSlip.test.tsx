/**
 * The printable /struk page (ReceiptSlip): the fixture receipt every receipt output is tested with
 * shows the same words and amounts here as on paper, in the PDF and over WhatsApp; the page's
 * wire receipt becomes that document in the outlet's language.
 */
import { render, screen } from "@testing-library/react";
import { buildReceiptDocument } from "@waroeng/domain";
import { RECEIPT_FIXTURE, RECEIPT_FIXTURE_TEXTS } from "@waroeng/domain/testing";
import { describe, expect, it } from "vitest";
import type { Receipt } from "../../api/history.ts";
import { applyLanguage } from "../../lib/i18n.ts";
import { ReceiptSlip } from "./ReceiptSlip.tsx";
import { receiptDocumentOf } from "./receiptDocument.ts";

const flat = (s: string | null) => (s ?? "").replace(/\s+/g, " ");

/** A row as a reader sees it: its label and its value, a space apart. */
const row = (testId: string) => [...screen.getByTestId(testId).children].map((c) => c.textContent).join(" ");

/**
 * The fixture as GET /cashier/print-transaksi answers it (money parsed into minor units): QRIS
 * 20.000, then cash 42.100 of the bill with 50.000 handed over (7.900 change).
 */
const wire: Receipt = {
  outlet: { m_w_nama: "Waroeng Bu Déwi", m_w_alamat: "Jl. Malioboro No. 5, Yogyakarta", m_w_telp: "0274-123456", currency: "Rp" },
  r_t_id: 9,
  r_t_nota_code: "S24001",
  r_t_bigboss: "Pak André 🙂",
  r_t_tanggal: "2026-11-23",
  r_t_jam: "19:05:42",
  table_names: "Meja 7",
  transaction_type: "dine in",
  kasir: "Siti Rahayu",
  payment_method: "Tunai",
  r_t_m_payment_method_id: 1,
  tenders: [
    { payment_method: "QRIS", m_payment_method_id: 9, nominal: 20_000, nominal_uang: 20_000 },
    { payment_method: "Tunai", m_payment_method_id: 1, nominal: 42_100, nominal_uang: 50_000 },
  ],
  lines: RECEIPT_FIXTURE.lines.map((l, line) => ({
    options: l.options.map((o, i) => ({
      group_id: 50 + i,
      group_name: "Grup",
      option_id: 100 * line + i + 1,
      name: o.name,
      price: o.price,
    })),
    m_produk_nama: l.name,
    qty: l.qty,
    price: l.price,
    nominal: l.total,
    status: l.reason ? 2 : 0,
    reason: l.reason,
  })),
  r_t_nominal: 59_000,
  r_t_nominal_pajak: 5_400,
  r_t_nominal_sc: 2_650,
  r_t_nominal_diskon: 5_000,
  r_t_nominal_voucher: 0,
  r_t_nominal_tarik_tunai: 0,
  r_t_nominal_pembulatan: 50,
  r_t_nominal_total_bayar: 62_100,
  r_t_nominal_uang: 70_000,
  r_t_nominal_kembalian: 7_900,
  r_t_nominal_free_kembalian: 0,
  tax_percent: 10,
  sc_percent: 5,
  paper_mm: 58,
  copy: true,
  footer: "Terima kasih, Big Boss!",
};

describe("ReceiptSlip", () => {
  it("shows every word and amount of the fixture receipt, names as typed", () => {
    render(<ReceiptSlip document={buildReceiptDocument(RECEIPT_FIXTURE)} paper={58} />);
    const text = flat(screen.getByTestId("receipt-slip").textContent);
    expect(RECEIPT_FIXTURE_TEXTS.filter((t) => !text.includes(t))).toEqual([]);
    expect(screen.getByTestId("receipt-customer")).toHaveTextContent("Pak André 🙂");
    expect(screen.getByTestId("receipt-nota")).toHaveTextContent(": S24001");
    expect(screen.getByTestId("receipt-copy")).toHaveTextContent("SALINAN");
    expect(row("receipt-total")).toBe("TOTAL Rp 62.100");
    expect(row("receipt-change")).toBe("Kembalian Rp 7.900");
    expect(row("receipt-discount")).toBe("Diskon -Rp 5.000");
    expect(screen.getAllByTestId("receipt-tender").map((r) => [...r.children].map((c) => c.textContent).join(" "))).toEqual([
      "QRIS Rp 20.000",
      "Tunai Rp 50.000",
    ]);
    expect(screen.getAllByTestId("receipt-line")).toHaveLength(4);
    // A line's options are listed under its name, before its quantity and price.
    expect(screen.getAllByTestId("receipt-line")[1]?.textContent).toBe(
      "Nasi Goreng Spésial 🍳Level 3Telur Ceplok +Rp 3.0001 x Rp 15.000Rp 15.000",
    );
    expect(screen.getAllByTestId("receipt-option").map((o) => o.textContent)).toEqual([
      "Level 3",
      "Telur Ceplok +Rp 3.000",
      "Gelas Kecil -Rp 1.000",
    ]);
  });

  it("the page's wire receipt reads as the same document as the printed one, each payment listed", () => {
    expect(receiptDocumentOf(wire)).toEqual(buildReceiptDocument(RECEIPT_FIXTURE));
  });

  it("lists each of two payments on the page: the card what it paid, cash what was handed over", () => {
    render(<ReceiptSlip document={receiptDocumentOf(wire)} paper={58} />);
    expect(screen.getAllByTestId("receipt-tender").map((r) => [...r.children].map((c) => c.textContent).join(" "))).toEqual([
      "QRIS Rp 20.000",
      "Tunai Rp 50.000",
    ]);
    expect(row("receipt-change")).toBe("Kembalian Rp 7.900");
  });

  it("a bill without payments (a write-off) shows its method once, with what was tendered", () => {
    render(
      <ReceiptSlip document={receiptDocumentOf({ ...wire, tenders: [], payment_method: "Lost Bill", r_t_nominal_uang: 0 })} paper={58} />,
    );
    expect(screen.getAllByTestId("receipt-tender").map((r) => [...r.children].map((c) => c.textContent).join(" "))).toEqual([
      "Lost Bill Rp 0",
    ]);
  });

  it("an RM outlet's receipt is in ringgit and Indonesian, whatever the screen's language", () => {
    applyLanguage("ms");
    render(
      <ReceiptSlip
        document={receiptDocumentOf({ ...wire, outlet: { ...wire.outlet, currency: "RM" }, copy: false, r_t_nominal_total_bayar: 1_955 })}
        paper={80}
      />,
    );
    expect(row("receipt-total")).toBe("TOTAL RM 19.55");
    expect(row("receipt-subtotal")).toBe("Subtotal RM 590.00");
    applyLanguage("id");
    expect(screen.queryByTestId("receipt-copy")).toBeNull();
  });
});
