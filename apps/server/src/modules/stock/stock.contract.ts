/**
 * The contract of the Stock, Menu Habis, Gagal Proses, Bungkusan and table-by-menu routes: reply
 * schemas (`@waroeng/domain/wire`), summary and description (docs/API.md), attached by lib/contract.ts.
 */
import { replies, stockReplies } from "@waroeng/domain/wire";
import type { RouteContracts } from "../../lib/contract.ts";

const today =
  "Today is the business date in Asia/Jakarta. An item's stock is counted only on a date its opening stock was saved " +
  "(`m_stock_stock_awal` not null); `m_stock_sisa` is what is left.";

const soldOut =
  'An item is sold out now (`m_menu_harga_qr_status` "tidak" in every menu list: `/mmenu`, `/m-menu/byKategori`, these) when ' +
  "its counted stock left today is 0, or it is marked sold out (Menu Habis, or the standing `m_menu_habis`). add-menu, " +
  "add-multiple-menu and a Ganti Baru of another item refuse it: 409 `Stok {menu} habis` (stock 0) or `Menu habis` (marked).";

const countdown =
  "Countdown: every dish sent to the kitchen (ORDER KE PRODUKSI, Ganti Baru) takes one unit of its item's counted stock, in " +
  "the send's own transaction; today's stock rows are locked in item order, so two tills sending the last unit at once run one " +
  "after the other and the second is refused whole: 409 `Stok {menu} habis` or `Stok {menu} tinggal {n}, kurangi pesanan` " +
  "(nothing sent, no line marked). A dish cancelled before the kitchen marked it ready goes back to today's stock (the " +
  "portion was not used); one cancelled after it was ready, or replaced, stays used (it is in Gagal Proses). " +
  "Every stock change sends the live event `stock` with the menu types' ids.";

const stockDocs = {
  index: {
    summary: "Form Stok Menu: menus with today's opening stock",
    description:
      "`?m_menu_m_menu_jenis_id` one menu type (blank/0: all). `data: {m_menu_jenis: [{m_menu_jenis_id, m_menu_jenis_nama}] " +
      "(the tabs), data: [menu]}`, active menus in display order. " +
      `${today} ${soldOut} Roles: the kitchen's (kitchen.prepare).`,
  },
  save: {
    summary: "Form Stok Menu: Simpan",
    description:
      "JSON `{data: [{m_menu_id, m_stock_stock_awal}]}`, 1–100 items; `m_stock_stock_awal` a whole number 0–9999, or null / " +
      '"" to stop counting the item today. Sets today\'s opening stock; units left = opening − units already used today ' +
      "(sent and not cancelled before ready), never below 0 (0 = sold out). All or nothing: an unknown, inactive or another " +
      "outlet's item → 404 `Menu tidak ditemukan`; an item twice → 409 `Menu tercantum lebih dari sekali`; a bad number → 422. " +
      `Reply: the saved menus as indexStock lists them, \`meta.message\` \`Stok menu berhasil disimpan\`. ${countdown}`,
  },
  habis: {
    summary: "Menu Habis: menus with their sold-out state",
    description:
      "`?m_menu_m_menu_jenis_id` (blank/0: all). Active menus in display order: `m_menu_harga_qr_status` (sold out now), " +
      `\`m_stock_habis\` 1 when marked by hand, \`m_stock_sisa\` units left today (null: not counted). ${soldOut}`,
  },
  setHabis: {
    summary: "Menu Habis: mark a menu sold out or available for today",
    description:
      "`{m_menu_id, m_stock_habis}`: 1 marks it sold out for today (it is available again tomorrow); 0 makes it available " +
      "(today's mark and the standing `m_menu_habis` cleared). Available while today's counted stock is 0 → 409 `Stok hari ini " +
      "0: isi stok di Form Stok Menu`; unknown or another outlet's → 404 `Menu tidak ditemukan` (nothing changed). Reply: the " +
      "menu as /m-menu/habis lists it. Live event `stock`.",
  },
  waste: {
    summary: "Gagal Proses: the kitchen's waste log of a day",
    description:
      "`?tanggal=YYYY-MM-DD` (today when omitted). Each dish unit cancelled (`jenis` batal: Pembatalan, reduce of a sent line, " +
      "Hapus of a sent dish) or replaced (`ganti`: Ganti Baru) after it was sent to the kitchen, newest first: the line's " +
      "reason (`alasan`), who (`user_name`), when, `is_ready` 1 when it was already cooked (food wasted), `stock_returned` 1 when " +
      "the unit went back to the stock. `wasted`: how many were cooked. Roles: the kitchen's.",
  },
  packing: {
    summary: "Bungkusan: take-away and delivery notas ready to pack",
    description:
      "Notas (open or paid) of every type but dine in whose undelivered dishes are all ready, oldest order first, each with " +
      "those dishes (the nota badge shape of ready-status). Roles: pickup.serve.",
  },
  packed: {
    summary: "Bungkusan: Selesai Dibungkus",
    description:
      "`{transaction_id}`. Marks the nota's undelivered dishes served and delivered (packed and handed over) and sets the " +
      "order's delivered time: it leaves Bungkusan, Hal Tata and Hal Ambil. `data.packed`: dishes marked now (0 on a repeated " +
      "tap). A dish not ready → 409 `Masih ada menu yang belum siap`; a dine-in nota → 409 `Nota ini bukan take away atau " +
      "delivery`; unknown or another outlet's → 404 `Maaf! Transaksi tidak ditemukan` (nothing changed). Live event `dishes`.",
  },
  tableByMenu: {
    summary: "Hal Tata: dishes of one menu to cook (Daftar Pesanan)",
    description:
      "`?type` dine_in|take_away (all when omitted). The menu's dishes not ready yet (not cancelled, not delivered), oldest " +
      'first; `name` "Dine In" separates dine-in from take-away and delivery. Unknown or another outlet\'s menu → 404 ' +
      "`Menu tidak ditemukan`. Roles: the kitchen's.",
  },
};

/** Reply schemas, summary and description per route ("METHOD /path" under /api). */
export const stockContract: RouteContracts = {
  "GET /m-menu/indexStock": { ...stockDocs.index, response: replies(200, stockReplies.index) },
  "POST /m-menu/saveStock": { ...stockDocs.save, response: replies(200, stockReplies.saved) },
  "GET /m-menu/habis": { ...stockDocs.habis, response: replies(200, stockReplies.habis) },
  "POST /m-menu/set-habis": { ...stockDocs.setHabis, response: replies(200, stockReplies.habisOne) },
  "GET /m-dish-status/gagal-proses": { ...stockDocs.waste, response: replies(200, stockReplies.waste) },
  "GET /m-dish-status/bungkusan": { ...stockDocs.packing, response: replies(200, stockReplies.packing) },
  "POST /m-dish-status/set-packed": { ...stockDocs.packed, response: replies(200, stockReplies.packed) },
  "GET /m-dish-status/table-by-menu/:menuId": { ...stockDocs.tableByMenu, response: replies(200, stockReplies.tableByMenu) },
};
