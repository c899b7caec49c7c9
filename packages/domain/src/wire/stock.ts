/** Stock, Menu Habis, Gagal Proses, Bungkusan and Hal Tata's table-by-menu replies (docs/API.md "Stock"). */
import { z } from "zod";
import { envelope, wireFlag, wireId, wireInstant, wireInt } from "./envelope.ts";
import { dish, readyNota } from "./kitchen.ts";

/** A menu of `GET /m-menu/indexStock`: today's opening stock (null when not counted) and what is left. */
export const stockMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_stock_stock_awal: wireInt.nullable().describe("today's opening stock; null = not counted"),
  m_stock_sisa: wireInt.nullable().describe("units left today; null = not counted"),
  m_stock_tanggal: z.string().describe("business date YYYY-MM-DD (Asia/Jakarta)"),
  m_menu_harga_qr_status: z.string().describe('"tidak" when sold out now, else "ya"'),
});
/** `GET /m-menu/indexStock` data: menu types (tabs) and the menus. */
export const stockIndex = z.strictObject({
  m_menu_jenis: z.array(z.strictObject({ m_menu_jenis_id: wireId, m_menu_jenis_nama: z.string() })),
  data: z.array(stockMenu),
});

/** A menu of `GET /m-menu/habis`: whether it is sold out now and why. */
export const habisMenu = z.strictObject({
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_menu_m_menu_jenis_id: wireId,
  m_menu_jenis_nama: z.string(),
  m_menu_harga_qr_status: z.string().describe('"tidak" when sold out now, else "ya"'),
  m_stock_habis: wireFlag.describe("marked sold out by hand (today, or standing)"),
  m_stock_sisa: wireInt.nullable().describe("units left today; null = not counted"),
});

/** A row of the waste log (`GET /m-dish-status/gagal-proses`). */
export const wasteEntry = z.strictObject({
  m_gagal_proses_id: wireId,
  m_dish_status_id: wireId,
  m_menu_id: wireId,
  m_menu_nama: z.string(),
  m_transaction_table_id: wireId,
  m_transaction_table_note_number: z.string(),
  jenis: z.enum(["batal", "ganti"]).describe("batal = cancelled, ganti = replaced (Ganti Baru)"),
  alasan: z.string(),
  is_ready: wireFlag.describe("1: the dish was ready (cooked) when cancelled: food wasted"),
  stock_returned: wireFlag.describe("1: the unit went back to today's stock"),
  user_name: z.string().nullable(),
  created_at: wireInstant,
});
export const wasteLog = z.strictObject({
  tanggal: z.string(),
  total: wireInt,
  wasted: wireInt.describe("units that were ready (cooked) when cancelled or replaced"),
  data: z.array(wasteEntry),
});

/** `GET /m-dish-status/bungkusan` data: take-away/delivery notas whose undelivered dishes are all ready. */
export const packingList = z.array(readyNota);
export const packed = z.strictObject({ m_transaction_table_id: wireId, packed: wireInt });

export const stockReplies = {
  index: envelope(stockIndex),
  saved: envelope(z.array(stockMenu)),
  habis: envelope(z.array(habisMenu)),
  habisOne: envelope(habisMenu),
  waste: envelope(wasteLog),
  packing: envelope(packingList),
  packed: envelope(packed),
  tableByMenu: envelope(z.array(dish)),
};
