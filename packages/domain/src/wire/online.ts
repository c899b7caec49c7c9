/**
 * QR online-order replies (issue 13; foundations §3 "Pending online order", "New-order
 * notification", §7 tmp-online calls) and the guest's public QR calls (docs/api/intro.md "QR orders").
 */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInstant, wireInt, wireMoney } from "./envelope.ts";

/** A line of a pending order as the guest sent it. */
export const onlineItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  qty: wireInt,
  custom_menu: z.string(),
});

/** `GET /tmp-online/list` item (foundations §3 Pending online order; `created_at`, `items` added). */
export const pendingOnlineOrder = z.strictObject({
  tmp_online_id: wireId,
  tmp_online_m_t_t_id: wireId.describe("1 = dine-in, 2 = take-away"),
  tmp_online_table_name: z.string(),
  tmp_online_code: z.string(),
  tmp_online_bigboss_name: z.string(),
  created_at: wireInstant,
  items: z.array(onlineItem),
});

/** `GET /tmp-online/notif` (foundations §3 New-order notification). */
export const onlineNotif = z.strictObject({
  count: wireInt.describe("pending (not yet accepted or deleted) orders"),
  sound: wireInt.describe("pending orders whose bell has not rung yet (not marked by off-notif)"),
  tmpId: wireInt.describe("the oldest of those, 0 when none"),
});

/** `GET /tmp-online/cek-nota/{tmpId}`. */
export const onlineBillCheck = z.strictObject({
  status: wireInt.describe("the open order holding the table (its transaction id), 0 when free"),
  m_meja_nama: z.string(),
});

/** `GET /cashier/print-bill-online/{tmpId}`: the bill of the pending order (the browser print page when no printer). */
export const onlineBill = z.strictObject({
  tmp_online_code: z.string(),
  tmp_online_table_name: z.string(),
  tmp_online_bigboss_name: z.string(),
  lines: z.array(z.strictObject({ m_menu_nama: z.string(), qty: wireInt, price: wireMoney, nominal: wireMoney, custom_menu: z.string() })),
  total: wireMoney,
});

/** A menu item on the guest's page. */
export const qrMenuItem = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_jenis_nama: z.string(),
  price: wireMoney,
  photo: z.string().nullable().describe("image URL, null: the page shows the name's initials"),
  sold_out: wireFlag,
});

/** The shared cart of one QR code: every phone at the table edits the same one. */
export const qrCart = z.strictObject({
  version: wireInt.describe("incremented by every change; a change sent from an older version is refused (409)"),
  items: z.array(z.strictObject({ m_menu_id: wireId, qty: wireInt, custom_menu: z.string() })),
});

/** A sent order of this QR code as the guest sees it. */
export const qrGuestOrder = z.strictObject({
  tmp_online_code: z.string(),
  tmp_online_bigboss_name: z.string(),
  state: z.enum(["waiting", "accepted", "cooking", "ready", "rejected"]),
  created_at: wireInstant,
  items: z.array(onlineItem),
});

/** `GET /qr/{token}`: everything the guest's page shows. */
export const qrPage = z.strictObject({
  m_w_nama: z.string(),
  currency: z.string(),
  table_name: z.string(),
  m_t_t_id: wireId,
  menu: z.array(qrMenuItem),
  cart: qrCart,
  orders: z.array(qrGuestOrder),
});

/** `GET /qr-token/list` item: the QR code of a table (m_meja_id 0: the take-away counter). */
export const qrTokenRow = z.strictObject({
  m_meja_id: wireInt,
  m_meja_nama: z.string(),
  path: z.string().describe("the guest page's path, /{outlet}/qr/{token}"),
});

export const onlineReplies = {
  list: envelope(z.array(pendingOnlineOrder)),
  notif: envelope(onlineNotif),
  marked: envelope(z.null()),
  check: envelope(onlineBillCheck),
  accepted: envelope(z.strictObject({ transactionId: wireId })),
  deleted: envelope(z.null()),
  bill: envelope(onlineBill, { error: z.literal(0), struct: z.string(), printed: z.boolean() }),
  page: envelope(qrPage),
  cart: envelope(qrCart),
  sent: envelope(z.strictObject({ tmp_online_code: z.string() })),
  tokens: envelope(z.array(qrTokenRow)),
  token: envelope(qrTokenRow),
};
