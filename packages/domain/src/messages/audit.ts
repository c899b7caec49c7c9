/**
 * Audit: the sentences the back office's Audit page shows for each recorded change (`describeAudit`).
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`). `who` is
 * the actor as "Kasir Sari"; amounts arrive formatted in the outlet's currency.
 */
import { localized, type WordsEntry } from "./localized.ts";

type S = string;

/**
 * @example AUDIT_TEXT.drawerOpen("Kasir Sari", "Tukar Uang"); // "Kasir Sari membuka laci tanpa transaksi (Tukar Uang)"
 */
export const AUDIT_TEXT = localized({
  /** Buka Laci reasons (DRAWER_REASONS values). */
  DRAWER_REASONS: {
    tukaruang: { id: "Tukar Uang", en: "Change money", ms: "Tukar Wang" },
    tidakbuka: { id: "Laci tidak terbuka saat Transaksi", en: "Drawer did not open at a sale", ms: "Laci tidak terbuka semasa transaksi" },
    closingsaldo: { id: "Tutup Saldo", en: "Close Balance", ms: "Tutup Baki" },
  } as Record<string, WordsEntry>,
  drawerOpen: {
    id: (who: S, reason: S): S => `${who} membuka laci tanpa transaksi (${reason})`,
    en: (who: S, reason: S): S => `${who} opened the drawer without a sale (${reason})`,
    ms: (who: S, reason: S): S => `${who} membuka laci tanpa transaksi (${reason})`,
  },
  discount: {
    id: (who: S, what: S, menu: S, nota: S, amount: S): S => `${who} memberi diskon ${what} untuk ${menu} pada Nota ${nota} (${amount})`,
    en: (who: S, what: S, menu: S, nota: S, amount: S): S => `${who} gave a ${what} discount on ${menu}, Bill ${nota} (${amount})`,
    ms: (who: S, what: S, menu: S, nota: S, amount: S): S => `${who} memberi diskaun ${what} untuk ${menu} pada Bil ${nota} (${amount})`,
  },
  approvedBy: {
    id: (name: S): S => `, disetujui oleh ${name}`,
    en: (name: S): S => `, approved by ${name}`,
    ms: (name: S): S => `, diluluskan oleh ${name}`,
  },
  void: {
    id: (who: S, nota: S, amount: S, reason: S): S => `${who} membatalkan pembayaran Nota ${nota} (${amount}): ${reason}`,
    en: (who: S, nota: S, amount: S, reason: S): S => `${who} voided the payment of Bill ${nota} (${amount}): ${reason}`,
    ms: (who: S, nota: S, amount: S, reason: S): S => `${who} membatalkan bayaran Bil ${nota} (${amount}): ${reason}`,
  },
  refund: {
    id: (who: S, nota: S, amount: S): S => `${who} me-refund Nota ${nota} sebesar ${amount}`,
    en: (who: S, nota: S, amount: S): S => `${who} refunded ${amount} on Bill ${nota}`,
    ms: (who: S, nota: S, amount: S): S => `${who} membuat bayaran balik ${amount} untuk Bil ${nota}`,
  },
  cashIn: {
    id: (who: S, amount: S, note: S): S => `${who} mencatat kas masuk ${amount}: ${note}`,
    en: (who: S, amount: S, note: S): S => `${who} recorded cash in of ${amount}: ${note}`,
    ms: (who: S, amount: S, note: S): S => `${who} merekod tunai masuk ${amount}: ${note}`,
  },
  cashOut: {
    id: (who: S, amount: S, note: S): S => `${who} mencatat kas keluar ${amount}: ${note}`,
    en: (who: S, amount: S, note: S): S => `${who} recorded cash out of ${amount}: ${note}`,
    ms: (who: S, amount: S, note: S): S => `${who} merekod tunai keluar ${amount}: ${note}`,
  },
  close: {
    id: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} menutup saldo: uang dihitung ${counted}, seharusnya ${expected}, selisih ${difference}`,
    en: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} closed the balance: counted ${counted}, expected ${expected}, difference ${difference}`,
    ms: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} menutup baki: wang dikira ${counted}, sepatutnya ${expected}, perbezaan ${difference}`,
  },
  shift: {
    id: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} ganti shift: uang dihitung ${counted}, seharusnya ${expected}, selisih ${difference}`,
    en: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} changed shift: counted ${counted}, expected ${expected}, difference ${difference}`,
    ms: (who: S, counted: S, expected: S, difference: S): S =>
      `${who} tukar syif: wang dikira ${counted}, sepatutnya ${expected}, perbezaan ${difference}`,
  },
  openOrdersLeft: {
    id: (count: number, notas: S): S => `, dengan ${count} pesanan belum dibayar (Nota ${notas})`,
    en: (count: number, notas: S): S => `, with ${count} unpaid order(s) open (Bill ${notas})`,
    ms: (count: number, notas: S): S => `, dengan ${count} pesanan belum dibayar (Bil ${notas})`,
  },
  priceChange: {
    id: (who: S, menu: S, from: S, to: S): S => `${who} mengubah harga ${menu} dari ${from} menjadi ${to}`,
    en: (who: S, menu: S, from: S, to: S): S => `${who} changed the price of ${menu} from ${from} to ${to}`,
    ms: (who: S, menu: S, from: S, to: S): S => `${who} menukar harga ${menu} daripada ${from} kepada ${to}`,
  },
  approval: {
    id: (approver: S, who: S): S => `${approver} menyetujui permintaan ${who}`,
    en: (approver: S, who: S): S => `${approver} approved a request by ${who}`,
    ms: (approver: S, who: S): S => `${approver} meluluskan permintaan ${who}`,
  },
  access: {
    id: (who: S, feature: S, allowed: boolean): S => `${who} ${allowed ? "mengizinkan" : "menutup"} akses ${feature} untuk hari ini`,
    en: (who: S, feature: S, allowed: boolean): S => `${who} ${allowed ? "allowed" : "closed"} access to ${feature} for today`,
    ms: (who: S, feature: S, allowed: boolean): S => `${who} ${allowed ? "membenarkan" : "menutup"} akses ${feature} untuk hari ini`,
  },
  created: {
    id: (who: S, what: S): S => `${who} menambah ${what}`,
    en: (who: S, what: S): S => `${who} added ${what}`,
    ms: (who: S, what: S): S => `${who} menambah ${what}`,
  },
  updated: {
    id: (who: S, what: S): S => `${who} mengubah ${what}`,
    en: (who: S, what: S): S => `${who} changed ${what}`,
    ms: (who: S, what: S): S => `${who} menukar ${what}`,
  },
  deleted: {
    id: (who: S, what: S): S => `${who} menghapus ${what}`,
    en: (who: S, what: S): S => `${who} deleted ${what}`,
    ms: (who: S, what: S): S => `${who} memadam ${what}`,
  },
  other: {
    id: (who: S, action: S, what: S): S => `${who}: ${action} ${what}`,
    en: (who: S, action: S, what: S): S => `${who}: ${action} ${what}`,
    ms: (who: S, action: S, what: S): S => `${who}: ${action} ${what}`,
  },
});
