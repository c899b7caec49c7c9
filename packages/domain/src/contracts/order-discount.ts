/**
 * The contract of the order discount (docs/ARCHITECTURE.md "Adding a route"): the bill's Diskon
 * Transaksi and applied voucher kept on the open order until it is paid, so a reload, another table
 * or another device shows and charges them (payment §2.1, §5, §6, §9). Request schema, reply schema
 * and the route contract of `PUT /tmp-transaction/{id}/discount` (not in the spec: designed here).
 */
import { z } from "zod";
import { LINE_MSG, MAX_LENGTH, MSG, ORDER_MSG, optionalId } from "../index.ts";
import { envelope, replies } from "../wire/envelope.ts";
import { order, serverTotals } from "./orders.ts";
import type { RouteContracts } from "./types.ts";

/** undefined / null stay absent; anything else becomes its trimmed text ("" = clear). */
function text(value: unknown): unknown {
  if (value === undefined) {
    return undefined;
  }
  if (value === null) {
    return "";
  }
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : value;
}

/**
 * `PUT /tmp-transaction/{id}/discount`: the Diskon Transaksi (`discount_type` + `discount_value`)
 * and/or the voucher (`voucher_code`); an absent field leaves that part as stored, `""` removes it.
 * `discount_value` is read by its type on the server: `diskon` money in the major unit ("5000",
 * "8.50" ringgit), `diskonPercent` a percent 0…100 (2 decimals at most). `approval_id`: POST
 * /approve's id when the discount is above the outlet's limit.
 */
export const orderDiscountBody = z.object({
  discount_type: z.preprocess(text, z.enum(["", "diskon", "diskonPercent"], { error: LINE_MSG.DISCOUNT_TYPE_INVALID }).optional()),
  discount_value: z.preprocess(text, z.string({ error: LINE_MSG.VALUE_INVALID }).max(20, LINE_MSG.VALUE_INVALID).optional()),
  voucher_code: z.preprocess(
    text,
    z.string({ error: ORDER_MSG.VOUCHER_NOT_FOUND }).max(MAX_LENGTH.query, ORDER_MSG.VOUCHER_NOT_FOUND).optional(),
  ),
  approval_id: optionalId(),
});
export type OrderDiscountBody = z.output<typeof orderDiscountBody>;

export const orderDiscountReplies = {
  saved: envelope(order, { totals: serverTotals }),
};

const description = [
  "Roles of `order.discount` (kasir wbd kacab; others → 403 `Akses DiTolak!` / `Hubungi Kacab/Asisten`, checked before the body is read). Keeps the bill's Diskon Transaksi and voucher on the OPEN order until it is paid; `GET /tmp-transaction/{id}` gives them out (`global_discount_type`, `global_discount_percent`, `global_discount_nominal`, `voucher_code`, `nominal_voucher`) and `GET /transaction-detail`'s `totals` take them off (`global_discount`, `voucher`, then `total`, `rounded`).",
  'Form (JSON, urlencoded or multipart), every field optional: `discount_type` `diskon` (a nominal) | `diskonPercent` (a percent of the sales) | `""` (remove the discount); `discount_value` for that type (`diskon`: money, the major unit; `diskonPercent`: percent 0…100, up to 2 decimals); `voucher_code` (looked up as `GET /voucher/get-voucher` does: its value is what the server found, never a client\'s figure; `""` removes the voucher); `approval_id` (POST /approve). An absent field leaves that part as stored.',
  "Rules, on the sales (subtotal + tax + service charge of the status-0 lines; never the Tarik Tunai), as the discount popup's (payment §5): value 0 or empty → 422 `Nominal Belum Diisi`; a nominal above the sales → 422 `Diskon Melebihi Total Bayar`; a percent above 100 → 422 `Diskon persen maksimal 100`; the voucher above the sales left after the discount → 422 `Nominal transaksi kurang dari Voucher`; an unknown, spent, not yet valid or expired code → as the voucher lookup (404 / 409, `errors.voucher_code`). A discount that takes more than the outlet's limit (`m_w_line_discount_limit`, the line discount's, percent of the sales) needs a supervisor: a kacab sets it directly, anyone else sends `approval_id` (single use, theirs, 5 minutes; written to the audit log as `order` `discount` with the approver), else 403 `Diskon melebihi batas outlet, perlu persetujuan Kacab/Asisten`. Removing is always allowed to these roles.",
  "A percent is taken of the sales as they are when the bill is shown or paid (it follows added or cancelled lines); a nominal and the voucher take at most what is left (floor 0).",
  "- 200, `meta.message \"Diskon transaksi disimpan\"`, `data`: the order as `GET /tmp-transaction/{id}`, `totals` as `GET /transaction-detail`'s. Unknown, another outlet's or closed order → 404 `Maaf! Transaksi tidak ditemukan` (paid: `Transaksi sudah dibayar`). One transaction with the order row locked; every refusal changes nothing. Live event `orders` with the order id.",
  "Payment (`POST /recap-transactions`): without `global_discount` (or `nominal_voucher` and `voucher_code`) the stored discount (voucher) is charged and the stored voucher spent; sent ones must equal the stored amounts when the order has some (else 409 `Terjadi perubahan data`, nothing paid); see that route.",
].join("\n");

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const orderDiscountContract: RouteContracts = {
  "PUT /tmp-transaction/:id/discount": {
    summary: "Set or remove the bill's Diskon Transaksi and voucher (kept on the order until paid)",
    description,
    response: replies(200, orderDiscountReplies.saved),
    refusals: [
      { when: "a role without `order.discount`", status: 403, message: MSG.ACCESS_DENIED, title: MSG.ACCESS_DENIED_TITLE },
      {
        when: "a discount above the outlet's limit without a supervisor's approval",
        status: 403,
        message: LINE_MSG.DISCOUNT_NEEDS_APPROVAL,
      },
      { when: "discount value 0 or empty", status: 422, message: MSG.DISCOUNT_EMPTY },
      { when: "a nominal discount above the sales", status: 422, message: MSG.DISCOUNT_TOO_BIG },
      { when: "a voucher above the sales left after the discount", status: 422, message: MSG.VOUCHER_TOO_BIG },
      { when: "unknown, another outlet's or closed order", status: 404, message: MSG.TRANSACTION_NOT_FOUND },
    ],
  },
};
