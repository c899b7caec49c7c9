/**
 * The data of one event of `GET /api/events` (server-sent events; docs/API.md "Live events"),
 * declared once for the server (`notifyChange`, apps/server/src/lib/events.ts) and the web app
 * (`useLiveEvents`, lib/liveMatch.ts).
 * - `hello`: first event of every stream; `offline` / `resync`: the server's database listener
 *   dropped / came back (poll meanwhile, then refetch once);
 * - `stock`: today's stock or sold-out marks of menus changed (`menuTypeIds`: their menu types);
 * - `menu`: the back office changed the menu (items, prices, types, categories; `menuTypeIds` when known):
 *   every menu list refetches;
 * - `plotting`: a production screen's plotting changed (no ids: every production screen reloads);
 * - `orders` | `dishes` | `cash`: a committed change, with the ids it touched where known: the open
 *   order (`tmp_transaction` id), its tables (`m_meja_id`), dishes (`m_dish_status_id`) and menu
 *   types (`m_menu_jenis_id`: which kitchen and pickup screens show the dishes). A list left out
 *   means "any of this topic" (lists hold at most `MAX_EVENT_IDS` ids, so NOTIFY stays < 8000 bytes).
 * - `print`: a job was queued for a device printer ("Printer perangkat ini"): the device it is paired
 *   with claims it (POST /printing/device/claim); no ids.
 * - `order` (a `dishes` event naming its order, when the order has at most MAX_LIVE_DISHES dishes): the order as
 *   the kitchen, pickup and Pesan Aktif lists show it after the change, read once per server process when the
 *   event arrives: `nota` (the pickup card's header) and `dishes`, every dish of the order (cancelled and
 *   delivered ones too, with their flags) in the lists' order. A screen updates its lists from it in place
 *   (web lib/livePatch.ts) instead of reading them again. Only that outlet's streams get it.
 * - `v` (hello, resync and changes): the outlet's live version after this event; a screen sends the
 *   last one it saw as the `Live-Version` header of its list reads, which lets the server answer
 *   the outlet's screens from one shared read (apps/server lib/shared-reads.ts).
 */
import { z } from "zod";
import { dish, pickupNota } from "../contracts/kitchen.ts";

/** Longest id list an event carries; a longer one is left out (= every one of the topic). */
export const MAX_EVENT_IDS = 50;

/** Topics of a committed change. */
export const changeTopic = z.enum(["orders", "dishes", "cash", "stock", "plotting", "online", "menu", "print"]);
/** Topics the stream itself sends. */
export const streamTopic = z.enum(["hello", "offline", "resync"]);

const ids = z.array(z.number().int().positive()).max(MAX_EVENT_IDS);
/** The outlet's live version (`{process}.{n}`), opaque to the client. */
const version = z.string().max(40);

/** Most dishes an event's `order` carries; an order with more is left out (the screens read their lists). */
export const MAX_LIVE_DISHES = 120;

/** The order a `dishes` event touched, as the screens' lists show it (see `order` above). */
export const liveOrder = z.strictObject({
  nota: pickupNota.omit({ all_served: true, m_dish_status: true }),
  dishes: z.array(dish).max(MAX_LIVE_DISHES),
});

/** A committed change: its topic and the ids it touched. */
export const changeEvent = z.strictObject({
  topic: changeTopic,
  orderId: z.number().int().positive().optional(),
  tableIds: ids.optional(),
  dishIds: ids.optional(),
  menuTypeIds: ids.optional(),
  order: liveOrder.optional(),
  v: version.optional(),
});

/** Any event a stream sends. */
export const liveEvent = z.union([changeEvent, z.strictObject({ topic: streamTopic, v: version.optional() })]);

export type ChangeTopic = z.output<typeof changeTopic>;
export type ChangeEvent = z.output<typeof changeEvent>;
export type LiveEvent = z.output<typeof liveEvent>;
export type LiveOrder = z.output<typeof liveOrder>;
