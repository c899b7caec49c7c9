/**
 * The contract of `POST /m-transaction-meja/line-options` (docs/API.md "Menu options"): changing the
 * options of a line already on an order, from the till's option sheet. Not in the spec; additive.
 * Request schema, reply (the line-action replies) and the route's summary, description and refusals.
 */
import { z } from "zod";
import { replies } from "../wire/envelope.ts";
import { lineActionReplies, lineId } from "./line-actions.ts";
import { optionIdsField } from "./menu-options.ts";
import type { RouteContracts } from "./types.ts";

/** `POST /m-transaction-meja/line-options`: the line and its new options (option ids; `[]` none, absent the item's defaults). */
export const lineOptionsBody = z.object({
  tmp_transaction_detail_id: lineId(),
  options: optionIdsField().describe('the option ids, a JSON list ("[3,7]"), "3,7" or an array; `[]` none; absent: the defaults'),
});
export type LineOptionsBody = z.output<typeof lineOptionsBody>;

export const lineOptionsContract: RouteContracts = {
  "POST /m-transaction-meja/line-options": {
    summary: "Change a line's options (the till's option sheet)",
    description: [
      "Form: `tmp_transaction_detail_id` (a status-0 line of an open order of the session's outlet), `options` (the option ids chosen for it). The options are checked against the item's groups as add-menu checks them (min and max per group, active options of the item's groups, none sold out today, the price not below 0): refused with the rule's words in `meta.message`, 422 (`Pilih Level Pedas`, `Maksimal 3 pilihan Topping`, `Pilihan tidak tersedia untuk menu ini`) or 409 for an option sold out today (`Telur habis`), nothing changed. The item's price stays the line's (the price when it was added); the options are priced for the order's transaction type now.",
      "",
      "- An unsent line (`production_status` 0) takes the new options and price as a whole (`custom_menu` becomes the options' text, then the note; a discount follows its type at the new price). When another unsent line of the order has the same item, options, note, takeaway and discount, the line joins it (its units added there, the line removed).",
      "- A sent line (`production_status` 1): one unit is cancelled as Pembatalan cancels a sent unit (changeMenuDetail `status-menu` 2, reason `Ganti pilihan`: it moves to a status-2 line with the old options, its dish leaves the kitchen), which needs the same right (opp, or a cashier whose `cancel_menu` is off → 403 `Hubungi Kacab/Asisten`, title `Akses DiTolak!`); and one new unsent unit with the new options is added, with the sent line's note, takeaway and tax and service switches and no discount (to the order's unsent line of the item that has all of these, else a new line). It goes to the kitchen at the next ORDER KE PRODUKSI. The item sold out now → 409 `Menu habis`.",
      "",
      "The same options as the line's change nothing. 200, `meta.message` `Pilihan diubah`, `data`: the lines changed or made, oldest first (a removed line is not among them). Unknown line or another outlet's → 404 `Menu tidak ditemukan`; closed order → 404 `Maaf! Transaksi tidak ditemukan`; a cancelled, replaced or free line → 409. One transaction with the order row locked first. Publishes `orders` (and `dishes` when a unit is cancelled).",
    ].join("\n"),
    response: replies(200, lineActionReplies.lines),
    refusals: [
      {
        when: "options break a group's rule or are not the item's",
        status: 422,
        message: "(the rule's words, e.g. Pilih Level Pedas)",
      },
      { when: "an option is sold out today", status: 409, message: "{option} habis" },
      { when: "a sent line, without the cancel right", status: 403, message: "Hubungi Kacab/Asisten", title: "Akses DiTolak!" },
    ],
  },
};
