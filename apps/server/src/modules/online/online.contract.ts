/**
 * The contract of the tmp-online routes and the public QR routes (issue 13): reply schemas, summary,
 * description and refusals, attached by lib/contract.ts and rendered into docs/API.md.
 */
import { API_MSG, MSG, MSG_TEMPLATES, QR_LIMITS, QR_MSG } from "@waroeng/domain";
import { onlineReplies, replies } from "@waroeng/domain/wire";
import type { RefusalDoc, RouteContracts } from "../../lib/contract.ts";

const processed: RefusalDoc = {
  when: "the order was already accepted or deleted (another cashier was first)",
  status: 200,
  code: 204,
  message: QR_MSG.ALREADY_PROCESSED,
  title: MSG.OOPS_TITLE,
};
const unknown: RefusalDoc = { when: "unknown or another outlet's pending order", status: 200, code: 404, message: QR_MSG.NOT_FOUND };
const badToken: RefusalDoc = { when: "unknown or rotated QR code", status: 404, message: QR_MSG.TOKEN_NOT_FOUND };
const limited: RefusalDoc = {
  when: `more than ${QR_LIMITS.perTokenPerMinute} calls a minute for one QR code or ${QR_LIMITS.perIpPerMinute} from one IP`,
  status: 429,
  message: QR_MSG.RATE_LIMITED,
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const onlineContract: RouteContracts = {
  "GET /tmp-online/list": {
    summary: "Pending QR online orders",
    description:
      "The outlet's QR orders waiting for a cashier (status new), oldest first (foundations §3). `tmp_online_m_t_t_id` 1 dine-in, " +
      "2 take-away (the take-away counter's QR: `tmp_online_table_name` is `Bungkus` until accepted). `items` are the guest's " +
      "lines. The web reloads it every 5 s while /online-order is open and on the `online` live event.",
    response: replies(200, onlineReplies.list),
  },
  "GET /tmp-online/notif": {
    summary: "New-order count for the bell",
    description:
      "`count` pending orders, `sound` of them whose bell has not rung yet, `tmpId` the oldest of those (0 when none). The web " +
      "rings when `tmpId` is above 0 and new to it or `sound` is under 2, then calls off-notif/{tmpId} (foundations §4). " +
      "Refetched on the `online` live event (polled only while the event stream is down; never for wbd, who may not call it).",
    response: replies(200, onlineReplies.notif),
  },
  "GET /tmp-online/off-notif/:id": {
    summary: "Mark a new order's bell as rung",
    description: "Idempotent. Publishes the `online` event so every till's bell stops for it.",
    response: replies(200, onlineReplies.marked),
    refusals: [{ ...unknown, status: 404, code: undefined }],
  },
  "GET /tmp-online/cek-nota/:tmpId": {
    summary: "Does the QR order's table already have a bill?",
    description:
      "`status` is the open order (transaction id) holding the table, 0 when the table is free or the order is from the " +
      "take-away counter. Above 0 the web asks `Terdapat pesanan di meja {m_meja_nama}` with Tambahkan / Pindah Meja / Batal.",
    response: replies(200, onlineReplies.check),
    refusals: [{ ...unknown, status: 404, code: undefined }],
  },
  "GET /tmp-online/delete/:tmpId": {
    summary: "Delete a pending QR order",
    description: "The order is kept as deleted (the guest's page shows it refused); it never reaches the kitchen.",
    response: replies(200, onlineReplies.deleted, { bodyRefusal: true }),
    refusals: [processed, unknown],
  },
  "POST /tmp-online/terima": {
    summary: "Accept a QR order",
    description:
      "One transaction with the pending order's row locked (two cashiers accepting at once: one order, the other refused). " +
      "`pindah_meja` 0: to its own table — added to the open bill there (Tambahkan) or a new order whose nota is " +
      "`tmp_online_code` and Big Boss the guest's name; a take-away counter order takes the first free bungkus slot. " +
      "`pindah_meja` > 0: a new order on that empty table (Pindah Meja). The lines are added as add-menu adds them (the " +
      "order's prices; a sold-out item refuses the accept) with their notes, then the order goes to the kitchen as " +
      "ORDER KE PRODUKSI sends it (every unsent line). `data.transactionId` opens the order screen.",
    response: replies(200, onlineReplies.accepted, { bodyRefusal: true }),
    refusals: [
      processed,
      unknown,
      { when: "the chosen table is held by an open order", status: 200, code: 204, message: MSG.TABLE_IN_USE, title: MSG.OOPS_TITLE },
      { when: "take-away counter order and every bungkus slot is held", status: 200, code: 204, message: QR_MSG.NO_TAKE_AWAY_SLOT },
    ],
  },
  "GET /cashier/print-bill-online/:tmpId": {
    summary: "Print the bill of a pending QR order",
    description:
      "Queues the bill (prices of the order's type, before tax and service) to the kasir printer (`printed` true; `struct` the " +
      "image link of an android printer). With no kasir printer `printed` is false and the web prints `data` from the browser. " +
      "Names are printed as sent (control characters are refused at the source).",
    response: replies(200, onlineReplies.bill, { bodyRefusal: true }),
    refusals: [
      {
        when: "the order's table already has a bill",
        status: 200,
        code: 204,
        message: MSG_TEMPLATES.tableOrderExists("{table}"),
        title: MSG.WARNING_TITLE,
      },
      unknown,
    ],
  },
  "GET /qr/:token": {
    summary: "The guest's QR page (public)",
    description:
      "No login: the QR code is the capability (32 random bytes; rotating it makes the old one 404). The outlet's active menu " +
      "with the prices of the code's type (1 dine-in table, 2 take-away counter), sold-out items flagged, the shared cart " +
      "and the orders sent from this code in the last 12 hours (accepted ones while their bill is open) with their state: " +
      "waiting → accepted → cooking (dishes in the kitchen) → ready (every dish ready), or rejected (deleted by the cashier). " +
      `The page reads it every ${QR_LIMITS.statusPollMs / 1000} s (public: no event stream).`,
    response: replies(200, onlineReplies.page),
    refusals: [badToken, limited],
  },
  "PUT /qr/:token/cart": {
    summary: "Replace the shared cart of a QR code (public)",
    description:
      `Every phone at the table edits one cart. The body is the whole cart (≤ ${QR_LIMITS.lines} lines, 1–${QR_LIMITS.qty} units, ` +
      `notes ≤ ${QR_LIMITS.note} characters) and the \`version\` it was edited from; the reply is the cart with the next version. ` +
      "An older version (another phone changed it) is refused 409 and changes nothing: the page reloads and the guest retries.",
    response: replies(200, onlineReplies.cart),
    refusals: [
      badToken,
      limited,
      { when: "the cart changed since `version`", status: 409, message: QR_MSG.CART_CHANGED },
      { when: "an item not of the outlet's active menu", status: 404, message: API_MSG.MENU_NOT_FOUND },
    ],
  },
  "POST /qr/:token/send": {
    summary: "Send the shared cart as an order (public)",
    description:
      `The cart (at \`version\`) becomes a pending order named \`name\` (${QR_LIMITS.nameMin}–${QR_LIMITS.nameMax} characters) and ` +
      "is emptied, in one transaction with the cart row locked (two phones sending at once: one order). The cashier's list " +
      `and bell update by the \`online\` event. At most ${QR_LIMITS.waitingPerToken} orders of one code may wait at once.`,
    response: replies(200, onlineReplies.sent),
    refusals: [
      badToken,
      limited,
      { when: "the cart changed since `version`", status: 409, message: QR_MSG.CART_CHANGED },
      { when: "the cart is empty", status: 422, message: QR_MSG.CART_EMPTY },
      { when: "too many orders of this code wait for the cashier", status: 429, message: QR_MSG.TOO_MANY_WAITING },
      { when: "an item is sold out", status: 409, message: API_MSG.MENU_SOLD_OUT },
    ],
  },
  "GET /qr-token/list": {
    summary: "QR codes of the outlet's tables",
    description:
      "The QR code of every active dine-in table and of the take-away counter (`m_meja_id` 0), created on first read; `path` " +
      "is the guest page (`/{outlet}/qr/{token}`) the printable sheet encodes with the server's address.",
    response: replies(200, onlineReplies.tokens),
  },
  "POST /qr-token/rotate/:tableId": {
    summary: "Rotate a table's QR code",
    description: "A new random code replaces the table's (0: the take-away counter); the old one answers 404 and its cart is emptied.",
    response: replies(200, onlineReplies.token),
    refusals: [{ when: "not a table of the outlet", status: 404, message: API_MSG.TABLE_NOT_FOUND }],
  },
};
