import { describe, expect, it } from "vitest";
import { FIELD_MSG, LABELS, MSG, MSG_TEMPLATES } from "./messages.ts";

describe("MSG (word for word from the spec)", () => {
  it.each([
    [MSG.TABLE_IN_USE, "Meja sudah digunakan"],
    [MSG.TABLE_IN_USE_EXPRESS, "Meja sudah digunakan kasir lain"],
    [MSG.TRANSACTION_NOT_FOUND, "Maaf! Transaksi tidak ditemukan"],
    [MSG.NOTA_EXISTS, "Nomor Nota sudah ada"],
    [MSG.DATA_CHANGED, "Terjadi perubahan data"],
    [MSG.ACCESS_DENIED_TITLE, "Akses DiTolak!"],
    [MSG.ACCESS_DENIED, "Hubungi Kacab/Asisten"],
    [MSG.EMPTY_CART, "Tambahkan menu terlebih dulu!"],
    [MSG.PAYMENT_SHORT, "Nominal Pembayaran Kurang"],
    [MSG.PAYMENT_REJECTED_TITLE, "Transaksi ditolak!"],
    [MSG.REDUCE_TOO_MUCH, "Quantity pengurangan lebih dari quantity menu"],
    [MSG.CONFIRM_PRODUCTION, "Pastikan lagi pesanan Sudah Benar!"],
    [MSG.NOMINAL_EMPTY, "Nominal Uang Tidak Boleh Kosong"],
    [MSG.DISCOUNT_FAILED_TITLE, "Transaksi Gagal!"],
    [MSG.DISCOUNT_EMPTY, "Nominal Belum Diisi"],
    [MSG.VOUCHER_TOO_BIG, "Nominal transaksi kurang dari Voucher"],
    [MSG.DISCOUNT_TOO_BIG_TITLE, "Transaksi gagal!"],
    [MSG.DISCOUNT_TOO_BIG, "Diskon Melebihi Total Bayar"],
    [MSG.MEMBER_ID_INVALID, "ID Tidak Valid"],
    [MSG.PHONE_INVALID, "Nomor WA Tidak Sesuai"],
    [MSG.NIK_MEMBER_INVALID, "NIK/ID Member Tidak Sesuai"],
    [MSG.NO_ORDERS, "Belum ada pesanan"],
    [MSG.DATA_NOT_FOUND, "Data tidak ditemukan"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("has no empty or padded text", () => {
    for (const text of [...Object.values(MSG), ...Object.values(FIELD_MSG), ...Object.values(LABELS)]) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe("MSG_TEMPLATES", () => {
  it.each([
    [MSG_TEMPLATES.createTransaction("SS Express 1"), "Membuat transaksi SS Express 1"],
    [MSG_TEMPLATES.closingBalance("Rp 1.250.000"), "Saldo akhir senilai Rp 1.250.000"],
    [MSG_TEMPLATES.tableOrderExists("5"), "Pesanan Meja 5 Sudah Ada!"],
    [MSG_TEMPLATES.tableHasOrder("5"), "Terdapat pesanan di meja 5"],
    [MSG_TEMPLATES.acceptOrder("Budi"), "Menerima pesanan Budi"],
    [MSG_TEMPLATES.sendingTo("081234567890"), "Mengirim Pesan Ke 081234567890"],
    [MSG_TEMPLATES.pendingDishesOf("Ayam Goreng"), "Daftar Pesanan : Ayam Goreng"],
    [MSG_TEMPLATES.cancelledLine("Kesalahan Input"), "Batal - Kesalahan Input"],
    [MSG_TEMPLATES.freeLine("Rambut"), "Gratis - Rambut"],
    [MSG_TEMPLATES.tablesHeader("1, 2"), "Meja 1, 2"],
    [MSG_TEMPLATES.productionScreen("Goreng"), "Layar Goreng"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
