/**
 * One paid receipt every receipt output is tested with (ESC/POS, printer image, PDF, WhatsApp text,
 * the /struk page): lines with options (one priced, one free, one cheaper), a cancelled line, a discount, tax, service charge, rounding, two tenders with
 * change, a reprint mark, and accented and emoji names. Test code only (`@waroeng/domain/testing`).
 */
import type { ReceiptData } from "../receipt-document.ts";

/**
 * The fixture receipt, rupiah in minor units: 59.000 − 5.000 + 5.400 + 2.650 + 50 rounding = 62.100,
 * paid with QRIS 20.000 and 50.000 cash, 7.900 change.
 *
 * @example const doc = buildReceiptDocument(RECEIPT_FIXTURE);
 */
export const RECEIPT_FIXTURE: ReceiptData = {
  currency: "IDR",
  outlet: { name: "Waroeng Bu Déwi", address: "Jl. Malioboro No. 5, Yogyakarta", phone: "0274-123456" },
  nota: "S24001",
  date: "2026-11-23",
  time: "19:05:42",
  tables: "Meja 7",
  transactionType: "dine in",
  customer: "Pak André 🙂",
  cashier: "Siti Rahayu",
  lines: [
    { name: "Sate Ayam Madura", qty: 2, price: 18_000, options: [], total: 36_000, reason: "" },
    {
      name: "Nasi Goreng Spésial 🍳",
      qty: 1,
      price: 15_000,
      options: [
        { name: "Level 3", price: 0 },
        { name: "Telur Ceplok", price: 3_000 },
      ],
      total: 15_000,
      reason: "",
    },
    { name: "Es Jeruk Nipis", qty: 1, price: 8_000, options: [{ name: "Gelas Kecil", price: -1_000 }], total: 8_000, reason: "" },
    { name: "Teh Tawar", qty: 1, price: 0, options: [], total: 0, reason: "Batal - Salah input" },
  ],
  subtotal: 59_000,
  tax: 5_400,
  taxPercent: 10,
  serviceCharge: 2_650,
  servicePercent: 5,
  discount: 5_000,
  voucher: 0,
  cashWithdrawal: 0,
  rounding: 50,
  total: 62_100,
  tenders: [
    { name: "QRIS", amount: 20_000 },
    { name: "Tunai", amount: 50_000 },
  ],
  change: 7_900,
  freeChange: 0,
  footer: "",
  copy: true,
};

/**
 * The words and amounts a reader must find on every output of the fixture, in Indonesian (names
 * without their emoji: a thermal printer has no glyph for it, the PDF shows a placeholder).
 */
export const RECEIPT_FIXTURE_TEXTS: readonly string[] = [
  "Waroeng Bu Déwi",
  "Telp. 0274-123456",
  "SALINAN",
  "Nota",
  "S24001",
  "Tanggal",
  "23/11/2026 19:05",
  "Meja",
  "Meja 7 · Dine In",
  "Big Boss",
  "Pak André",
  "Kasir",
  "Siti Rahayu",
  "Sate Ayam Madura",
  "2 x Rp 18.000",
  "Rp 36.000",
  "Nasi Goreng Spésial",
  "Level 3",
  "Telur Ceplok +Rp 3.000",
  "Gelas Kecil -Rp 1.000",
  "Teh Tawar",
  "1 x Rp 0",
  "Batal - Salah input",
  "Subtotal",
  "Rp 59.000",
  "Pajak (10%)",
  "Rp 5.400",
  "Service Charge (5%)",
  "Rp 2.650",
  "Diskon",
  "-Rp 5.000",
  "Pembulatan",
  "Rp 50",
  "TOTAL",
  "Rp 62.100",
  "QRIS",
  "Rp 20.000",
  "Tunai",
  "Rp 50.000",
  "Kembalian",
  "Rp 7.900",
  "Terima kasih, Big Boss!",
];
