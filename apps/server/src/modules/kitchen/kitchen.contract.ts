/**
 * The contract of each kitchen and pickup route: reply schemas (`@waroeng/domain/wire`), OpenAPI summary and
 * description (rendered into docs/API.md by scripts/api-docs.ts), attached to the routes by lib/contract.ts.
 */
import { kitchenReplies, replies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const dishNotes =
  "Dish flags `is_ready, is_served, is_additional, is_cancelled, is_delivered` are 0/1; `m_dish_status_table_id` is the order " +
  'id, `m_dish_status_plot_produksi_id` the station, `name` the order type title-cased ("Dine In"). Dishes stay on the kitchen ' +
  "and pickup screens until delivered, even when the bill is paid first (take-away).";

const toggleNotes =
  "`meta.code 200`, `data`: the dish. Unknown dish or another outlet's → 404 `Menu tidak ditemukan`; a cancelled dish → 409 " +
  "`Menu sudah dibatalkan`. Each toggle locks the dish row; setting a flag already set succeeds unchanged. Live screens get a `dishes` event.";

const TOGGLES: Record<string, { summary: string; description: string }> = {
  "set-ready": { summary: "Mark a dish ready", description: `${toggleNotes}` },
  "set-not-ready": {
    summary: "Mark a dish not ready",
    description: `Un-ready a served dish → 409 \`Menu sudah disajikan\`. ${toggleNotes}`,
  },
  "set-served": {
    summary: "Mark a dish served",
    description: `Serve a dish that is not ready → 409 \`Menu belum siap\`. ${toggleNotes}`,
  },
  "set-not-served": {
    summary: "Mark a dish not served",
    description: `Un-serve a delivered dish → 409 \`Menu sudah diantar\`. ${toggleNotes}`,
  },
};

const page =
  "`data: {current_page, last_page, per_page (6), total, data: [nota]}`, 6 notas a page by order time. Nota: `user_input: " +
  "{id, name}` is who took the order, `all_served` true when the Selesai button shows.";

const kitchenDocs = {
  readyStatus: {
    summary: "Nota badges of the kitchen-prep screen (Hal Tata)",
    description:
      "`data: {completed, notCompleted, additional}`: notas (open or paid) with dishes not yet delivered, oldest order " +
      'time first; `m_dish_status` holds each nota\'s undelivered dishes. `dine_in` = orders of type "dine in"; `take_away` = every ' +
      "other type (take away and delivery). Other `type` → 422 `Jenis tidak valid`. A nota is `completed` when all its undelivered " +
      `dishes are ready, else \`notCompleted\`; a nota with additional dishes not ready is also listed under \`additional\`. ${dishNotes}`,
  },
  dishes: {
    summary: "Dishes of an order",
    description: `Dishes of the order, not cancelled, by menu type; unknown or another outlet's order → 404 \`Maaf! Transaksi tidak ditemukan\`. ${dishNotes}`,
  },
  available: {
    summary: "Menu cards of the kitchen-prep screen",
    description:
      "`type` (dine_in|take_away) optional. Dishes not ready yet (not cancelled, not delivered) per menu item " +
      "(`by_menu`, split into `dine_in` and `take_away`) and per menu type (`by_menu_jenis`: every type listed, count may be 0); " +
      `\`cancelled\`: today's cancelled dishes, newest first. ${dishNotes}`,
  },
  toggle: (segment: string) => TOGGLES[segment] ?? { summary: segment, description: toggleNotes },
  readyByType: {
    summary: "Pickup screen (Hal Ambil): notas with undelivered dishes of a pickup type",
    description:
      "body `type` makan|minum. Undelivered, uncancelled dishes whose menu type's `m_menu_jenis_ambil` is `type`, " +
      `grouped per nota (open or paid). ${page} ${dishNotes}`,
  },
  active: {
    summary: "Active orders (Pesan Aktif)",
    description: `body \`type?\` makan|minum. Same shape as ready-by-type: every uncancelled dish (delivered too) of open notas, of that pickup type or all; read-only. ${page}`,
  },
  delivered: {
    summary: "Mark a nota's dishes of a pickup type delivered",
    description:
      "`data.delivered`: dishes marked now (0 on a repeated tap). Marks that type's " +
      "(`makan`/`minum`; every type when omitted) undelivered dishes of the nota delivered; some not served → 409 `Masih ada " +
      "menu yang belum disajikan` (nothing marked); unknown or another outlet's order → 404 `Maaf! Transaksi tidak ditemukan`. " +
      "When no dish of the order is left, the order's delivered time is set. Live screens get a `dishes` event.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api), attached by lib/contract.ts. */
export const kitchenContract: RouteContracts = {
  "GET /m-transaction-table/ready-status": { ...kitchenDocs.readyStatus, response: replies(200, kitchenReplies.readyStatus) },
  "GET /m-dish-status/by-transaction/:id": { ...kitchenDocs.dishes, response: replies(200, kitchenReplies.dishes) },
  "GET /m-dish-status/available": { ...kitchenDocs.available, response: replies(200, kitchenReplies.available) },
  "POST /m-dish-status/ready-by-type": { ...kitchenDocs.readyByType, response: replies(200, kitchenReplies.page) },
  "POST /m-dish-status/active": { ...kitchenDocs.active, response: replies(200, kitchenReplies.page) },
  "GET /m-dish-status/set-delivered": { ...kitchenDocs.delivered, response: replies(200, kitchenReplies.delivered) },
  ...Object.fromEntries(
    ["set-ready", "set-not-ready", "set-served", "set-not-served"].map((segment) => [
      `GET /m-dish-status/${segment}/:id`,
      { ...kitchenDocs.toggle(segment), response: replies(200, kitchenReplies.dish) },
    ]),
  ),
};
