/**
 * The contract of each payment route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { paymentReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const paymentDocs = {
  pay: {
    summary: "Pay an order",
    description: [
      "Money in minor units; numeric strings accepted. In one transaction, with the order row locked, checked in this order:",
      "",
      "- unknown order or another outlet's → 404 `Maaf! Transaksi tidak ditemukan`; closed or already paid → 409 `Transaksi sudah dibayar`;",
      "- the paying user has no open cash session at the outlet → 409 `Saldo awal belum diinput`;",
      "- `payment_method` not in `GET /m-payment-method` → 422 `Metode pembayaran tidak valid`;",
      "- no status-0 line with a quantity → 422 `Tambahkan menu terlebih dulu!`;",
      "- the server recomputes the totals from the order's lines (as `GET /transaction-detail`), with the client's `nominal_tariktunai` (when omitted: the order's stored tarik tunai), `global_discount` and `nominal_voucher`: discount above the total → 422 `Diskon Melebihi Total Bayar` (title `Transaksi gagal!`); voucher above what is left after the discount → 422 `Nominal transaksi kurang dari Voucher`; an optional `voucher_code` (from `GET /voucher/get-voucher`) is spent by this payment (row locked; refused as the lookup refuses it, e.g. 409 `Voucher sudah digunakan`, or 422 `Nominal voucher tidak sesuai` when `nominal_voucher` is not its value);",
      "- any of `sub_total, nominal_pajak, nominal_sc, total` (total = the ROUNDED total) that differs from the server's → 409 `Terjadi perubahan data` (nothing stored);",
      "- cash: `nominal_uang` below the total → 422 `Nominal Pembayaran Kurang` (title `Transaksi ditolak!`); change = nominal_uang − total; `free_exchange` (change left to the stall) must be 0..change, else 422 `Free kembalian melebihi kembalian`. Other methods: the amount tendered is the total, change 0, `free_exchange` 0. `exchange` and `round` are not trusted (the server's are stored); `selisih`, `nomor_wa`, `member_id` are stored as sent.",
      "",
      'Success: HTTP 201, `meta.code 201`, `struct: "/struk/{rekap_id}?mode=2"`; the order is closed (status 2), its tables are free, the transaction (business date and `HH:mm` in Asia/Jakarta) and every line (status-0 lines at their nominal; other lines at 0 with their reason) are stored as paid; live screens get an `orders` event. Two payments of one order at once: exactly one 201, the other 409 `Transaksi sudah dibayar`. Not built yet: split bill (`nota_number`, `split_menu`, `splitId`) and lost bill.',
    ].join("\n"),
  },
  openDrawer: {
    summary: "Open the cash drawer after a payment",
    description:
      'Reply `error: 0, msg: "Laci terbuka", struct: ""`; the opening is recorded (reason `payment`, with the user\'s open cash session if any).',
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const paymentContract: RouteContracts = {
  "POST /recap-transactions": { ...paymentDocs.pay, response: replies(201, paymentReplies.pay) },
  "GET /open-laci/payment": { ...paymentDocs.openDrawer, response: replies(200, paymentReplies.openDrawer) },
};
